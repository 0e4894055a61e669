import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Where Back goes: a fixed screen, or the previous page in the browser's history (docs/product.md#payer-pages Direct Pay). */
export type MoneyPageBack = { href: string; label: string } | { isHistory: true; label: string };

/** The frame of a money screen: Back, the title (the page's `h1`), one line of intro, the content. */
export function MoneyPage({
  back,
  title,
  intro,
  children,
}: {
  back: MoneyPageBack;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      {'href' in back ? (
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={back.href}>
            <ArrowLeftIcon aria-hidden="true" />
            {back.label}
          </Link>
        </Button>
      ) : (
        <Button variant="ghost" size="sm" className="-ml-2" onClick={() => void navigate(-1)}>
          <ArrowLeftIcon aria-hidden="true" />
          {back.label}
        </Button>
      )}
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-1 text-slate-500">{intro}</p>
      </header>
      {children}
    </div>
  );
}
