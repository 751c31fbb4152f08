import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageEditor } from '@/components/admin/page-editor';
import { answer, requestsTo, startApi } from '@/test/api';
import { renderWithQueries } from '@/test/queries';

startApi();

const figures = { free_shipping_from: '$50.00', shipping_fee: '$4.90', return_days: '30' };

describe('§29.5 the page editor', () => {
  it('previews each FAQ answer as shoppers will read it: Markdown rendered, figures filled in', async () => {
    const user = userEvent.setup();
    answer('get', '/api/admin/content/faq/', {
      items: [{ question: 'How much is shipping?', answer: 'Free from **{{free_shipping_from}}**.' }],
      figures,
    });
    renderWithQueries(<PageEditor />);
    const preview = await screen.findByRole('region', { name: 'Preview of How much is shipping?' });
    expect(within(preview).getByText('$50.00').tagName).toBe('STRONG');
    const answerBox = screen.getByLabelText('Answer (Markdown)');
    expect(answerBox).toHaveValue('Free from **{{free_shipping_from}}**.');
    await user.clear(answerBox);
    await user.type(answerBox, 'Only {{{{shipping_fee}} _flat_');
    expect(within(preview).getByText('flat').tagName).toBe('EM');
    expect(preview).toHaveTextContent('Only $4.90 flat');
  });

  it('saves the whole FAQ in its order and shows the API’s refusal on the field', async () => {
    const user = userEvent.setup();
    answer('get', '/api/admin/content/faq/', {
      items: [
        { question: 'First?', answer: 'One.' },
        { question: 'Second?', answer: 'Two.' },
      ],
      figures,
    });
    answer('patch', '/api/admin/content/faq/', { '1.question': ['Give the question a few words.'] }, 400);
    renderWithQueries(<PageEditor />);
    await screen.findByDisplayValue('Second?');
    await user.click(screen.getAllByRole('button', { name: 'Move down' })[0]);
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.click(screen.getByRole('button', { name: 'Save FAQ' }));
    expect(await screen.findByText('Give the question a few words.')).toBeInTheDocument();
    expect(requestsTo('patch', '/api/admin/content/faq/')[0].body).toEqual([
      { question: 'Second?', answer: 'Two.' },
      { question: 'First?', answer: 'One.' },
      { question: '', answer: '' },
    ]);
  });

  it('edits a Markdown page beside its preview and saves title and text', async () => {
    const user = userEvent.setup();
    answer('get', '/api/admin/content/tnc-shipping/', {
      title: 'Shipping',
      body: '## Costs\n\nFree from {{free_shipping_from}}.',
      updated_at: '2026-01-01T00:00:00Z',
      figures,
    });
    answer('patch', '/api/admin/content/tnc-shipping/', {
      title: 'Shipping & returns',
      body: '## Costs',
      updated_at: '2026-01-02T00:00:00Z',
      figures,
    });
    renderWithQueries(<PageEditor />);
    await user.click(screen.getByRole('tab', { name: 'Shipping & terms' }));
    const preview = await screen.findByRole('region', { name: 'Preview of Shipping' });
    expect(within(preview).getByRole('heading', { name: 'Costs' })).toBeInTheDocument();
    expect(preview).toHaveTextContent('Free from $50.00.');
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Shipping & returns');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    await vi.waitFor(() => expect(requestsTo('patch', '/api/admin/content/tnc-shipping/')).toHaveLength(1));
    expect(requestsTo('patch', '/api/admin/content/tnc-shipping/')[0].body).toEqual({
      title: 'Shipping & returns',
      body: '## Costs\n\nFree from {{free_shipping_from}}.',
    });
  });
});
