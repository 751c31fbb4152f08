import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

describe('Markdown from the API', () => {
  it('renders headings, lists and links', () => {
    const { container, getByRole } = render(
      <Markdown>{'## Returns\n\n- within 30 days\n\n[Contact us](/contact)'}</Markdown>,
    );
    expect(getByRole('heading', { name: 'Returns' })).toBeInTheDocument();
    expect(container.querySelector('li')?.textContent).toBe('within 30 days');
    expect(getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
  it('never renders raw HTML or javascript: links', () => {
    const { container } = render(
      <Markdown>
        {'<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1))'}
      </Markdown>,
    );
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
  });
});
