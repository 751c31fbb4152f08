import type { Profile } from '@/lib/types';

/** A signed-in customer's profile as the API answers it, for the account forms' tests. */
export const testProfile: Profile = {
  id: 2,
  username: 'sam',
  email: 'sam@shop.test',
  first_name: 'Sam',
  last_name: '',
  phone: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  postal_code: '',
  country: '',
  profile_picture: null,
  role: 'customer',
  two_factor_enabled: false,
  date_joined: '2026-01-01T00:00:00Z',
  marketing_consent: false,
  marketing_consent_status: null,
};
