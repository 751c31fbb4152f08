import { render, screen } from '@testing-library/react';
import { OneOfAKindNote } from '@/components/product/one-of-a-kind-note';

const category = { id: 2, name: 'Scrunchies', slug: 'scrunchies' };

describe('a one of a kind piece on its page (§30.2)', () => {
  it('§30.2 says it is one of a kind while it can be bought', () => {
    render(<OneOfAKindNote product={{ one_of_a_kind: true, in_stock: true, category }} />);
    expect(screen.getByText('One of a kind: there is only this piece')).toBeInTheDocument();
  });

  it('§30.2 sold, it says "sold, see similar pieces" and links to its category', () => {
    render(<OneOfAKindNote product={{ one_of_a_kind: true, in_stock: false, category }} />);
    expect(screen.getByTestId('one-of-a-kind-sold')).toHaveTextContent('sold, see similar pieces');
    expect(screen.getByRole('link', { name: 'see similar pieces' })).toHaveAttribute(
      'href',
      '/products?category=scrunchies',
    );
  });

  it('says nothing for any other piece, or from a backend without the mark', () => {
    const { container } = render(<OneOfAKindNote product={{ in_stock: false, category: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
