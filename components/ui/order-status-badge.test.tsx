import { render, screen } from '@testing-library/react';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';

describe('order statuses in words', () => {
  it('tells a shopper where their order is in plain words, while the console keeps the status names', () => {
    render(
      <>
        <OrderStatusBadge status="pending" forShopper />
        <OrderStatusBadge status="shipped" forShopper />
        <OrderStatusBadge status="pending" />
      </>,
    );
    expect(screen.getByText('Order received')).toBeInTheDocument();
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });
});
