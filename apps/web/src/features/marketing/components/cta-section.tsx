import { useId } from 'react';
import { CtaButtons } from './cta-buttons';
import { SiteContainer } from './site-container';
import { feePercent } from '@/lib/fee-label';

/** The closing call to action of a page: a dark green card with a title, a line and the CTA buttons. */
export function CtaSection({
  title = 'Ready to get paid?',
  text = `Open a free account in minutes. No setup fees, no transaction fees: only ${feePercent('withdrawal')} when you withdraw.`,
}: {
  title?: string;
  text?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-24">
      <SiteContainer>
        <div className="relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-center sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-600/40 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-24 -left-24 size-72 rounded-full bg-teal-500/30 blur-3xl"
          />
          <div className="relative mx-auto max-w-2xl">
            <h2
              id={headingId}
              className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
            >
              {title}
            </h2>
            <p className="mt-4 text-lg text-brand-100">{text}</p>
            <CtaButtons tone="dark" className="mt-8 justify-center" />
          </div>
        </div>
      </SiteContainer>
    </section>
  );
}
