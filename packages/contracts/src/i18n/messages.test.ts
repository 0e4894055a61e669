import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from './locales';
import { en } from './messages/en';
import { fr } from './messages/fr';

const CATALOGUES: Record<(typeof SUPPORTED_LOCALES)[number], object> = { en, fr };

/** Every leaf of `tree` as `[dotted key, text]`, sorted by key; a non-string leaf is reported as such. */
function leaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree)
    .flatMap(([key, value]): [string, unknown][] =>
      value !== null && typeof value === 'object'
        ? leaves(value, `${prefix}${key}.`)
        : [[`${prefix}${key}`, value]],
    )
    .sort(([a], [b]) => a.localeCompare(b));
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  const english = leaves(en);

  it('English has messages to compare against', () => {
    expect(english.length).toBeGreaterThanOrEqual(20);
  });

  it('compares every namespace, as it is added', () => {
    const namespaces = new Set(english.map(([key]) => key.split('.')[0]));
    expect([...namespaces].sort()).toEqual(Object.keys(en).sort());
    expect(namespaces).toContain('subscriptionEmails');
  });

  it.each(SUPPORTED_LOCALES)('%s has exactly the keys of English', (locale) => {
    expect(leaves(CATALOGUES[locale]).map(([key]) => key)).toEqual(english.map(([key]) => key));
  });

  it.each(SUPPORTED_LOCALES)('%s has non-empty text with the same placeholders as English', (locale) => {
    const englishText = new Map(english);
    for (const [key, text] of leaves(CATALOGUES[locale])) {
      expect(typeof text, key).toBe('string');
      expect(String(text).trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(englishText.get(key)));
    }
  });

  it('the deep-key comparison notices a key one locale lacks', () => {
    const missing = { receipt: { ...fr.receipt, footer: undefined } };
    delete missing.receipt.footer;
    expect(leaves(missing).map(([key]) => key)).not.toEqual(english.map(([key]) => key));
  });
});
