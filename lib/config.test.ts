import { describe, expect, it } from 'vitest';
import { SHOP_NAME, TAGLINE } from './config';

describe('storefront configuration', () => {
  it('defaults the brand and keeps the tagline exact', () => {
    expect(SHOP_NAME).toBe('Fabric Tales');
    expect(TAGLINE).toBe('Style that tells your story');
  });
});
