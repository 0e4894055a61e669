import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogueEntries } from './compile-messages';
import { SUPPORTED_LOCALES } from './locales';
import { en } from './messages/en';
import { fr } from './messages/fr';

const CATALOGUES: Record<(typeof SUPPORTED_LOCALES)[number], object> = { en, fr };

/** Every text of `tree` as `[dotted key, text]`, sorted by key. */
const leaves = (tree: object) => catalogueEntries(tree).sort(([a], [b]) => a.localeCompare(b));

/** The ICU arguments a text names: `name` in `{name}` and in `{name, plural, …}`. */
const placeholders = (text: unknown) =>
  [...new Set([...String(text).matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

describe('message catalogues', () => {
  const english = leaves(en);

  it('English has messages to compare against', () => {
    expect(english.length).toBeGreaterThanOrEqual(20);
  });

  it('compares every namespace, as it is added', () => {
    const namespaces = new Set(english.map(([key]) => key.split('.')[0]));
    expect([...namespaces].sort()).toEqual(Object.keys(en).sort());
    expect(namespaces).toContain('subscriptionEmails');
    expect(namespaces).toContain('checkout');
  });

  it.each(SUPPORTED_LOCALES)('%s has exactly the keys of English', (locale) => {
    expect(leaves(CATALOGUES[locale]).map(([key]) => key)).toEqual(english.map(([key]) => key));
  });

  it.each(SUPPORTED_LOCALES)(
    '%s has non-empty, valid ICU texts with the placeholders of English',
    (locale) => {
      const englishText = new Map(english);
      for (const [key, text] of leaves(CATALOGUES[locale])) {
        expect(text.trim(), key).not.toBe('');
        expect(() => compileMessage(text), key).not.toThrow();
        expect(placeholders(text), key).toEqual(placeholders(englishText.get(key)));
      }
    },
  );

  it('the deep-key comparison notices a key one locale lacks', () => {
    const missing = { receipt: { ...fr.receipt, footer: undefined } };
    delete missing.receipt.footer;
    expect(leaves(missing).map(([key]) => key)).not.toEqual(english.map(([key]) => key));
  });
});
