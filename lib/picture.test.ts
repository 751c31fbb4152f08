import { describe, expect, it } from 'vitest';
import { srcSetUpTo } from '@/lib/picture';

const srcSet = [256, 384, 640, 750, 828, 1080, 1200, 1920]
  .map((w) => `/_next/image?url=a&w=${w}&q=75 ${w}w`)
  .join(', ');
const widths = (s: string) => s.split(', ').map((e) => Number(e.split(' ')[1].slice(0, -1)));

describe('srcSetUpTo', () => {
  it('keeps the widths up to the first that covers the frame on a 3× screen', () => {
    expect(widths(srcSetUpTo(srcSet, 960))).toEqual([256, 384, 640, 750, 828, 1080]);
    expect(widths(srcSetUpTo(srcSet, 1080))).toEqual([256, 384, 640, 750, 828, 1080]);
  });

  it('keeps every width when none covers it', () => {
    expect(srcSetUpTo(srcSet, 4000)).toBe(srcSet);
  });
});
