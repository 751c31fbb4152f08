import { render, screen } from '@testing-library/react';
import { ProductGallery } from '@/components/product/product-gallery';

const widths = (srcSet: string | null) => (srcSet ?? '').split(', ').map((e) => Number(/ (\d+)w$/.exec(e)?.[1]));

describe('product gallery', () => {
  const images = [
    { url: '/media/products/a.webp', alt: 'Front' },
    { url: '/media/products/b.webp', alt: 'Back' },
  ];

  it("thumbnails' srcsets stop at the first width a 3× screen needs for their 80 px frame", () => {
    const { container } = render(<ProductGallery images={images} name="Silk hoops" />);
    const thumbs = screen.getAllByRole('button', { name: /Show picture/ }).map((b) => b.querySelector('img')!);
    expect(thumbs).toHaveLength(2);
    for (const thumb of thumbs) expect(Math.max(...widths(thumb.getAttribute('srcset')))).toBe(256);
    // The main picture can fill half a wide screen: it keeps the large widths.
    const main = container.querySelector('img[alt="Front"]')!;
    expect(Math.max(...widths(main.getAttribute('srcset')))).toBeGreaterThanOrEqual(1920);
  });
});
