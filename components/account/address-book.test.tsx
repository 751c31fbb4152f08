import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddressBook } from '@/components/account/address-book';
import { http, HttpResponse, requestsTo, server, startApi, url } from '@/test/api';
import { renderWithQueries } from '@/test/queries';
import { STOCK_CONFIG } from '@/test/shop-config';

startApi();

const home = {
  id: 4,
  label: 'Home',
  full_name: 'Ada Lovelace',
  phone: '',
  address_line1: '12 Loom St',
  address_line2: '',
  city: 'Portland',
  state: 'OR',
  postal_code: '97201',
  country: 'US',
  is_default: true,
};
const studio = {
  ...home,
  id: 9,
  label: 'Studio',
  city: 'Lyon',
  state: '',
  postal_code: '69001',
  country: 'FR',
  is_default: false,
};

describe('profile address book', () => {
  it('lists the addresses with the default marked and country names, and moves the default', async () => {
    let book = [home, studio];
    server.use(
      http.get(url('/api/addresses/'), () => HttpResponse.json(book)),
      http.patch(url('/api/addresses/9/'), () => {
        book = [
          { ...studio, is_default: true },
          { ...home, is_default: false },
        ];
        return HttpResponse.json(book[0]);
      }),
    );
    renderWithQueries(<AddressBook />);
    const cards = await screen.findAllByTestId('saved-address');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Default')).toBeInTheDocument();
    expect(within(cards[1]).getByText('France')).toBeInTheDocument();
    await userEvent.click(within(cards[1]).getByRole('button', { name: 'Make default' }));
    expect(requestsTo('PATCH', '/api/addresses/9/')[0].body).toEqual({ is_default: true });
    expect(await screen.findAllByText('Default')).toHaveLength(1);
    expect(within(screen.getAllByTestId('saved-address')[0]).getByText('Studio')).toBeInTheDocument();
  });

  it("checks a new address by its country's rules before calling the API", async () => {
    server.use(http.get(url('/api/addresses/'), () => HttpResponse.json([])));
    renderWithQueries(<AddressBook />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Address'), '1 Maple Road');
    await userEvent.type(screen.getByLabelText('City'), 'Toronto');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'CA');
    await userEvent.type(screen.getByLabelText('Postal code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('Enter a valid postal code for Canada, e.g. K1A 0B1.')).toBeInTheDocument();
    expect(screen.getByText('Enter the province or territory: Canada needs it.')).toBeInTheDocument();
    expect(requestsTo('POST', '/api/addresses/')).toHaveLength(0);
  });

  it('is hidden, and not asked for, against a backend that does not list addresses (a stock one)', async () => {
    const { container } = renderWithQueries(<AddressBook />, STOCK_CONFIG);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(requestsTo('GET', '/api/addresses/')).toHaveLength(0);
  });
});
