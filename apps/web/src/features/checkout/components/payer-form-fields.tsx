/**
 * The hidden fields of a payer form posted without JavaScript (docs/architecture.md#payer-pages):
 * what it asks for (`intent`), its idempotency key — the same for a double submit, so it charges
 * once (docs/payments.md#idempotency) — and the page state it was posted from.
 */
export function PayerFormFields({
  intent,
  formKey,
  extra = {},
}: {
  /** e.g. `pay`, `otp`. */
  intent: string;
  formKey: string;
  /** More hidden values by name (e.g. the chosen method, the payment waiting for an OTP). */
  extra?: Readonly<Record<string, string>>;
}) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="idempotencyKey" value={formKey} />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
