import { readLocalCart, removeLocalCart, writeLocalCart } from '@/lib/cart/local-cart';
import { cartTotals } from '@/lib/cart/totals';
import type { CartItem } from '@/lib/types';

const serverItem = (id: number, price: string, quantity?: number) =>
  ({
    id,
    quantity,
    product: { id: id + 100, name: 'P', slug: 'p', price, image: null },
    product_size_id: null,
    size: null,
    line_total: '0',
  }) as CartItem;

describe('derived totals (§3)', () => {
  it('§3 totalItems is the sum of quantities, 1 when missing', () => {
    expect(cartTotals([serverItem(1, '10.00', 2), serverItem(2, '5.00')]).totalItems).toBe(3);
  });
  it('§3 totalAmount uses the nested product price for signed-in carts', () => {
    expect(cartTotals([serverItem(1, '10.50', 2), serverItem(2, '5.00')]).totalAmount).toBe(26);
  });
  it("§3 totalAmount uses the item's own price for local carts, 0 if absent", () => {
    const items = [
      { id: 1, price: '12.00', quantity: 2 },
      { id: 2, quantity: 3 },
      { id: 3, price: '4.25' },
    ] as CartItem[];
    expect(cartTotals(items)).toEqual({ totalItems: 6, totalAmount: 28.25 });
  });
});

describe('local cart in storage (§4, §5)', () => {
  it('§4 the local cart lives under cart as {items, sync_id}', () => {
    writeLocalCart([{ id: 1, price: '3.00', quantity: 1 }]);
    const stored = JSON.parse(localStorage.getItem('cart')!);
    expect(stored.items).toEqual([{ id: 1, price: '3.00', quantity: 1 }]);
    expect(typeof stored.sync_id).toBe('string');
    expect(stored.sync_id.length).toBeGreaterThan(8);
  });
  it('§4 new content gets a new sync id, so an earlier sync never swallows later items', () => {
    const first = writeLocalCart([{ id: 1 }]).sync_id;
    const second = writeLocalCart([{ id: 1 }, { id: 2 }]).sync_id;
    expect(second).not.toBe(first);
    expect(readLocalCart().sync_id).toBe(second);
  });
  it.each([['"text"'], ['[1,2]'], ['{"items": 3}'], ['{not json'], ['null']])(
    '§5 a stored cart that is not an object or has no items array (%s) is treated as empty',
    (raw) => {
      localStorage.setItem('cart', raw);
      expect(readLocalCart().items).toEqual([]);
    },
  );
  it('§5 a plain {items} cart stored earlier is still read', () => {
    localStorage.setItem('cart', JSON.stringify({ items: [{ id: 9, quantity: 2 }] }));
    expect(readLocalCart()).toEqual({ items: [{ id: 9, quantity: 2 }], sync_id: '' });
    removeLocalCart();
    expect(localStorage.getItem('cart')).toBeNull();
  });
});
