import { messages } from '@fabric-tales/contract';
import { inShopWords } from '@/lib/forms/shop-words';

describe('the shop’s own words for the contract’s DRF messages', () => {
  it.each([
    [messages.blank, 'Please fill this in.'],
    [messages.required, 'Please fill this in.'],
    [messages.invalidEmail, 'Please enter an email address like name@example.com.'],
    [messages.maxLength(150), 'Please keep this to 150 characters or fewer.'],
    [messages.minLength(8), 'Please use at least 8 characters.'],
    [messages.invalidInt, 'Please enter a whole number.'],
  ])('"%s" reads "%s"', (drf, shop) => expect(inShopWords(drf)).toBe(shop));

  it('keeps a message that is already the shop’s own', () => {
    expect(inShopWords('This code does not exist.')).toBe('This code does not exist.');
  });
});
