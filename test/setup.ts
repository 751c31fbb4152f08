import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadSessionWatchers } from '@/context/use-session-watchers';

// findBy/waitFor wait up to 3 s, not 1: lazily imported frames (the guarded frame) load slower on a busy
// two-core machine, and a test of a redirect then failed for want of time, not of behaviour.
configure({ asyncUtilTimeout: 3000 });

// The app loads the session's checks after its first load; tests have them from the start, as a settled page does.
beforeAll(() => preloadSessionWatchers());

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no ResizeObserver; Headless UI's menus observe their anchor with it.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
