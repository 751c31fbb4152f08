'use client';
// react-toastify (11.1+) injects its own stylesheet when the container mounts: importing ReactToastify.css as well
// loaded the same rules a second time, as one more stylesheet request and style recalculation after each first load.
import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/constants';

/** Spec §2: top-right, 2000 ms, no progress bar, close on click, pause on hover, coloured, not draggable. */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      hideProgressBar
      closeOnClick
      pauseOnHover
      theme="colored"
      draggable={false}
    />
  );
}
