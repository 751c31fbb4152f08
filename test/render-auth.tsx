import { act, render, screen } from '@testing-library/react';
import { AuthProvider, useAuth, type AuthContextValue } from '@/context/auth-context';

/** Renders the AuthProvider with a probe showing its state; `auth()` gives the latest context value. */
export function renderAuth() {
  let latest: AuthContextValue | null = null;
  function Probe() {
    latest = useAuth();
    return (
      <p data-testid="session">
        {latest.loading
          ? 'loading'
          : latest.isAuthenticated
            ? `in:${latest.role}:${latest.user?.username ?? ''}`
            : 'out'}
      </p>
    );
  }
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
  return { auth: () => latest!, session: () => screen.getByTestId('session').textContent };
}

export async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
