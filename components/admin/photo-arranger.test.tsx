import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moved, PhotoArranger } from '@/components/admin/photo-arranger';
import { answer, requestsTo, startApi } from '@/test/api';

startApi();

const photos = [
  { id: 1, url: '/media/products/a.webp', alt: 'Front' },
  { id: 2, url: '/media/products/b.webp', alt: 'Back' },
  { id: 3, url: '/media/products/c.webp', alt: 'Pocket' },
];

describe('§29.8 arranging a product’s photos', () => {
  it('moves an item within a list', () => {
    expect(moved([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moved([1, 2, 3], 0, 5)).toEqual([1, 2, 3]);
  });

  it('reorders with the keyboard, edits an alt text, removes a photo, then saves the list in one call', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    answer('patch', '/api/admin/products/7/images/', { id: 7 });
    render(<PhotoArranger productId={7} images={photos} onSaved={onSaved} />);
    expect(screen.getByRole('button', { name: 'Save photos' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();

    // The keyboard path: focus the arrow and press Enter.
    screen.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Photo 3 is now photo 2 of 3.')).toBeInTheDocument();
    const alt = screen.getByLabelText('Alt text of photo 1');
    await user.clear(alt);
    await user.type(alt, 'The front, folded');
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    await user.click(screen.getByRole('button', { name: 'Save photos' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requestsTo('patch', '/api/admin/products/7/images/')[0].body).toEqual({
      images: [
        { id: 1, alt: 'The front, folded' },
        { id: 3, alt: 'Pocket' },
      ],
    });
  });

  it('reorders by dragging a photo onto another’s place', () => {
    render(<PhotoArranger productId={7} images={photos} onSaved={() => {}} />);
    const rows = screen.getAllByTestId('arranged-photo');
    fireEvent.dragStart(rows[0].querySelector('[draggable="true"]')!);
    fireEvent.dragOver(rows[2]);
    fireEvent.drop(rows[2]);
    expect(screen.getAllByLabelText(/^Alt text of photo/).map((i) => (i as HTMLInputElement).value)).toEqual([
      'Back',
      'Pocket',
      'Front',
    ]);
  });
});
