'use client';
import { useState } from 'react';
import { UserCircleIcon } from '@heroicons/react/24/solid';
import { DEFAULT_AVATAR } from '@/lib/constants';

const SIZES = { bar: { className: 'size-8', px: 32 }, menu: { className: 'size-12', px: 48 } } as const;

/**
 * Spec §2: the profile picture; the default avatar image when it fails to load; a person icon when
 * there is no picture. 8 units in the bar, 12 in the mobile menu.
 */
export function Avatar({ src, size }: { src: string | null; size: keyof typeof SIZES }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { className, px } = SIZES[size];
  if (!src)
    return <UserCircleIcon aria-hidden="true" data-testid="avatar-icon" className={`${className} text-plum-500`} />;
  return (
    // Pictures may come from any origin a backend chooses, so they are not run through the optimiser: a plain
    // <img> does what next/image's unoptimized mode does, without its code in every page's first load.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={failedSrc === src ? DEFAULT_AVATAR : src}
      alt=""
      width={px}
      height={px}
      onError={() => setFailedSrc(src)}
      className={`${className} rounded-full object-cover ring-1 ring-linen-300`}
    />
  );
}
