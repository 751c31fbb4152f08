import { render, screen } from '@testing-library/react';
import { OutsideFocusedPages } from '@/components/layout/outside-focused-pages';
import { setPath } from '@/test/navigation';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());

describe('the storefront footer’s place', () => {
  it.each(['/', '/products', '/faq', '/orders/3'])('is shown on %s', (path) => {
    setPath(path);
    render(<OutsideFocusedPages>footer</OutsideFocusedPages>);
    expect(screen.getByText('footer')).toBeInTheDocument();
  });

  it.each(['/checkout', '/admin/dashboard', '/admin/pages', '/admin'])('is left out of %s (§29.1)', (path) => {
    setPath(path);
    render(<OutsideFocusedPages>footer</OutsideFocusedPages>);
    expect(screen.queryByText('footer')).not.toBeInTheDocument();
  });
});
