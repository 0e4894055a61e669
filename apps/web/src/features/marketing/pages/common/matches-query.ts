/**
 * True when `query` (trimmed) is empty or a case-insensitive substring of any of `fields` — the
 * live search of the careers, blog and help pages (docs/product.md#site-pages "case-insensitive substring").
 */
export function matchesQuery(fields: readonly string[], query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || fields.some((field) => field.toLowerCase().includes(needle));
}
