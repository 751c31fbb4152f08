import { render } from '@testing-library/react';
import { Toasts } from '@/components/layout/toasts';

const seen = vi.hoisted(() => ({ props: null as Record<string, unknown> | null }));
vi.mock('react-toastify', () => ({
  ToastContainer: (props: Record<string, unknown>) => {
    seen.props = props;
    return null;
  },
}));

describe('toast container options (§2)', () => {
  it('§2 top-right, 2000 ms, no progress bar, close on click, pause on hover, coloured, not draggable', () => {
    render(<Toasts />);
    expect(seen.props).toEqual({
      position: 'top-right',
      autoClose: 2000,
      hideProgressBar: true,
      closeOnClick: true,
      pauseOnHover: true,
      theme: 'colored',
      draggable: false,
    });
  });
});
