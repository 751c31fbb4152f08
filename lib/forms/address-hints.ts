import { countryRule } from '@fabric-tales/contract';

/**
 * What the region and postal code fields should say for the country typed or chosen so far (§22): the region's
 * local name, whether it is needed, and an example of each in the shape the API accepts ("CA or California",
 * "10115"). A country the contract does not know gets the neutral wording and no examples.
 */
export function addressHints(country: string) {
  const rule = countryRule(country);
  return {
    regionLabel: rule?.regionRequired ? rule.regionLabel : `${rule?.regionLabel ?? 'State / region'} (optional)`,
    regionHint: rule?.regionExample ? `For example ${rule.regionExample}` : undefined,
    postalLabel: rule && !rule.postal ? 'Postal code (optional)' : 'Postal code',
    postalHint: rule?.postal ? `For example ${rule.postalExample}` : undefined,
  };
}
