/**
 * The words of the invoice emails (docs/invoices.md#sending): the invoice itself and the
 * reminders before, on and after the due date. Plain text, English (the customer's language is not
 * known yet); each carries the link to the payer's invoice page and says the PDF is attached.
 * @module
 */
import { invoiceShareText } from '@malipo/contracts/invoice-sending';
import type { Invoice } from '@malipo/contracts/invoices';
import { formatMoney } from '@malipo/contracts/money';

/** What an invoice email needs besides the invoice: the merchant's name and the payer's page. */
export interface InvoiceEmailContext {
  businessName: string;
  /** The payer's invoice page, `PUBLIC_URL` + `/invoice/{id}`. */
  url: string;
}

/** Subject and body of the email that sends `invoice`. */
export function invoiceEmail(invoice: Invoice, context: InvoiceEmailContext) {
  return {
    subject: `Invoice ${invoice.number} from ${context.businessName}`,
    body: [
      `Hello ${invoice.customer.name},`,
      '',
      invoiceShareText({ ...invoice, ...context }),
      '',
      `View and pay it online: ${context.url}`,
      'The invoice is attached as a PDF.',
      '',
      context.businessName,
    ].join('\n'),
  };
}

/**
 * Subject and body of the reminder `offsetDays` from `invoice`'s due date (negative: before it, 0:
 * on it, positive: after it), for the amount still due.
 */
export function reminderEmail(invoice: Invoice, offsetDays: number, context: InvoiceEmailContext) {
  const due = formatMoney(invoice.amountDueMinor, invoice.currency);
  const when =
    offsetDays < 0
      ? `is due on ${invoice.dueDate}`
      : offsetDays === 0
        ? 'is due today'
        : `was due on ${invoice.dueDate}`;
  const subject =
    offsetDays > 0
      ? `Overdue: invoice ${invoice.number} from ${context.businessName}`
      : `Reminder: invoice ${invoice.number} from ${context.businessName} ${when}`;
  return {
    subject,
    body: [
      `Hello ${invoice.customer.name},`,
      '',
      `A reminder that invoice ${invoice.number} from ${context.businessName} ${when}. Amount due: ${due}.`,
      '',
      `View and pay it online: ${context.url}`,
      'The invoice is attached as a PDF. If you have already paid, thank you, and please ignore this email.',
      '',
      context.businessName,
    ].join('\n'),
  };
}
