'use client';
import { useState } from 'react';
import { mediaUrl } from '@/lib/media';

/**
 * A line's picture as a full URL, or null when it has none or it failed to load: the caller then shows the
 * fabric placeholder, so a thumbnail is never an empty square. Pass `onError` to the <img>.
 */
export function usePicture(path: string | null | undefined): { src: string | null; onError: () => void } {
  const src = mediaUrl(path);
  const [failed, setFailed] = useState<string | null>(null);
  return { src: src && src !== failed ? src : null, onError: () => setFailed(src) };
}
