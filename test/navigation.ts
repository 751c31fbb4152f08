import { vi } from 'vitest';

/** The app router as the shell sees it; tests read the calls and set the current path. */
export const router = {
  push: vi.fn(),
  replace: vi.fn(),
  refresh: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  prefetch: vi.fn(),
};

export function setPath(pathname: string): void {
  window.history.pushState({}, '', pathname);
}

export const navigationMock = () => ({
  useRouter: () => router,
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
});
