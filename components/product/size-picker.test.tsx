import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SizePicker } from '@/components/product/size-picker';

const sizes = [
  { id: 1, label: '35 cm', stock: 3 },
  { id: 2, label: '38 cm', stock: 5 },
];

describe('SizePicker hydrated from the server’s HTML (its code is a lazy chunk)', () => {
  it('takes up a size tapped before it hydrated, once', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SizePicker sizes={sizes} value={null} onChange={() => {}} />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[value="2"]')!.checked = true; // the shopper's early tap
    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, <SizePicker sizes={sizes} value={null} onChange={onChange} />);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(2);
    container.remove();
  });

  it('changes nothing when the page hydrates as the server drew it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SizePicker sizes={sizes} value={1} onChange={() => {}} />);
    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, <SizePicker sizes={sizes} value={1} onChange={onChange} />);
    });
    expect(onChange).not.toHaveBeenCalled();
  });
});
