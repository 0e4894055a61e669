/**
 * The countries Malipo takes payments from, for the home page's countries grid (docs/product.md#home-page): every
 * country of the `countries-list` package except dependent territories and Antarctica, African
 * countries first, each group in alphabetical order. Loaded lazily (the package is ~14 KB gzip).
 * @module
 */
import { countries } from 'countries-list';
import { countryDisplay, type CountryDisplay } from './countries';

/** A country of the grid, flagged when it is African. */
export interface SupportedCountry extends CountryDisplay {
  isAfrican: boolean;
}

const byName = (a: SupportedCountry, b: SupportedCountry) => a.name.localeCompare(b.name, 'en');

/** Every supported country: African countries A-Z, then the rest of the world A-Z. */
export function supportedCountries(): SupportedCountry[] {
  const all = Object.entries(countries)
    .filter(([, country]) => !country.partOf && country.continent !== 'AN')
    .map(([code, country]) => ({ ...countryDisplay(code), isAfrican: country.continent === 'AF' }));
  return [
    ...all.filter((country) => country.isAfrican).sort(byName),
    ...all.filter((country) => !country.isAfrican).sort(byName),
  ];
}
