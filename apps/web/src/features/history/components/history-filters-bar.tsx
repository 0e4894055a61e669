import { useEffect, useState, type ReactNode } from 'react';
import { SearchIcon } from 'lucide-react';
import { PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import { TRANSACTION_TYPES, type TransactionFilters } from '@malipo/contracts/history';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { TRANSACTION_TYPE_LABELS } from '@/lib/transaction-display';
import type { HistoryFilterKey } from '../lib/history-filters';

/** How long typing pauses before the search is applied, in ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Status choices, named as docs/product.md#states shows them (Completed covers paid payouts too). */
const STATUS_OPTIONS = [
  { value: 'succeeded', label: 'Completed' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
] as const;

const METHOD_OPTIONS = [
  { value: 'card', label: 'Card' },
  { value: 'mobile_money', label: 'Mobile money' },
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'bank', label: 'Bank account' },
  { value: 'wallet', label: 'Malipo wallet' },
] as const;

function SelectFilter({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}

/**
 * The history filters (docs/product.md#dashboard): type, status, method, currency, a from/to date range (merchant's
 * time zone, inclusive) and a free-text search applied {@link SEARCH_DEBOUNCE_MS} after typing stops.
 */
export function HistoryFiltersBar({
  filters,
  onFilterChange,
}: {
  filters: TransactionFilters;
  onFilterChange: (key: HistoryFilterKey, value: string) => void;
}) {
  const appliedSearch = filters.q ?? '';
  const [search, setSearch] = useState(appliedSearch);
  const [lastAppliedSearch, setLastAppliedSearch] = useState(appliedSearch);
  // Back/forward or "Clear filters" changed the URL: show its search instead of what was typed.
  if (appliedSearch !== lastAppliedSearch) {
    setLastAppliedSearch(appliedSearch);
    setSearch(appliedSearch);
  }

  useEffect(() => {
    if (search.trim() === appliedSearch) return;
    const timer = setTimeout(() => onFilterChange('q', search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, appliedSearch, onFilterChange]);

  return (
    <div role="search" aria-label="Filter transactions" className="space-y-4">
      <div className="relative">
        <Label htmlFor="history-search" className="sr-only">
          Search transactions
        </Label>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          id="history-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search name, email or ID"
          maxLength={100}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <SelectFilter
          id="history-type"
          label="Type"
          value={filters.type}
          onChange={(value) => onFilterChange('type', value)}
        >
          <option value="">All types</option>
          {TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {TRANSACTION_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectFilter>
        <SelectFilter
          id="history-status"
          label="Status"
          value={filters.status}
          onChange={(value) => onFilterChange('status', value)}
        >
          <option value="">All statuses</option>
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectFilter>
        <SelectFilter
          id="history-method"
          label="Method"
          value={filters.method}
          onChange={(value) => onFilterChange('method', value)}
        >
          <option value="">All methods</option>
          {METHOD_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectFilter>
        <SelectFilter
          id="history-currency"
          label="Currency"
          value={filters.currency}
          onChange={(value) => onFilterChange('currency', value)}
        >
          <option value="">All currencies</option>
          {PAYMENT_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectFilter>
        <div className="space-y-1.5">
          <Label htmlFor="history-from">From</Label>
          <Input
            id="history-from"
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => onFilterChange('from', event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="history-to">To</Label>
          <Input
            id="history-to"
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => onFilterChange('to', event.target.value)}
          />
        </div>
      </div>
    </div>
  );
}
