'use client';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
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
