import { useEffect, useState } from 'react';
import { DownloadIcon } from 'lucide-react';
import { fileSlug, renderQrCode, svgDataUrl, type QrCodeImages } from '@/lib/qr-code';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';
import { Skeleton } from './ui/skeleton';

/** What the dialog shows a code of: a name for the title and file names, and the full public URL. */
export interface QrCodeTarget {
  name: string;
  url: string;
}

type QrState = { status: 'loading' } | { status: 'ready'; images: QrCodeImages } | { status: 'failed' };

/** The code of one URL; keyed by the URL so another target starts from 'loading'. */
function QrCodeBody({ target }: { target: QrCodeTarget }) {
  const [state, setState] = useState<QrState>({ status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    renderQrCode(target.url).then(
      (images) => {
        if (isCurrent) setState({ status: 'ready', images });
      },
      (error: unknown) => {
        console.error('Rendering the QR code failed', error);
        if (isCurrent) setState({ status: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [target.url]);

  if (state.status === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-600">
        We could not draw the QR code. Copy the link instead.
      </p>
    );
  }
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label="Drawing QR code" className="mx-auto w-full max-w-64">
        <Skeleton className="aspect-square w-full" />
      </div>
    );
  }

  const baseName = `${fileSlug(target.name)}-qr`;
  return (
    <div className="flex flex-col items-center gap-4">
      <img
        src={state.images.pngDataUrl}
        alt={`QR code for ${target.url}`}
        className="aspect-square w-full max-w-64 rounded-lg border border-slate-200"
      />
      <div className="grid w-full gap-2 sm:grid-cols-2">
        <Button asChild variant="outline">
          <a href={state.images.pngDataUrl} download={`${baseName}.png`}>
            <DownloadIcon aria-hidden="true" />
            Download PNG
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={svgDataUrl(state.images.svg)} download={`${baseName}.svg`}>
            <DownloadIcon aria-hidden="true" />
            Download SVG
          </a>
        </Button>
      </div>
    </div>
  );
}

/**
 * A dialog with the QR code of `target.url` and downloads as PNG (for phones and quick prints) and
 * SVG (for sharp print at any size). `target` null closes it. The QR library loads on first open.
 */
export function QrCodeDialog({
  target,
  onOpenChange,
}: {
  target: QrCodeTarget | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>QR code</DialogTitle>
          <DialogDescription className="break-words">
            Print it for your stall or counter: scanning it opens “{target?.name}”.
          </DialogDescription>
        </DialogHeader>
        {target && <QrCodeBody key={target.url} target={target} />}
        {target && <p className="truncate text-center font-mono text-xs text-slate-500">{target.url}</p>}
      </DialogContent>
    </Dialog>
  );
}
