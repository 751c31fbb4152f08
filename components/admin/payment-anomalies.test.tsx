import { screen } from '@testing-library/react';
import { PaymentAnomalies } from '@/components/admin/payment-anomalies';
import { answer, requestsTo, startApi } from '@/test/api';
import { renderWithQueries } from '@/test/queries';
import { STOCK_CONFIG } from '@/test/shop-config';

startApi();

const foreign = {
  id: 1,
  event_id: 'evt_1',
  event_type: 'checkout.session.completed',
  session_id: 'cs_live_payment_link',
  order_id: 42,
  payment_intent_id: 'pi_1',
  amount: 100,
  currency: 'EUR',
  reason: 'unknown_session',
  received_at: '2026-11-25T10:00:00Z',
};

describe('payment anomalies on Admin Orders', () => {
  it('lists Stripe payments that paid no order, with the amount in its own currency and the reason', async () => {
    answer('get', '/api/admin/payment-anomalies/', {
      count: 2,
      next: null,
      previous: null,
      results: [foreign, { ...foreign, id: 2, amount: 1200, currency: 'JPY', reason: 'amount_mismatch' }],
    });
    renderWithQueries(<PaymentAnomalies />);
    expect(await screen.findByRole('region', { name: 'Payment anomalies' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '€1.00' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '¥1,200' })).toBeInTheDocument();
    expect(screen.getByText('Not a checkout session this shop created')).toBeInTheDocument();
    expect(screen.getByText('Amount differs from the order total')).toBeInTheDocument();
  });

  it('shows nothing, and asks nothing, when the backend does not list payments (a stock one)', async () => {
    const { container } = renderWithQueries(<PaymentAnomalies />, STOCK_CONFIG);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(requestsTo('get', '/api/admin/payment-anomalies/')).toHaveLength(0);
  });
});
