import { describe, expect, it, vi } from 'vitest';
import { localLine } from '@/lib/cart/local-cart';
import type { LocalCartItem, ProductSummary, ServerCartItem } from '@/lib/types';
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
      shipsBy: null,
      personalization: [],
      oneOfAKind: false,
    });
  });

  it('§30.1 a line shows its answers: a server line as the API labels them, a local one as it stored them', () => {
    const server = {
      id: 9,
      quantity: 1,
      product: { id: 3, name: 'Monogram scrunchie', slug: 'm', price: '22.00', image: null },
      product_size_id: null,
      size: null,
      line_total: '22.00',
      personalization: [{ label: 'Initials', answer: 'ALW' }],
    } as ServerCartItem;
    expect(toCartLine(server).personalization).toEqual([{ label: 'Initials', answer: 'ALW' }]);
    const local = localLine(
      {
        id: 3,
        name: 'Monogram scrunchie',
        slug: 'm',
        price: '22.00',
        category: null,
        image: null,
        in_stock: true,
        one_of_a_kind: true,
        personalization: [{ id: 7, label: 'Initials', kind: 'text', required: true, max_length: 3, choices: [] }],
      } as unknown as ProductSummary,
      null,
      { answers: { '7': 'ALW' }, lines: [{ label: 'Initials', answer: 'ALW' }] },
    );
    expect(toCartLine(local)).toMatchObject({
      personalization: [{ label: 'Initials', answer: 'ALW' }],
      answersKey: JSON.stringify({ '7': 'ALW' }),
      oneOfAKind: true,
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

  it('§26.2 reads a local fabric line by its variant: label, pictures and, made to order, the day it ships by', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z')); // a Friday
    const variant = {
      id: 12,
      label: 'Teal ikat / 60 cm',
      fabric: { id: 2, name: 'Teal ikat', slug: 'teal-ikat', swatch: null },
      size: '60 cm',
      price: '36.00',
      compare_at_price: null,
      stock: 0,
      made_to_order: true,
      lead_days: 5,
      available: 3,
      in_stock: true,
      images: [{ url: '/media/teal.webp', alt: '' }],
    };
    const item: LocalCartItem = {
      id: 3,
      name: 'Tassel drop',
      price: '36.00',
      images: [{ url: '/media/own.webp', alt: '' }],
      sizes: [{ id: 12, label: 'Teal ikat / 60 cm', stock: 3 }],
      variants: [variant],
      product_size_id: 12,
    };
    try {
      expect(toCartLine(item)).toMatchObject({
        price: 3600,
        sizeLabel: 'Teal ikat / 60 cm',
        image: '/media/teal.webp',
        shipsBy: '2026-12-04',
      });
      expect(toCartLine({ ...item, variants: [{ ...variant, stock: 2 }] }).shipsBy).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
