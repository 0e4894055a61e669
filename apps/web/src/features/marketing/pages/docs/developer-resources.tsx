import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ActivityIcon, FlaskConicalIcon, LifeBuoyIcon } from 'lucide-react';
import { SERVICE_STATUS_LABELS } from '@malipo/contracts/public-site';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSystemStatus } from '@/features/marketing/api/get-system-status';
import { EMAILS } from '@/features/marketing/content/info/company';
import { SANDBOX_CARDS } from '@/features/marketing/content/info/docs';

/** What the API status card says: the live overall status, or why it cannot say. */
function useStatusLine(): string {
  const status = useSystemStatus();
  if (status.data) return SERVICE_STATUS_LABELS[status.data.status];
  if (status.error) return 'Status unavailable';
  return 'Checking…';
}

/** The API status, sandbox and support cards (docs/product.md#site-pages documentation). */
export function DeveloperResources() {
  const statusLine = useStatusLine();
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      <ResourceCard icon={<ActivityIcon className="size-5" aria-hidden="true" />} title="API Status">
        <p className="text-slate-600">
          Live health of the API, database and webhook delivery:{' '}
          <strong className="font-semibold text-slate-900">{statusLine}</strong>.
        </p>
        <Button asChild variant="outline" className="mt-auto">
          <Link to={paths.info.status.getHref()}>View Status Page</Link>
        </Button>
      </ResourceCard>
      <ResourceCard icon={<FlaskConicalIcon className="size-5" aria-hidden="true" />} title="Sandbox">
        <p className="text-slate-600">
          Test keys move no real money. Use any future expiry and any 3-digit CVV:
        </p>
        <dl className="space-y-1.5 text-sm">
          {SANDBOX_CARDS.map((card) => (
            <div key={card.number} className="flex flex-wrap justify-between gap-x-3">
              <dt className="font-mono text-slate-900">{card.number}</dt>
              <dd className="text-slate-600">{card.outcome}</dd>
            </div>
          ))}
        </dl>
        <Button asChild variant="outline" className="mt-auto">
          <Link to={paths.auth.signup.getHref()}>Get Test Keys</Link>
        </Button>
      </ResourceCard>
      <ResourceCard icon={<LifeBuoyIcon className="size-5" aria-hidden="true" />} title="Developer Support">
        <p className="text-slate-600">
          Stuck on an integration? Our engineers answer at{' '}
          <a href={`mailto:${EMAILS.developers}`} className="font-medium text-brand-700 hover:underline">
            {EMAILS.developers}
          </a>{' '}
          within 24 hours.
        </p>
        <Button asChild variant="outline" className="mt-auto">
          <Link to={paths.info.help.getHref()}>Visit Help Center</Link>
        </Button>
      </ResourceCard>
    </ul>
  );
}

function ResourceCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          {icon}
        </span>
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      </div>
      {children}
    </li>
  );
}
