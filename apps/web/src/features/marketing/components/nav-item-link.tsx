import { Link } from 'react-router';
import type { NavItem } from '../content/navigation';

/** A menu entry: icon, label and its one-line description. */
export function NavItemLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <Link
      to={item.href}
      className="flex gap-3 rounded-xl p-3 transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      {Icon && (
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      )}
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-slate-900">{item.label}</span>
        {item.description && (
          <span className="mt-0.5 block text-sm leading-snug text-slate-500">{item.description}</span>
        )}
      </span>
    </Link>
  );
}
