import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackInStockForm } from '@/components/product/back-in-stock-form';
import { http, HttpResponse, server, startApi, url } from '@/test/api';

const auth = { isAuthenticated: false };
vi.mock('@/context/auth-context', () => ({ useAuth: () => auth }));

startApi();

const sizes = [
  { id: 11, label: 'S', stock: 0 },
  { id: 12, label: 'M', stock: 0 },
];

/** Answers the notify call and records what it was sent. */
function notifyAnswers(respond: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(url('/api/products/5/notify/'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

describe('BackInStockForm', () => {
  beforeEach(() => {
    auth.isAuthenticated = false;
  });

  it('a visitor gives an email for the chosen sold-out size and is thanked', async () => {
    const bodies = notifyAnswers((b) =>
      HttpResponse.json({ detail: 'ok', product_size_id: b.product_size_id, email: b.email }, { status: 201 }),
    );
    render(<BackInStockForm productId={5} sizes={sizes} />);
    await userEvent.click(screen.getByRole('button', { name: "Email me when it's back" }));
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.selectOptions(screen.getByLabelText('Sold-out size'), '12');
    await userEvent.type(screen.getByLabelText('Your email'), 'ivy@example.com');
    await userEvent.click(screen.getByRole('button', { name: "Email me when it's back" }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We will email ivy@example.com once when size M is back.',
    );
    expect(bodies).toEqual([{ product_size_id: 12, email: 'ivy@example.com' }]);
  });

  it('a visitor whose address must be confirmed first is told to follow the emailed link', async () => {
    notifyAnswers((b) =>
      HttpResponse.json(
        { detail: 'ok', product_size_id: b.product_size_id, email: b.email, status: 'pending_confirmation' },
        { status: 201 },
      ),
    );
    render(<BackInStockForm productId={5} sizes={[sizes[0]]} />);
    await userEvent.type(screen.getByLabelText('Your email'), 'ivy@example.com');
    await userEvent.click(screen.getByRole('button', { name: "Email me when it's back" }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Almost done: we sent a link to ivy@example.com. Follow it to confirm, and we will email you once when size S is back.',
    );
  });

  it('a signed-in shopper asks in one click, without an email field', async () => {
    auth.isAuthenticated = true;
    const bodies = notifyAnswers(() =>
      HttpResponse.json({ detail: 'ok', product_size_id: 11, email: 'me@example.com' }, { status: 201 }),
    );
    render(<BackInStockForm productId={5} sizes={[sizes[0]]} />);
    expect(screen.queryByLabelText('Your email')).toBeNull();
    expect(screen.queryByLabelText('Sold-out size')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: "Email me when it's back" }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We will email me@example.com once when size S is back.',
    );
    expect(bodies).toEqual([{ product_size_id: 11 }]);
  });

  it("shows the API's reasons: an invalid email on the field, a restocked size and throttling as an alert", async () => {
    notifyAnswers(() => HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 }));
    render(<BackInStockForm productId={5} sizes={[sizes[0]]} />);
    await userEvent.type(screen.getByLabelText('Your email'), 'nope@x');
    await userEvent.click(screen.getByRole('button', { name: "Email me when it's back" }));
    expect(await screen.findByText('Please enter an email address like name@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your email')).toHaveAttribute('aria-invalid', 'true');

    notifyAnswers(() =>
      HttpResponse.json({ product_size_id: ['This size is in stock: add it to your cart instead.'] }, { status: 400 }),
    );
    await userEvent.click(screen.getByRole('button', { name: "Email me when it's back" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This size is in stock');

    notifyAnswers(() =>
      HttpResponse.json({ detail: 'Request was throttled. Expected available in 60 seconds.' }, { status: 429 }),
    );
    await userEvent.click(screen.getByRole('button', { name: "Email me when it's back" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Request was throttled');
  });
});
