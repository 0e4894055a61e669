import { Link } from 'react-router';
import { ArrowRightIcon, type LucideIcon } from 'lucide-react';

/** One choice on a "what do you want to do" screen: a title, what it does, and where it goes. */
export interface Option {
  title: string;
  description: string;
  /** The call to action at the card's foot, e.g. 'Create payment link'. */
  action: string;
  href: string;
  icon: LucideIcon;
}

/** A whole-card link to `option.href` (Create Link, Send Money; docs/product.md#dashboard). */
export function OptionCard({ option: { title, description, action, href, icon: Icon } }: { option: Option }) {
  return (
    <Link
      to={href}
      className="group flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
    >
      <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <span className="space-y-1">
        <span className="block text-base font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-500">{description}</span>
      </span>
      <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-brand-700">
        {action}
        <ArrowRightIcon
          className="size-4 transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </span>
    </Link>
  );
}
