import { QuoteIcon } from 'lucide-react';
import type { Testimonial } from '../content/types';

/** Initials of a person's name, for the avatar placeholder. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** Testimonial cards: the quote, then the person with their initials, role and organization. */
export function TestimonialGrid({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <QuoteIcon className="size-7 text-brand-200" aria-hidden="true" />
            <blockquote className="mt-4 flex-1 text-slate-700">“{testimonial.quote}”</blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
              >
                {initials(testimonial.name)}
              </span>
              <span className="min-w-0 text-sm">
                <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                <span className="block text-slate-500">
                  {testimonial.role}, {testimonial.organization}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
