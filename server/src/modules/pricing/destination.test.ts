import { describe, expect, it } from 'vitest';
import { destinationOf } from './destination';

// §21.2, §21.4, §22: where a parcel goes decides its methods and its tax, however the shopper wrote it.
describe('destinationOf', () => {
  it.each([
    ['France', 'FR'],
    ['fr', 'FR'],
    // Intl still names withdrawn codes: FX is "France" too, UK "United Kingdom", DD "Germany".
    ['FX', 'FR'],
    ['UK', 'GB'],
    ['Germany', 'DE'],
    ['Russia', 'RU'],
    ['USA', 'US'],
    ['United States of America', 'US'],
    ['Nepal', 'NP'],
  ])('reads the country %j as %s', (typed, code) => {
    expect(destinationOf(typed).country).toBe(code);
  });

  it.each(['Deutschland', 'XX', 'ZZ', 'EU', 'UN', '', 'D E'])('knows no country called %j', (typed) => {
    expect(destinationOf(typed).country).toBeNull();
  });

  it('keeps a US state by its code, typed as the code or the name', () => {
    expect(destinationOf('United States', ' california ').region).toBe('CA');
    expect(destinationOf('US', 'or').region).toBe('OR');
    expect(destinationOf('Germany', 'Bayern').region).toBe('BAYERN');
  });

  it('keeps a Canadian province and an Australian state by code too, accents aside (GST/HST go by province)', () => {
    expect(destinationOf('Canada', 'Ontario').region).toBe('ON');
    expect(destinationOf('Canada', 'Québec').region).toBe('QC');
    expect(destinationOf('CA', 'bc').region).toBe('BC');
    expect(destinationOf('Australia', 'new south wales').region).toBe('NSW');
  });
});
