/**
 * The sandbox provider's hosted card page (docs/payments.md#hosted-card-step): the HTML a payer sees
 * when a payer page without JavaScript sends them to the provider to type their card, as real
 * providers' redirect checkouts do. Plain HTML and a few inline styles, no script; every value
 * written into it is HTML-escaped. The card number and security code are never written back into
 * the page, even after an error.
 * @module
 */
import escapeHtml from 'escape-html';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';

/** The form's fields, as the page posts them (`application/x-www-form-urlencoded`). */
export type HostedCardField = 'number' | 'expiry' | 'cvc' | 'holderName';

/** What the page shows: where it returns, the opaque state, kept values and per-field errors. */
export interface HostedCardView {
  /** Malipo's path the payer returns to (already checked to be a local path). */
  returnTo: string;
  /** Opaque value handed back to Malipo unchanged. */
  state: string;
  /** Values typed before an error, kept for the payer — never the number or security code. */
  kept?: { expiry?: string; holderName?: string };
  errors?: Partial<Record<HostedCardField, string>>;
}

const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f1f5f9;color:#0f172a}
main{max-width:26rem;margin:0 auto;padding:1.5rem 1rem}
form{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.25rem}
h1{font-size:1.25rem;margin:0 0 .25rem}p{margin:.25rem 0 1rem;color:#475569;font-size:.875rem}
label{display:block;font-weight:600;font-size:.875rem;margin:.75rem 0 .25rem}
input{box-sizing:border-box;width:100%;height:2.75rem;border:1px solid #cbd5e1;border-radius:.5rem;padding:0 .75rem;font-size:1rem}
input[aria-invalid=true]{border-color:#dc2626}.error{color:#b91c1c;font-size:.875rem;margin:.25rem 0 0}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{margin-top:1.25rem;width:100%;height:3rem;border:0;border-radius:.5rem;background:#0f172a;color:#fff;font-size:1rem;font-weight:600}
a{display:block;text-align:center;margin-top:1rem;color:#334155}`;

interface FieldSpec {
  label: string;
  autocomplete: string;
  inputmode?: string;
  placeholder?: string;
}

const FIELDS: Record<HostedCardField, FieldSpec> = {
  holderName: { label: 'Name on card', autocomplete: 'cc-name' },
  number: { label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric' },
  expiry: { label: 'Expiry (MM/YY)', autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: 'MM/YY' },
  cvc: { label: 'Security code', autocomplete: 'cc-csc', inputmode: 'numeric' },
};

function field(view: HostedCardView, name: HostedCardField): string {
  const spec = FIELDS[name];
  const error = view.errors?.[name];
  const kept = name === 'expiry' || name === 'holderName' ? (view.kept?.[name] ?? '') : '';
  const attributes = [
    `id="${name}"`,
    `name="${name}"`,
    `autocomplete="${spec.autocomplete}"`,
    'required',
    spec.inputmode ? `inputmode="${spec.inputmode}"` : '',
    spec.placeholder ? `placeholder="${spec.placeholder}"` : '',
    kept ? `value="${escapeHtml(kept)}"` : '',
    error ? `aria-invalid="true" aria-describedby="${name}-error"` : '',
  ].filter(Boolean);
  return [
    `<div><label for="${name}">${spec.label}</label>`,
    `<input ${attributes.join(' ')}>`,
    error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : '',
    '</div>',
  ].join('');
}

/** The whole page as an HTML document. */
export function renderHostedCardPage(view: HostedCardView): string {
  const cancelHref = `${view.returnTo}${view.returnTo.includes('?') ? '&' : '?'}${new URLSearchParams({
    state: view.state,
    card_canceled: '1',
  })}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Card details · Sandbox provider</title><style>${STYLE}</style></head>
<body><main>
<form method="post" action="/sandbox/hosted/card" novalidate>
<h1>Card details</h1>
<p>Sandbox provider: test cards only, e.g. ${SANDBOX_CARDS.success.replace(/(\d{4})(?=\d)/g, '$1 ')}. Malipo never sees the number.</p>
<input type="hidden" name="returnTo" value="${escapeHtml(view.returnTo)}">
<input type="hidden" name="state" value="${escapeHtml(view.state)}">
${field(view, 'holderName')}${field(view, 'number')}
<div class="row">${field(view, 'expiry')}${field(view, 'cvc')}</div>
<button type="submit">Continue</button>
<a href="${escapeHtml(cancelHref)}">Cancel and go back</a>
</form></main></body></html>`;
}
