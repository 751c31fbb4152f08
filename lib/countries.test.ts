import { countryOptions } from '@/lib/countries';

describe('the country picker', () => {
  it('names each country once, by its current code (no retired DD "Germany" or UK beside GB)', () => {
    const options = countryOptions();
    const names = options.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(options.filter((c) => c.name === 'Germany')).toEqual([{ code: 'DE', name: 'Germany' }]);
    expect(options.map((c) => c.code)).not.toContain('UK');
    expect(options.length).toBeGreaterThan(240);
  });
});
