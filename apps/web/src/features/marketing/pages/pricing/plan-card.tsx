import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CheckList } from '@/features/marketing/components/check-list';
import type { Plan } from '@/features/marketing/content/info/types';
import { planHref } from './plan-href';

/** A pricing plan: name, price per month, description, features and its call to action. */
export function PlanCard({ plan }: { plan: Plan }) {
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
        plan.popular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
      )}
    >
      {plan.popular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white">
          Most Popular
        </p>
      )}
      <h3 id={`plan-${plan.id}`} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{plan.price}</span>
        {plan.period && <span className="text-slate-500">{plan.period}</span>}
      </p>
      <p className="mt-3 text-sm text-slate-600">{plan.description}</p>
      <Button asChild size="lg" variant={plan.popular ? 'default' : 'outline'} className="mt-6 w-full">
        <Link to={planHref(plan)} aria-label={`${plan.cta}: ${plan.name}`}>
          {plan.cta}
        </Link>
      </Button>
      <div className="mt-8 border-t border-slate-100 pt-6 text-sm">
        <CheckList items={plan.features} />
      </div>
    </article>
  );
}
