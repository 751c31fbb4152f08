import { act, screen } from '@testing-library/react';
import { PageFrame } from '@/components/layout/page-frame';
import { answer, startApi } from '@/test/api';
import { router, setPath } from '@/test/navigation';
import { renderWithProviders, shopper, storeSession } from '@/test/render-shell';
import { flush } from '@/test/render-auth';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  router.replace.mockClear();
  answer('get', '/api/cart/', { id: 1, items: [] });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await flush(200);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const triggers: [string, () => void][] = [
  ['one console.error with an authentication text', () => console.error('Request failed: Token is expired')],
  ['one window error', () => window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught: token_not_valid' }))],
  [
    'three errors at once',
    () => {
      console.error('401 Unauthorized');
      window.dispatchEvent(new ErrorEvent('error', { message: 'Authentication failed' }));
      window.dispatchEvent(new ErrorEvent('error', { message: 'access token missing' }));
    },
  ],
];

describe('the session guard and the authentication-error handler share one pass (§4, §8)', () => {
  it.each(triggers)('§8 %s on a guarded page: /login once, after about 100 ms', async (_what, trigger) => {
    setPath('/orders');
    storeSession(shopper);
    renderWithProviders(<PageFrame>my orders</PageFrame>);
    expect(await screen.findByText('my orders')).toBeInTheDocument();

    act(trigger);
    await flush(50);
    // The session is gone at once and the guard says so, but the redirect waits for the handler's delay.
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(screen.getByText('Redirecting to login...')).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();

    await flush(60);
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(router.replace).toHaveBeenCalledWith('/login');
    await flush(1_000);
    expect(router.replace).toHaveBeenCalledTimes(1);
  });

  it('§6 without any session the guard itself sends the visitor to /login, once', async () => {
    setPath('/profile');
    renderWithProviders(<PageFrame>profile</PageFrame>);
    await flush(0);
    expect(router.replace).toHaveBeenCalledWith('/login');
    await flush(1_000);
    expect(router.replace).toHaveBeenCalledTimes(1);
  });
});
