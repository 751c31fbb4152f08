import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartView } from '@/components/cart/cart-view';
import { ShopConfigProvider } from '@/context/shop-config';
import { readShopConfig } from '@/lib/api/shop-config';
import type { CartItem } from '@/lib/types';

const loadCart = vi.fn(async () => {});
const cart = { items: [] as CartItem[], loading: false, error: null as string | null };
vi.mock('@/context/cart-context', () => ({
  useCart: () => ({
    ...cart,
    cart: null,
    totalItems: cart.items.length,
    totalCents: 2000 * cart.items.length,
    loadCart,
    clearCart: vi.fn(),
    updateQuantity: vi.fn(),
    removeFromCart: vi.fn(),
  }),
}));

const hoops = { id: 7, name: 'Silk Hoops', slug: 'silk-hoops', price: '20.00', image: null, quantity: 1 };

function renderCart(state: Partial<typeof cart>) {
  Object.assign(cart, { items: [], loading: false, error: null }, state);
  const config = readShopConfig({ currency: 'USD', payment_methods: ['cod'], password_min_length: 8 });
  return render(
    <ShopConfigProvider config={config}>
      <CartView />
    </ShopConfigProvider>,
  );
}

describe('the cart page (§4.12)', () => {
  it('announces the wait while an empty cart loads', () => {
    renderCart({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart…');
  });

  it('keeps showing its lines while it reloads', () => {
    renderCart({ loading: true, items: [hoops as CartItem] });
    expect(screen.getByRole('heading', { name: '1 piece' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your cart…')).not.toBeInTheDocument();
  });

  it('says why it could not load, with the §8 text, and Try again loads it again', async () => {
    renderCart({ error: 'HTTP error! status: 500 - "oops"' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load your cart');
    expect(alert).toHaveTextContent('HTTP error! status: 500 - "oops"');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(loadCart).toHaveBeenCalled();
  });

  it('keeps its lines when a reload fails', () => {
    renderCart({ error: 'Network Error', items: [hoops as CartItem] });
    expect(screen.getByRole('heading', { name: '1 piece' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an empty cart leads back to the collection', () => {
    renderCart({});
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute('href', '/products');
  });

  it('§26.5 a signed-in line made to order says when it ships; a line of finished pieces does not', () => {
    const line = (id: number, name: string, shipsBy?: string): CartItem => ({
      id,
      quantity: 2,
      product: { id: id + 100, name, slug: name.toLowerCase().replace(/ /g, '-'), price: '30.00', image: null },
      product_size_id: id + 200,
      size: { id: id + 200, label: 'Teal ikat' },
      line_total: '60.00',
      ...(shipsBy ? { ships_by: shipsBy } : {}),
    });
    renderCart({ items: [line(1, 'Ikat Tassel Earrings', '2026-12-08'), line(2, 'Ikat Scrunchie')] });
    const [made, finished] = screen.getAllByRole('heading', { level: 3 }).map((h) => h.parentElement!);
    expect(made).toHaveTextContent('Ikat Tassel Earrings');
    expect(made).toHaveTextContent('Ships by Dec 8, 2026');
    expect(finished).toHaveTextContent('Ikat Scrunchie');
    expect(finished).not.toHaveTextContent('Ships by');
  });

  it('§30.2 a signed-in line of a piece one of a kind shows "One of a kind · 1" and no stepper; others keep theirs', () => {
    const line = (id: number, name: string, oneOfAKind: boolean): CartItem => ({
      id,
      quantity: 1,
      product: {
        id: id + 100,
        name,
        slug: name.toLowerCase().replace(/ /g, '-'),
        price: '120.00',
        image: null,
        ...(oneOfAKind ? { one_of_a_kind: true } : {}),
      },
      product_size_id: null,
      size: null,
      line_total: '120.00',
    });
    renderCart({ items: [line(1, 'The Only Quilt', true), line(2, 'Ikat Scrunchie', false)] });
    const [unique, other] = screen.getAllByRole('listitem');
    expect(unique).toHaveTextContent('One of a kind · 1');
    expect(within(unique).queryByRole('button', { name: /^One (more|less)/ })).not.toBeInTheDocument();
    expect(other).not.toHaveTextContent('One of a kind');
    expect(within(other).getByRole('button', { name: 'One more Ikat Scrunchie' })).toBeInTheDocument();
  });
});
