import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SiteContainer } from '@/features/marketing/components/site-container';

/** A call to action of a {@link ClosingCard}: a label, the in-app address and an optional click hook. */
export interface ClosingAction {
  label: string;
  href: string;
  onClick?: () => void;
}

/**
 * A page's closing card with its own two calls to action (the site's `CtaSection` always offers
 * Start Free Trial → /signup and Contact Sales; the pricing and contact pages need other targets).
 */
export function ClosingCard({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: string;
  primary: ClosingAction;
  secondary: ClosingAction;
}) {
  const headingId = useId();
  return (
    <SiteContainer className="py-16 sm:py-24">
      <section
        aria-labelledby={headingId}
        className="relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-center sm:px-12 sm:py-16"
      >
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-600/40 blur-3xl"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2
            id={headingId}
            className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-4 text-lg text-brand-100">{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button
              asChild
              size="lg"
              className="bg-white text-brand-800 hover:bg-brand-50 focus-visible:ring-white"
            >
              <Link to={primary.href} onClick={primary.onClick}>
                {primary.label}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10 focus-visible:ring-white"
            >
              <Link to={secondary.href} onClick={secondary.onClick}>
                {secondary.label}
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </SiteContainer>
  );
}
