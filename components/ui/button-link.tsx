import Link from 'next/link';
import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';

/** A link that looks like the shop's button (for navigation, never for actions). */
export function ButtonLink({
  variant,
  className = '',
  ...link
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link className={buttonClasses(variant, className)} {...link} />;
}
