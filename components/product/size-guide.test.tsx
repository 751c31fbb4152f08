import { fireEvent, render, screen } from '@testing-library/react';
import { SizeGuide, sizesInCentimetres } from '@/components/product/size-guide';

const sizes = (...labels: string[]) => labels.map((label, i) => ({ id: i + 1, label, stock: 3 }));

describe('size guide', () => {
  it('is offered for lengths in centimetres only', () => {
    expect(sizesInCentimetres(sizes('35 cm', '38 cm', '41.5 cm'))).toBe(true);
    expect(sizesInCentimetres(sizes('S (15 cm)', 'M (17 cm)'))).toBe(true);
    expect(sizesInCentimetres(sizes('S', 'M', 'L'))).toBe(false);
    expect(sizesInCentimetres(sizes('40 cm', 'One size'))).toBe(false);
    expect(sizesInCentimetres([])).toBe(false);

    const { container } = render(<SizeGuide sizes={sizes('S', 'M')} category="earrings" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens to say how to measure a necklace, with the lengths the piece comes in', () => {
    render(<SizeGuide sizes={sizes('35 cm', '38 cm', '41 cm')} category="necklaces" />);
    const guide = screen.getByText('Size guide').closest('details')!;
    expect(guide).not.toHaveAttribute('open');
    fireEvent.click(screen.getByText('Size guide'));
    expect(guide).toHaveAttribute('open');
    expect(guide).toHaveTextContent('round your neck where the piece should sit');
    expect(guide).toHaveTextContent('This piece comes in 35 cm, 38 cm, and 41 cm.');
  });

  it('speaks of the wrist for a bracelet', () => {
    render(<SizeGuide sizes={sizes('S (15 cm)', 'M (17 cm)')} category="bracelets" />);
    expect(screen.getByText(/snugly round your wrist/)).toBeInTheDocument();
  });
});
