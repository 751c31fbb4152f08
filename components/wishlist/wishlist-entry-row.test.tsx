import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WishlistEntryRow } from '@/components/wishlist/wishlist-entry-row';
import { ShopConfigProvider } from '@/context/shop-config';
import { ApiError } from '@/lib/api/errors';
import { readShopConfig } from '@/lib/api/shop-config';

const addToCart = vi.fn();
vi.mock('@/context/cart-context', () => ({ useCart: () => ({ addToCart }) }));
const toast = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const product = {
  id: 7,
  name: 'Monogram Pouch',
  slug: 'monogram-pouch',
  price: '18.00',
  category: null,
  image: null,
  in_stock: true,
};

function renderRow(onRemove = vi.fn(async () => {})) {
  const config = readShopConfig({ currency: 'USD', payment_methods: ['cod'], password_min_length: 8 });
  render(
    <ShopConfigProvider config={config}>
      <ul>
        <WishlistEntryRow entry={{ product, sizes: [], added_at: '2026-11-01T00:00:00Z' }} onRemove={onRemove} />
      </ul>
    </ShopConfigProvider>,
  );
  return onRemove;
}

describe('a wishlist piece that asks questions (§30.1)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('Move to cart refused for a required answer links to the piece’s page instead of a toast', async () => {
    addToCart.mockRejectedValueOnce(new ApiError(400, { personalization: { '3': ['Please answer “Initials”.'] } }));
    const onRemove = renderRow();
    await userEvent.click(screen.getByRole('button', { name: /^Move to cart/ }));
    const link = await screen.findByRole('link', { name: /Choose your answers on the piece’s page/ });
    expect(link).toHaveAttribute('href', '/products/monogram-pouch');
    expect(screen.queryByRole('button', { name: /Move to cart/ })).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('any other refusal is still a toast, and the button stays', async () => {
    addToCart.mockRejectedValueOnce(new ApiError(400, { quantity: ['Only 1 left.'] }));
    renderRow();
    await userEvent.click(screen.getByRole('button', { name: /^Move to cart/ }));
    expect(toast.error).toHaveBeenCalledWith('Only 1 left.');
    expect(screen.getByRole('button', { name: /^Move to cart/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Choose your answers/ })).not.toBeInTheDocument();
  });
});
