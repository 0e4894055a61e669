import { InfoIcon } from 'lucide-react';
import { DEMO_CREDENTIALS } from '@malipo/contracts/auth';
import { Button } from '@/components/ui/button';

/** The login screen's Demo Mode note (docs/product.md#sign-in) with the seeded demo merchant's credentials (docs/architecture.md#merchants-sessions-and-the-public-api). */
export function DemoModeNote({ onUseDemo }: { onUseDemo: () => void }) {
  return (
    <aside
      aria-label="Demo Mode"
      className="rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900"
    >
      <div className="flex gap-3">
        <InfoIcon className="mt-0.5 size-4 shrink-0 text-blue-600" aria-hidden="true" />
        <div className="min-w-0 space-y-2">
          <p className="font-semibold">Demo Mode</p>
          <p>Explore Malipo with the demo merchant account:</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-blue-700">Email</dt>
            <dd className="font-mono break-all">{DEMO_CREDENTIALS.email}</dd>
            <dt className="text-blue-700">Password</dt>
            <dd className="font-mono">{DEMO_CREDENTIALS.password}</dd>
          </dl>
          <Button
            variant="outline"
            size="sm"
            onClick={onUseDemo}
            className="border-blue-300 bg-white text-blue-900 hover:bg-blue-100"
          >
            Use demo account
          </Button>
        </div>
      </div>
    </aside>
  );
}
