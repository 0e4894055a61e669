/** Tells the payer that products in their saved cart are gone or sold out and were removed. */
export function DroppedLinesNotice({ isShown }: { isShown: boolean }) {
  if (!isShown) return null;
  return (
    <p
      role="status"
      className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      Some products in your cart are no longer available and were removed.
    </p>
  );
}
