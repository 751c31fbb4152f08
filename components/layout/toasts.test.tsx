import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { Toasts } from '@/components/layout/toasts';

describe('toasts (§2, §9)', () => {
  it('§2 toasts show top-right in the coloured theme without a progress bar', async () => {
    const { container } = render(<Toasts />);
    act(() => void toast.success('Saved'));
    const message = await screen.findByText('Saved');
    expect(container.querySelector('.Toastify__toast-container--top-right')).toBeInTheDocument();
    const toastEl = message.closest('.Toastify__toast')!;
    expect(toastEl).toHaveClass('Toastify__toast-theme--colored');
    expect(toastEl.querySelector('[role="progressbar"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('brings its own styles (the container injects them; the shell imports no stylesheet for it)', () => {
    render(<Toasts />);
    const styles = [...document.head.querySelectorAll('style')].map((s) => s.textContent ?? '');
    expect(styles.some((css) => css.includes('.Toastify__toast-container'))).toBe(true);
  });

  it('§9 toasts auto-close after 2000 ms', async () => {
    render(<Toasts />);
    act(() => void toast.info('Bye soon'));
    const toastEl = (await screen.findByText('Bye soon')).closest('.Toastify__toast')!;
    // The close timer is the progress bar's animation, so its duration is the auto-close delay.
    expect(toastEl.querySelector<HTMLElement>('[role="progressbar"]')!.style.animationDuration).toBe('2000ms');
  });
});
