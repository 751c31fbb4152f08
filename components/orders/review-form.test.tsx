import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderReviews } from '@/components/orders/order-reviews';
import { answer, multipartFields, requestsTo, startApi } from '@/test/api';
import { anOrder } from '@/test/orders';
import { renderWithQueries } from '@/test/queries';

startApi();

const PATH = '/api/products/11/reviews/';

async function openForm() {
  const user = userEvent.setup();
  renderWithQueries(<OrderReviews order={anOrder()} />);
  await user.click(screen.getByRole('button', { name: 'Write a review of Silk Scarf Tie' }));
  return user;
}

describe('write a review of a delivered line (§27.1, §27.2)', () => {
  it('is offered only on a delivered order', () => {
    const { unmount } = renderWithQueries(<OrderReviews order={anOrder({ status: 'shipped' })} />);
    expect(screen.queryByRole('button', { name: /Write a review/ })).toBeNull();
    unmount();
    renderWithQueries(<OrderReviews order={anOrder()} />);
    expect(screen.getAllByRole('button', { name: /Write a review/ })).toHaveLength(2);
  });

  it('says what is missing next to the fields before sending anything', async () => {
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(screen.getByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your review')).toHaveAccessibleDescription('Tell us about the piece.');
    expect(requestsTo('post', PATH)).toHaveLength(0);
  });

  it('shows the API’s refusals next to the fields they name, in the shop’s words', async () => {
    answer(
      'post',
      PATH,
      { title: ['Ensure this field has no more than 120 characters.'], photos: ['Upload a valid image.'] },
      400,
    );
    const user = await openForm();
    await user.click(screen.getByLabelText('4 stars'));
    await user.type(screen.getByLabelText('Your review'), 'Lovely');
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Upload a valid image.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(
      'Optional. Please keep this to 120 characters or fewer.',
    );
    expect(screen.queryByText(/your review will appear/)).toBeNull();
  });

  it('sends the review as multipart with its photo and thanks the buyer', async () => {
    answer('post', PATH, { id: 5, status: 'pending' }, 201);
    const user = await openForm();
    await user.click(screen.getByLabelText('5 stars'));
    await user.type(screen.getByLabelText('Title'), 'Perfect');
    await user.type(screen.getByLabelText('Your review'), 'Soft and warm');
    await user.selectOptions(screen.getByLabelText('How does it fit?'), 'large');
    await user.upload(screen.getByLabelText('Photos'), new File(['x'], 'tie.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Thanks — your review will appear once it is approved.')).toBeInTheDocument();
    const sent = requestsTo('post', PATH)[0].body;
    const fields = ['order_item_id', 'rating', 'title', 'body', 'fit'].map((name) => multipartFields(sent, name));
    expect(fields).toEqual([['11'], ['5'], ['Perfect'], ['Soft and warm'], ['large']]);
    expect(multipartFields(sent, 'photos')).toEqual(['tie.jpg']);
    expect(screen.queryByRole('button', { name: 'Write a review of Silk Scarf Tie' })).toBeNull();
  });
});
