/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors stand in for the ones next/link renders */
import { act, render, screen } from '@testing-library/react';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { setPath } from '@/test/navigation';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());

function Page() {
  return (
    <>
      <NavigationProgress />
      <a href="/products/linen-hoops" onClick={(e) => e.preventDefault()}>
        Linen hoops
      </a>
      <a href="/products?category=bags" onClick={(e) => e.preventDefault()}>
        Bags
      </a>
      <a href="#main-content">Skip</a>
      <a href="https://example.com/" onClick={(e) => e.preventDefault()}>
        Elsewhere
      </a>
    </>
  );
}

const status = () => screen.getByRole('status');

beforeEach(() => setPath('/products'));

describe('navigation feedback', () => {
  it('shows progress the moment a link to another shop page is clicked, and stops when that page renders', () => {
    const { rerender } = render(<Page />);
    expect(status()).toHaveTextContent('');
    act(() => screen.getByText('Linen hoops').click());
    expect(status()).toHaveTextContent('Loading the page…');
    setPath('/products/linen-hoops');
    rerender(<Page />);
    expect(status()).toHaveTextContent('');
  });

  it('counts a change of the query (another filter) as another page', () => {
    const { rerender } = render(<Page />);
    act(() => screen.getByText('Bags').click());
    expect(status()).toHaveTextContent('Loading the page…');
    setPath('/products?category=bags');
    rerender(<Page />);
    expect(status()).toHaveTextContent('');
  });

  it('stays idle for in-page anchors, other sites and clicks that open a new tab', () => {
    render(<Page />);
    act(() => screen.getByText('Skip').click());
    act(() => screen.getByText('Elsewhere').click());
    act(() => {
      screen.getByText('Linen hoops').dispatchEvent(new MouseEvent('click', { bubbles: true, ctrlKey: true }));
    });
    expect(status()).toHaveTextContent('');
  });
});
