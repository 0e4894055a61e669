/**
 * Client-side validation with the API's own zod contracts (`@malipo/contracts`), so a form refuses
 * exactly what the server would, with the same messages, shown on the form's own fields.
 * @module
 */
import type { z } from 'zod';

/**
 * Parses `request` (the body a form would send) with `contract` and adds each issue to `ctx` on the
 * form field `fieldFor` maps its path to (`items.0.priceMinor` → `items.0.price`). Issues on paths
 * with no form field, or on a field listed in `skipFields` (already checked with a friendlier
 * message), are left out.
 */
export function addContractIssues(
  ctx: z.RefinementCtx,
  contract: z.ZodType,
  request: unknown,
  fieldFor: (path: string) => string | null,
  skipFields: readonly string[] = [],
): void {
  const result = contract.safeParse(request);
  if (result.success) return;
  for (const issue of result.error.issues) {
    const field = fieldFor(issue.path.join('.'));
    if (field === null || skipFields.includes(field)) continue;
    ctx.addIssue({ code: 'custom', path: field.split('.'), message: issue.message });
  }
}
