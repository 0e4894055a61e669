import { PackageIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { SDKS } from '@/features/marketing/content/info/docs';
import { CopyButton } from '../common/copy-button';

/** The four SDK cards: name, version, what it suits and its install command (docs/product.md#constants SDK versions). */
export function SdkCards() {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {SDKS.map((sdk) => (
        <li
          key={sdk.name}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div className="flex items-center justify-between gap-2">
            <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <PackageIcon className="size-5" aria-hidden="true" />
            </span>
            <Badge>v{sdk.version}</Badge>
          </div>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{sdk.name}</h3>
          <p className="mt-2 flex-1 text-sm text-slate-600">{sdk.description}</p>
          <div className="mt-4 flex items-start gap-1 rounded-lg bg-slate-950 py-1 pr-1 pl-3">
            <code className="min-w-0 flex-1 py-1 font-mono text-xs break-all text-slate-100">
              {sdk.install}
            </code>
            <CopyButton text={sdk.install} label={`Copy install command: ${sdk.name}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}
