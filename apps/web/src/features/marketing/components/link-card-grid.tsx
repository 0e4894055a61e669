import { Link } from 'react-router';
import { ArrowRightIcon } from 'lucide-react';
import type { LinkCard } from '../content/types';

/**
 * Cards that each link to a page (products, solutions, resources), an incomplete last row centred. The whole card is clickable; the
 * link's text names its card for screen readers and search engines ("Learn More about Payment Links").
 */
export function LinkCardGrid({ cards, cta = 'Learn More' }: { cards: readonly LinkCard[]; cta?: string }) {
  return (
    <ul className="flex flex-wrap justify-center gap-6">
      {cards.map(({ name, text, href, icon: Icon }) => (
        <li key={href} className="w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]">
          <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{name}</h3>
            <p className="mt-2 flex-1 text-slate-600">{text}</p>
            <Link
              to={href}
              className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl hover:text-brand-800 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
            >
              {cta}
              <span className="sr-only">{` about ${name}`}</span>
              <ArrowRightIcon
                className="size-4 transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
