import { describe, expect, it } from 'vitest';
import type { LocalCartItem, ServerCartItem } from '@/lib/types';
import { toCartLine } from './cart-line';

describe('cart lines from either cart', () => {
  it('reads a server item through its nested product and size', () => {
    const item: ServerCartItem = {
      id: 9,
      quantity: 2,
      product: { id: 3, name: 'Silk hoops', slug: 'silk-hoops', price: '24.00', image: '/media/a.webp' },
      product_size_id: 5,
      size: { id: 5, label: 'M' },
      line_total: '48.00',
    };
    expect(toCartLine(item)).toEqual({
      id: 9,
      name: 'Silk hoops',
      slug: 'silk-hoops',
      image: '/media/a.webp',
      price: 2400,
      quantity: 2,
      sizeId: 5,
      sizeLabel: 'M',
    });
  });
  it('reads a local item as the product itself, its size label from the product sizes, quantity 1 when missing', () => {
    const item: LocalCartItem = {
      id: 3,
      name: 'Linen scrunchie',
      slug: 'linen-scrunchie',
      price: '9.50',
      image: null,
      images: [{ url: '/media/b.webp', alt: '' }],
      sizes: [{ id: 7, label: 'Large', stock: 2 }],
      product_size_id: 7,
    };
    expect(toCartLine(item)).toMatchObject({
      id: 3,
      price: 950,
      quantity: 1,
      sizeId: 7,
      sizeLabel: 'Large',
      image: '/media/b.webp',
    });
  });
});
