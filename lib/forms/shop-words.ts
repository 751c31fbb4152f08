import { messages } from '@fabric-tales/contract/messages';

/**
 * The shop speaks in its own words. The contract keeps DRF's messages (a storefront written for a DRF backend
 * reads the same texts, and our API answers them too), so they are reworded here, where a shopper reads them:
 * in the form's own checks and in the API's field errors alike.
 */
const REWORDED: Record<string, string> = {
  [messages.required]: 'Please fill this in.',
  [messages.blank]: 'Please fill this in.',
  [messages.notAString]: 'Please type this in as text.',
  [messages.nul]: 'Please remove the unusual characters.',
  [messages.invalidInt]: 'Please enter a whole number.',
  [messages.invalidNumber]: 'Please enter a number.',
  [messages.invalidEmail]: 'Please enter an email address like name@example.com.',
};

const TOO_LONG = /^Ensure this field has no more than (\d+) characters\.$/;
const TOO_SHORT = /^Ensure this field has at least (\d+) characters\.$/;
const SURROGATE = /^Surrogate characters are not allowed/;

export function inShopWords(message: string): string {
  const reworded = REWORDED[message];
  if (reworded) return reworded;
  const long = TOO_LONG.exec(message);
  if (long) return `Please keep this to ${long[1]} characters or fewer.`;
  const short = TOO_SHORT.exec(message);
  if (short) return `Please use at least ${short[1]} characters.`;
  if (SURROGATE.test(message)) return REWORDED[messages.nul];
  return message;
}
