import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { copyToClipboard } from '@/lib/copy-to-clipboard';

/**
 * Recovery codes, shown this once (docs/security.md#two-factor-sign-in): the list, Copy and
 * Download, and "I have saved these", which calls `onSaved`.
 */
export function RecoveryCodesPanel({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const text = `Malipo recovery codes — each works once.\n\n${codes.join('\n')}\n`;
  const copy = () =>
    copyToClipboard(codes.join('\n')).then(
      () => toast.success('Recovery codes copied'),
      () => toast.error('Could not copy', { description: 'Select the codes and copy them yourself' }),
    );

  return (
    <section aria-label="Recovery codes" className="space-y-4">
      <p className="text-sm text-slate-600">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are
        shown only now.
      </p>
      <ul className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          Copy
        </Button>
        <Button asChild variant="outline" size="sm">
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="malipo-recovery-codes.txt"
          >
            Download
          </a>
        </Button>
        <Button type="button" size="sm" onClick={onSaved}>
          I have saved these
        </Button>
      </div>
    </section>
  );
}
