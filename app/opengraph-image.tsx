import { ImageResponse } from 'next/og';
import { BRAND_COLORS, BrandMark } from '@/components/layout/brand-mark';
import { SHOP_NAME, TAGLINE } from '@/lib/config';
import { DEFAULT_OG_IMAGE } from '@/lib/og-image';

// The default Open Graph (and Twitter) picture for every page that has no product picture of its own.
export const alt = DEFAULT_OG_IMAGE.alt;
export const size = { width: DEFAULT_OG_IMAGE.width, height: DEFAULT_OG_IMAGE.height };
export const contentType = 'image/png';

export default function OpengraphImage() {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          gap: 56,
          padding: '0 96px',
          background: `linear-gradient(135deg, ${BRAND_COLORS.linen} 0%, #fdfaf6 55%, ${BRAND_COLORS.linen200} 100%)`,
          color: BRAND_COLORS.plum,
        }}
      >
        <BrandMark size={220} />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          <div style={{ fontSize: 96, fontWeight: 700, letterSpacing: -2 }}>{SHOP_NAME}</div>
          <div style={{ fontSize: 44, color: '#5a4d52' }}>{TAGLINE}</div>
          <div style={{ fontSize: 30, color: '#8a4430' }}>Handcrafted fabric jewelry and accessories</div>
        </div>
      </div>
    ),
    size,
  );
}
