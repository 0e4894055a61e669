import { expect, it } from 'vitest';
import { isFollowableUrl, normalizeRedirectUrl } from './urls';

it('prepends https:// when neither http:// nor https:// is present (docs/product.md#states)', () => {
  expect(normalizeRedirectUrl('shop.example.com/thanks')).toBe('https://shop.example.com/thanks');
  expect(normalizeRedirectUrl('http://shop.example.com')).toBe('http://shop.example.com/');
  expect(normalizeRedirectUrl('  ')).toBeNull();
});

it('refuses every scheme but http and https', () => {
  for (const bad of [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'ftp://x.example.com',
    'vbscript:x',
  ]) {
    expect(normalizeRedirectUrl(bad)).toEqual({ error: expect.any(String) });
  }
  expect(isFollowableUrl('javascript:alert(1)')).toBe(false);
  expect(isFollowableUrl('https://ok.example.com')).toBe(true);
});
