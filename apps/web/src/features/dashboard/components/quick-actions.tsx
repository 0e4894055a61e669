import { Link } from 'react-router';
import { PlusCircleIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

/** Quick Actions (spec §2.7). Only actions that work today are shown. */
export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <Button asChild className="w-full">
          <Link to={paths.dashboard.createLink.getHref()}>
            <PlusCircleIcon aria-hidden="true" />
            Create Link
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
