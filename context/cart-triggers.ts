'use client';
import { startTransition, useEffect, useRef } from 'react';
import {
  FORCE_CART_REFRESH_EVENT,
  POST_LOGIN_CART_RELOAD_MS,
  POST_LOGIN_SYNC_DELAY_MS,
  USER_LOGIN_EVENT,
} from '@/lib/constants';
import { STORAGE_KEYS } from '@/lib/storage';

interface Triggers {
  isAuthenticated: boolean;
  loadCart(): Promise<void>;
  syncCart(): Promise<void>;
  showLocal(): void;
}

/**
 * When the cart reloads or syncs (spec §4): on start and whenever the session changes; 200 ms after
 * becoming logged in the local cart is synced; 100 ms after a userLogin event and on forceCartRefresh
 * it is reloaded; another tab's change to the local cart is shown while signed out.
 */
export function useCartTriggers({ isAuthenticated, loadCart, syncCart, showLocal }: Triggers): void {
  const latest = useRef({ loadCart, syncCart, showLocal, isAuthenticated });
  useEffect(() => {
    latest.current = { loadCart, syncCart, showLocal, isAuthenticated };
  });

  useEffect(() => {
    // In a transition: on a page's first load this runs right after hydration, and the cart's readers re-render
    // in small slices instead of one long task.
    startTransition(() => void latest.current.loadCart());
    if (!isAuthenticated) return;
    const sync = window.setTimeout(() => void latest.current.syncCart(), POST_LOGIN_SYNC_DELAY_MS);
    return () => window.clearTimeout(sync);
  }, [isAuthenticated]);

  useEffect(() => {
    const timers = new Set<number>();
    const onLogin = () => {
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        void latest.current.loadCart();
      }, POST_LOGIN_CART_RELOAD_MS);
      timers.add(timer);
    };
    const onForceRefresh = () => void latest.current.loadCart();
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.cart && !latest.current.isAuthenticated) latest.current.showLocal();
    };
    window.addEventListener(USER_LOGIN_EVENT, onLogin);
    window.addEventListener(FORCE_CART_REFRESH_EVENT, onForceRefresh);
    window.addEventListener('storage', onStorage);
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      window.removeEventListener(USER_LOGIN_EVENT, onLogin);
      window.removeEventListener(FORCE_CART_REFRESH_EVENT, onForceRefresh);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}
