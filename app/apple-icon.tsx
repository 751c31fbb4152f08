import { ImageResponse } from 'next/og';
import { BrandMark } from '@/components/layout/brand-mark';

// The home-screen icon iOS asks for (apple-touch-icon), drawn from the brand mark.
export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

export default function AppleIcon() {
  return new ImageResponse(<BrandMark size={180} rounded={false} />, size);
}
