import { Badge } from '@/components/ui/badge';
import { invoiceStatusDisplay } from '../lib/invoice-status';

/** An invoice's status badge; an overdue invoice shows a red "Overdue" badge beside it. */
export function InvoiceStatusBadge({ status, overdue = false }: { status: string; overdue?: boolean }) {
  const { label, tone } = invoiceStatusDisplay(status);
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge variant={tone}>{label}</Badge>
      {overdue && <Badge variant="danger">Overdue</Badge>}
    </span>
  );
}
