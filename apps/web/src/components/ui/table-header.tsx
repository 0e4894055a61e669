import { cn } from '@/lib/cn';

/** A column of {@link TableHeader}: its label and, for figures, right alignment. */
export interface TableColumn {
  label: string;
  align?: 'right';
}

/**
 * The header row of a data table: small uppercase labels over a rule. `dense` tightens the padding
 * for tables inside cards (e.g. ledger entries).
 */
export function TableHeader({
  columns,
  dense = false,
}: {
  columns: readonly TableColumn[];
  dense?: boolean;
}) {
  return (
    <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
      <tr>
        {columns.map((column, index) => (
          <th
            key={column.label}
            scope="col"
            className={cn(
              'font-medium',
              dense ? 'py-2' : 'py-3',
              index < columns.length - 1 && (dense ? 'pr-3' : 'pr-4'),
              column.align === 'right' && 'text-right',
            )}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
