import { screen } from '@testing-library/react';
import { YourData } from '@/components/account/your-data';
import { answer, requestsTo, startApi } from '@/test/api';
import { setPath } from '@/test/navigation';
import { renderAccount } from '@/test/render-account';
import { STOCK_CONFIG } from '@/test/shop-config';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

beforeEach(() => setPath('/profile'));

const ready = {
  id: 4,
  status: 'ready',
  download_url: 'http://api.test/api/account/export/download/tok/',
  expires_at: '2030-01-02T10:00:00Z',
};

describe('§25.2 Download my data', () => {
  it('asks for an export, then offers its single-use link once it is ready', async () => {
    answer('post', '/api/account/export/', { id: 4, status: 'pending', download_url: null, expires_at: null }, 202);
    answer('get', '/api/account/export/4/', ready);
    const { user } = renderAccount(<YourData />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const link = await screen.findByRole('link', { name: 'Download your data (JSON)' });
    expect(link).toHaveAttribute('href', ready.download_url);
    expect(requestsTo('post', '/api/account/export/')).toHaveLength(1);
  });

  it('is not offered by a backend that does not list privacy (a stock one)', () => {
    renderAccount(<YourData />, STOCK_CONFIG);
    expect(screen.queryByRole('heading', { name: 'Your data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
  });
});
