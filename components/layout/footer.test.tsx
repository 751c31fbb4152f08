import { render, screen, within } from '@testing-library/react';
import { Footer } from '@/components/layout/footer';

describe('footer (§2)', () => {
  it('§2 shows the blurb exactly', () => {
    render(<Footer />);
    expect(
      screen.getByText('Handcrafted style, timeless fashion. We design unique fabric-based jewelry.'),
    ).toBeInTheDocument();
  });

  it('§2 Useful Links: Products, FAQs, Contact Us, Shipping | Terms & Conditions, Privacy Policy', () => {
    render(<Footer />);
    const links = within(screen.getByRole('navigation', { name: 'Useful Links' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Products', '/products'],
      ['FAQs', '/faq'],
      ['Contact Us', '/contact'],
      ['Shipping | Terms & Conditions', '/tnc-shipping'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
  });

  it('§2 social icons for Facebook, Instagram, Twitter and LinkedIn are placeholder links', () => {
    render(<Footer />);
    for (const name of ['Facebook', 'Instagram', 'Twitter', 'LinkedIn']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '#');
    }
  });

  it('§2 a copyright line with the current year', () => {
    render(<Footer />);
    expect(screen.getByText(/©/)).toHaveTextContent(`© ${new Date().getFullYear()} Fabric Tales`);
  });
});
