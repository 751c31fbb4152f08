import { describe, expect, it } from 'vitest';
import { API_URL } from './config';
import { mediaUrl } from './media';

describe('mediaUrl', () => {
  it('prefixes relative media paths with the API origin', () => {
    expect(mediaUrl('/media/products/x.webp')).toBe(`${API_URL}/media/products/x.webp`);
    expect(mediaUrl('media/a.png')).toBe(`${API_URL}/media/a.png`);
  });
  it('keeps full URLs and gives null for no image', () => {
    expect(mediaUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(mediaUrl(null)).toBeNull();
    expect(mediaUrl('')).toBeNull();
  });
});
