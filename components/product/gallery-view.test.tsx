import { fireEvent, render, screen, within } from '@testing-library/react';
import { GalleryView, type GalleryPicture } from '@/components/product/gallery-view';

function picture(name: string): GalleryPicture {
  const props = {
    src: `/_next/image?url=${name}&w=1920`,
    srcSet: `/_next/image?url=${name}&w=640 640w`,
    sizes: '100vw',
  };
  return { key: name, main: { ...props, alt: name }, thumb: { ...props, alt: '' } } as GalleryPicture;
}

const pictures = [picture('Front'), picture('Back'), picture('Clasp')];

beforeAll(async () => {
  // The zoom view loads on the first tap; loaded up front here, where its first import would be transformed slowly.
  await import('@/components/product/picture-zoom');
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

describe('product gallery', () => {
  it('puts every picture on one swipeable track and counts the one a swipe settles on', () => {
    render(<GalleryView pictures={pictures} placeholder={null} />);
    const track = screen.getByRole('list', { name: 'Product pictures' });
    expect(within(track).getAllByRole('img')).toHaveLength(3);
    expect(screen.getByTestId('gallery-counter')).toHaveTextContent('Picture 1 / of 3');

    Object.defineProperty(track, 'clientWidth', { value: 390 });
    track.scrollLeft = 780;
    fireEvent.scroll(track);
    expect(screen.getByTestId('gallery-counter')).toHaveTextContent('Picture 3 / of 3');
    expect(screen.getByRole('button', { name: 'Show picture 3 of 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a thumbnail scrolls the track to its picture', () => {
    render(<GalleryView pictures={pictures} placeholder={null} />);
    const track = screen.getByRole('list', { name: 'Product pictures' });
    Object.defineProperty(track, 'clientWidth', { value: 600 });
    const scrollTo = vi.fn();
    track.scrollTo = scrollTo;
    fireEvent.click(screen.getByRole('button', { name: 'Show picture 2 of 3' }));
    expect(scrollTo).toHaveBeenCalledWith({ left: 600, behavior: 'smooth' });
    expect(screen.getByRole('button', { name: 'Show picture 2 of 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens a tapped picture large in a dialog, zooms it on a tap and closes', async () => {
    render(<GalleryView pictures={pictures} placeholder={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge picture 2 of 3' }));
    const zoom = await screen.findByRole('dialog', { name: 'Picture 2 of 3' });
    expect(zoom).toHaveAttribute('open');
    expect(within(zoom).getByRole('img', { name: 'Back' })).toHaveAttribute('sizes', '100vw');

    fireEvent.click(within(zoom).getByRole('button', { name: 'Zoom in' }));
    expect(within(zoom).getByRole('img', { name: 'Back' })).toHaveAttribute('sizes', '200vw');

    fireEvent.click(within(zoom).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the placeholder when the piece has no picture', () => {
    render(<GalleryView pictures={[]} placeholder={<p>No picture yet</p>} />);
    expect(screen.getByText('No picture yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
