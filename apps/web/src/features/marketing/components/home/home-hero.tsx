import { Link } from 'react-router';
import { ArrowRightIcon, BadgePercentIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { HOME_HERO } from '@/features/marketing/content/home';
import { SiteContainer } from '../site-container';
import { CheckoutMock } from './checkout-mock';
import { RotatingCountry } from './rotating-country';

/** The home page's hero (docs/product.md#home-page): rotating country and flag, the pitch, sign-up and the mock checkout. */
export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50/80 via-white to-white">
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 h-[28rem] w-[64rem] -translate-x-1/2 rounded-full bg-brand-100/60 blur-3xl"
      />
      <SiteContainer className="relative grid items-center gap-16 pt-14 pb-20 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800">
            <BadgePercentIcon className="size-4" aria-hidden="true" />
            {HOME_HERO.eyebrow}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-6xl">
            {HOME_HERO.titleStart} <span aria-hidden="true">in</span>
            <RotatingCountry />
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-slate-600 sm:text-xl">{HOME_HERO.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.auth.signup.getHref()}>
                Start Free Trial
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.info.contact.getHref('Sales')}>Contact Sales</Link>
            </Button>
          </div>
          <p className="mt-6 text-sm text-slate-500">
            Free to start · No setup fees · Cards, mobile money and bank transfers
          </p>
        </div>
        <CheckoutMock />
      </SiteContainer>
    </section>
  );
}
