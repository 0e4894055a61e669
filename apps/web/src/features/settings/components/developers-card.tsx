import { Link } from 'react-router';
import { ArrowRightIcon, CodeIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The Developers section of Settings: where API keys and webhook endpoints are managed. */
export function DevelopersCard() {
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <CodeIcon className="size-5 text-brand-700" aria-hidden="true" />
            Developers
          </CardTitle>
          <CardDescription>
            Secret API keys for the REST API, and webhook endpoints with their delivery log.
          </CardDescription>
        </div>
        <Button asChild variant="outline" className="shrink-0">
          <Link to={paths.dashboard.developers.getHref()}>
            API keys and webhooks
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
    </Card>
  );
}
