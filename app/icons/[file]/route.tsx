import { ImageResponse } from 'next/og';
import { BrandMark } from '@/components/layout/brand-mark';

// The web app manifest's PNG icons, drawn from the brand mark at build time: /icons/icon-192.png, …
const ICONS: Record<string, { size: number; maskable: boolean }> = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  // Full-bleed: the launcher crops it to its own shape; the drawing stays inside the safe circle.
  'maskable-512.png': { size: 512, maskable: true },
};

export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(ICONS).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { size, maskable } = ICONS[(await params).file];
  return new ImageResponse(<BrandMark size={size} rounded={!maskable} />, { width: size, height: size });
}
