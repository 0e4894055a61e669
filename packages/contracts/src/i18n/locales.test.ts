import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale } from './locales';
import { negotiateLocale } from './negotiate-locale';

describe('negotiateLocale', () => {
  it.each(['fr-FR,fr;q=0.9', 'fr-CI', 'fr;q=0.9', 'FR-fr', 'de, fr;q=0.5', 'en;q=0.5, fr'])(
    'Accept-Language %j chooses French',
    (acceptLanguage) => {
      expect(negotiateLocale({ acceptLanguage })).toBe('fr');
    },
  );

  it.each(['en-US', 'en-GB,en;q=0.9,fr;q=0.8', '*'])(
    'Accept-Language %j chooses English',
    (acceptLanguage) => {
      expect(negotiateLocale({ acceptLanguage })).toBe('en');
    },
  );

  it.each([undefined, '', 'de-DE', 'fr;q=0', 'sw-KE,rw;q=0.8', ';;;garbage'])(
    'Accept-Language %j naming no supported language falls back to English',
    (acceptLanguage) => {
      expect(negotiateLocale({ acceptLanguage })).toBe(DEFAULT_LOCALE);
      expect(DEFAULT_LOCALE).toBe('en');
    },
  );

  it('an explicit supported choice wins over Accept-Language', () => {
    expect(negotiateLocale({ requested: 'fr', acceptLanguage: 'en-US' })).toBe('fr');
    expect(negotiateLocale({ requested: 'en', acceptLanguage: 'fr-FR' })).toBe('en');
    expect(negotiateLocale({ requested: ' FR ' })).toBe('fr');
  });

  it('a stored choice (the cookie) wins over Accept-Language, and an explicit one over it', () => {
    expect(negotiateLocale({ stored: 'fr', acceptLanguage: 'en-US' })).toBe('fr');
    expect(negotiateLocale({ requested: 'en', stored: 'fr', acceptLanguage: 'fr-FR' })).toBe('en');
    expect(negotiateLocale({ stored: 'de', acceptLanguage: 'fr-CI' })).toBe('fr');
  });

  it('an unsupported explicit choice is ignored in favour of Accept-Language', () => {
    expect(negotiateLocale({ requested: 'xx', acceptLanguage: 'fr-CI' })).toBe('fr');
    expect(negotiateLocale({ requested: 'fr-FR' })).toBe('en');
  });
});

describe('isLocale', () => {
  it('accepts exactly the supported subtags', () => {
    expect(['en', 'fr', 'fr-FR', 'EN', '', null].map(isLocale)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
