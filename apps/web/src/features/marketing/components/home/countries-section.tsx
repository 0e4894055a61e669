import { useEffect, useState } from 'react';
import { ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { COUNTRIES_SHOWN_INITIALLY } from '@/features/marketing/content/home';
import type { SupportedCountry } from '@/features/marketing/lib/supported-countries';
import { PageSection } from '../page-section';

/** Loads the country list chunk once; `null` until it arrives. */
function useSupportedCountries(): SupportedCountry[] | null {
  const [countries, setCountries] = useState<SupportedCountry[] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    import('@/features/marketing/lib/supported-countries')
      .then(({ supportedCountries }) => {
        if (isCurrent) setCountries(supportedCountries());
      })
      .catch((error: unknown) => console.error('Could not load the country list', error));
    return () => {
      isCurrent = false;
    };
  }, []);
  return countries;
}

/**
 * The countries grid (docs/product.md#home-page): the first 16 countries (African countries first) and a 'See all
 * countries' button that reveals every one. The list comes from a lazy chunk.
 */
export function CountriesSection() {
  const countries = useSupportedCountries();
  const [isShowingAll, setIsShowingAll] = useState(false);
  const shown = isShowingAll ? countries : countries?.slice(0, COUNTRIES_SHOWN_INITIALLY);

  return (
    <PageSection
      eyebrow="Global reach"
      title="Get paid from 100+ countries"
      lead="Built in Africa for Africa, and open to the world: your customers pay from wherever they are."
    >
      <ul
        id="supported-countries"
        aria-busy={countries === null}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6 xl:grid-cols-8"
      >
        {shown
          ? shown.map((country) => (
              <li
                key={country.code}
                className="flex min-w-0 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2.5 text-sm font-medium text-slate-700"
              >
                <span aria-hidden="true" className="text-lg">
                  {country.flag}
                </span>
                <span className="leading-tight">{country.name}</span>
              </li>
            ))
          : Array.from({ length: COUNTRIES_SHOWN_INITIALLY }, (_, index) => (
              <li key={index} className="h-11 animate-pulse rounded-xl bg-slate-100" />
            ))}
      </ul>
      {countries && countries.length > COUNTRIES_SHOWN_INITIALLY && (
        <div className="mt-8 text-center">
          <Button
            variant="outline"
            size="lg"
            aria-expanded={isShowingAll}
            aria-controls="supported-countries"
            onClick={() => setIsShowingAll(!isShowingAll)}
          >
            {isShowingAll ? 'Show fewer countries' : 'See all countries'}
            {isShowingAll ? <ChevronUpIcon aria-hidden="true" /> : <ChevronDownIcon aria-hidden="true" />}
          </Button>
        </div>
      )}
    </PageSection>
  );
}
