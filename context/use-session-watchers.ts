'use client';
import { useEffect } from 'react';

type Watchers = typeof import('@/context/session-watchers');

// The session's background checks come after the page's first load: nothing on the first paint needs them, and
// a catalog page's first load stays within its budget. Once loaded they start at once on every later mount.
let loaded: Watchers | undefined;
export const preloadSessionWatchers = () =>
  import('@/context/session-watchers').then((module) => {
    loaded = module;
    return module;
  });

/** Spec §4, §8: the session's background checks run while the app is mounted (context/session-watchers). */
export function useSessionWatchers(replace: (path: string) => void): void {
  useEffect(() => {
    if (loaded) return loaded.startSessionWatchers(replace);
    let stop: (() => void) | undefined;
    let unmounted = false;
    void preloadSessionWatchers().then((module) => {
      if (!unmounted) stop = module.startSessionWatchers(replace);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [replace]);
}
