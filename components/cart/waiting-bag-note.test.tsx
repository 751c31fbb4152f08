import { act, render, screen } from '@testing-library/react';
import { WaitingBagNote } from '@/components/cart/waiting-bag-note';
import { writeLocalCart } from '@/lib/cart/local-cart';

const piece = (id: number) => ({ id, name: `Piece ${id}`, price: '20.00', quantity: 1 });

describe('the bag waiting on the sign-in and registration pages', () => {
  it('says how many pieces wait in the local cart and how to check out, and follows the cart', () => {
    localStorage.setItem('cart', JSON.stringify({ items: [piece(1), piece(2), { ...piece(3), quantity: 2 }] }));
    render(<WaitingBagNote to="sign in" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      '4 pieces are waiting in your bag. Sign in to check out: your bag comes with you.',
    );
    act(() => void writeLocalCart([piece(1)]));
    expect(screen.getByRole('status')).toHaveTextContent('One piece is waiting in your bag. Sign in to check out');
  });

  it('says nothing when the bag is empty', () => {
    render(<WaitingBagNote to="create an account" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
