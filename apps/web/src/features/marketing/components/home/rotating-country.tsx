import { useMemo } from 'react';
import { HERO_COUNTRY_CODES, HERO_ROTATION_MS } from '@/features/marketing/content/home';
import { useRotatingIndex } from '@/features/marketing/hooks/use-rotating-index';
import { countryDisplay } from '@/features/marketing/lib/countries';

/**
 * The hero's country name and flag, changing every 2000 ms over its 10 entries (docs/product.md#home-page, docs/product.md#constants).
 * Visual only: screen readers get the static "across Africa" instead of a change every 2 seconds.
 */
export function RotatingCountry() {
  const countries = useMemo(() => HERO_COUNTRY_CODES.map(countryDisplay), []);
  const index = useRotatingIndex(countries.length, HERO_ROTATION_MS);
  const country = countries[index] ?? countries[0];
  if (!country) return null;
  return (
    <>
      <span className="sr-only"> across Africa</span>
      <span aria-hidden="true" className="block min-h-[1.15em]">
        <span
          key={country.code}
          data-testid="hero-country"
          className="inline-flex items-center gap-3 text-brand-700"
        >
          <span className="font-normal">{country.flag}</span>
          {country.name}
        </span>
      </span>
    </>
  );
}
