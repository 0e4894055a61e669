/**
 * Draws an invoice as an A4 PDF (docs/invoices.md#pdf) with the receipt's building blocks
 * (`receipts/pdf-layout.ts`): the merchant's branding (uploaded logo, business name in the primary
 * colour, a bar in the secondary colour), "Invoice" and its number, its status with a stamp for
 * `paid` (PAID), `void` (VOID) and `draft` (DRAFT), the issue and due dates (the issue day in the
 * merchant's time zone), the customer billed, the lines, the totals and the memo. Amounts are minor
 * units formatted as the language writes money. In English (the dashboard's) or French (a payer's
 * choice): every label is in {@link INVOICE_PDF_STRINGS}, so another language is one more entry there.
 * @module
 */
import { eq } from 'drizzle-orm';
import { formatDayForLocale, formatMoneyForLocale } from '@malipo/contracts/i18n/format';
import type { Invoice, InvoiceStatus } from '@malipo/contracts/invoices';
import type { Locale } from '@malipo/contracts/i18n/locales';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { findLogo } from '../settings/settings.repo';
import {
  createPdfDocument,
  drawBrandHeader,
  drawFacts,
  drawFooter,
  drawRule,
  drawTableRow,
  PDF_CONTENT_WIDTH,
  PDF_MARGIN,
  PDF_MUTED,
  PDF_TEXT,
  type PdfColumn,
} from '../receipts/pdf-layout';
import { toPdfText } from '../receipts/pdf-text';
import { pdfSafeLogo } from '../receipts/receipt-logo';
import { localDay } from './invoice-state';

/** Every label an invoice PDF draws, by language. */
export const INVOICE_PDF_STRINGS = {
  en: {
    title: (number: string) => `Invoice ${number}`,
    status: 'Status',
    statuses: {
      draft: 'Draft',
      open: 'Open',
      partially_paid: 'Partially paid',
      paid: 'Paid',
      void: 'Void',
      uncollectible: 'Uncollectible',
    } satisfies Record<InvoiceStatus, string>,
    stamps: { paid: 'PAID', void: 'VOID', draft: 'DRAFT' },
    issueDate: 'Issue date',
    notIssued: 'Not issued yet',
    dueDate: 'Due date',
    billTo: 'Bill to',
    from: 'From',
    currency: 'Currency',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    tax: 'Tax',
    amount: 'Amount',
    untaxed: '—',
    subtotal: 'Subtotal',
    discount: 'Discount',
    total: 'Total',
    amountPaid: 'Amount paid',
    amountDue: 'Amount due',
    memo: 'Memo',
    footer: 'Thank you for your business.',
  },
  fr: {
    title: (number: string) => `Facture ${number}`,
    status: 'Statut',
    statuses: {
      draft: 'Brouillon',
      open: 'À payer',
      partially_paid: 'Payée en partie',
      paid: 'Payée',
      void: 'Annulée',
      uncollectible: 'Irrécouvrable',
    } satisfies Record<InvoiceStatus, string>,
    stamps: { paid: 'PAYÉE', void: 'ANNULÉE', draft: 'BROUILLON' },
    issueDate: 'Date d’émission',
    notIssued: 'Pas encore émise',
    dueDate: 'Date d’échéance',
    billTo: 'Facturé à',
    from: 'De',
    currency: 'Devise',
    description: 'Description',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    tax: 'Taxe',
    amount: 'Montant',
    untaxed: '—',
    subtotal: 'Sous-total',
    discount: 'Remise',
    total: 'Total',
    amountPaid: 'Montant payé',
    amountDue: 'Montant dû',
    memo: 'Note',
    footer: 'Merci de votre confiance.',
  },
} satisfies Record<Locale, unknown>;

/** A language the invoice PDF is written in. */
export type InvoicePdfLocale = keyof typeof INVOICE_PDF_STRINGS;

/** The merchant as the PDF shows it: branding, IANA time zone and its logo made safe (or null). */
export interface InvoicePdfMerchant {
  businessName: string;
  primaryColor: string;
  secondaryColor: string;
  timeZone: string;
  logo: Buffer | null;
}

// The lines table: description, quantity, unit price, tax rate, line amount (A4 is 595 pt wide).
const LINE_COLUMNS: PdfColumn[] = [
  { x: PDF_MARGIN, width: 170, align: 'left' },
  { x: 225, width: 40, align: 'right' },
  { x: 270, width: 90, align: 'right' },
  { x: 365, width: 50, align: 'right' },
  { x: 420, width: 125, align: 'right' },
];
// The totals under it: label, amount.
const TOTAL_COLUMNS: PdfColumn[] = [
  { x: 270, width: 145, align: 'right' },
  { x: 420, width: 125, align: 'right' },
];
const STAMP_COLORS = { paid: '#15803D', void: '#B91C1C', draft: '#6B7280' };

/** A tax rate in basis points as a percentage: 1 800 → `18%`, 1 250 → `12.5%`. */
export function taxRateText(bps: number): string {
  return `${bps / 100}%`;
}

/** The PDF's download file name: the invoice number (`INV-0001.pdf`), any `/` of its prefix as `-`. */
export function invoicePdfFileName(invoice: Pick<Invoice, 'number'>): string {
  return `${invoice.number.replace(/[/\\"]/g, '-')}.pdf`;
}

/** A calendar day `YYYY-MM-DD` as `locale` writes days. */
function dayText(day: string, locale: InvoicePdfLocale): string {
  return formatDayForLocale(`${day}T00:00:00Z`, locale);
}

/** The stamp across the top right, rotated, for paid, void and draft invoices. */
function drawStamp(doc: PDFKit.PDFDocument, status: InvoiceStatus, locale: InvoicePdfLocale) {
  if (status !== 'paid' && status !== 'void' && status !== 'draft') return;
  const color = STAMP_COLORS[status];
  const x = PDF_MARGIN + PDF_CONTENT_WIDTH - 150;
  const y = PDF_MARGIN + 90;
  doc.save();
  doc.rotate(-15, { origin: [x + 75, y + 20] });
  doc.roundedRect(x, y, 150, 40, 6).lineWidth(3).strokeColor(color).stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(24)
    .fillColor(color)
    .text(INVOICE_PDF_STRINGS[locale].stamps[status], x, y + 9, { width: 150, align: 'center' });
  doc.restore();
  doc.lineWidth(1);
}

/**
 * Renders `invoice` (amounts in minor units of its currency) to the bytes of an A4 PDF for
 * `merchant`, in `locale`.
 */
export function renderInvoicePdf(
  invoice: Invoice,
  merchant: InvoicePdfMerchant,
  locale: InvoicePdfLocale = 'en',
): Promise<Buffer> {
  const s = INVOICE_PDF_STRINGS[locale];
  const money = (minor: number) => formatMoneyForLocale(minor, invoice.currency, locale);
  const { doc, bytes } = createPdfDocument({
    Title: s.title(invoice.number),
    Author: merchant.businessName,
  });

  drawBrandHeader(doc, { ...merchant, title: s.title(invoice.number) });
  doc
    .rect(PDF_MARGIN, PDF_MARGIN + 84, PDF_CONTENT_WIDTH, 2)
    .fillColor(merchant.secondaryColor)
    .fill();
  doc.fillColor(PDF_TEXT);
  doc.y = PDF_MARGIN + 84;
  drawStamp(doc, invoice.status, locale);

  const customer = [invoice.customer.name, invoice.customer.email, invoice.customer.phone]
    .filter((part): part is string => Boolean(part))
    .join('\n');
  const issued = invoice.issuedAt
    ? dayText(localDay(new Date(invoice.issuedAt), merchant.timeZone), locale)
    : s.notIssued;
  drawFacts(doc, [
    [s.status, s.statuses[invoice.status]],
    [s.issueDate, issued],
    [s.dueDate, dayText(invoice.dueDate, locale)],
    [s.from, merchant.businessName],
    [s.billTo, customer],
    [s.currency, invoice.currency],
  ]);

  doc.moveDown(1);
  drawTableRow(doc, LINE_COLUMNS, [s.description, s.quantity, s.unitPrice, s.tax, s.amount], true);
  drawRule(doc);
  for (const line of invoice.lines) {
    drawTableRow(doc, LINE_COLUMNS, [
      line.description,
      String(line.quantity),
      money(line.unitPriceMinor),
      line.taxRateBps === null ? s.untaxed : taxRateText(line.taxRateBps),
      money(line.lineSubtotalMinor),
    ]);
  }
  drawRule(doc);
  drawTableRow(doc, TOTAL_COLUMNS, [s.subtotal, money(invoice.subtotalMinor)]);
  if (invoice.discountMinor > 0)
    drawTableRow(doc, TOTAL_COLUMNS, [s.discount, money(-invoice.discountMinor)]);
  drawTableRow(doc, TOTAL_COLUMNS, [s.tax, money(invoice.taxMinor)]);
  drawTableRow(doc, TOTAL_COLUMNS, [s.total, money(invoice.totalMinor)], true);
  drawTableRow(doc, TOTAL_COLUMNS, [s.amountPaid, money(invoice.amountPaidMinor)]);
  drawTableRow(doc, TOTAL_COLUMNS, [s.amountDue, money(invoice.amountDueMinor)], true);

  if (invoice.memo) {
    doc.moveDown(1);
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(PDF_MUTED)
      .text(toPdfText(s.memo), PDF_MARGIN, doc.y, { width: PDF_CONTENT_WIDTH });
    doc
      .font('Helvetica')
      .fillColor(PDF_TEXT)
      .text(toPdfText(invoice.memo), PDF_MARGIN, doc.y, { width: PDF_CONTENT_WIDTH });
  }
  drawFooter(doc, s.footer);
  doc.end();
  return bytes;
}

/**
 * `invoice` (already read for merchant `merchantId`) as PDF `bytes` in `locale` with its download
 * `fileName`: reads the merchant's branding, time zone and uploaded logo (logos by URL are not fetched).
 */
export async function invoicePdf(
  db: Db,
  merchantId: string,
  invoice: Invoice,
  locale: InvoicePdfLocale = 'en',
): Promise<{ fileName: string; bytes: Buffer }> {
  const [row] = await db
    .select({
      businessName: merchants.businessName,
      primaryColor: merchants.primaryColor,
      secondaryColor: merchants.secondaryColor,
      timeZone: merchants.timeZone,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!row) throw new Error(`Merchant ${merchantId} not found`);
  const logo = await findLogo(db, merchantId);
  const bytes = await renderInvoicePdf(invoice, { ...row, logo: logo ? pdfSafeLogo(logo) : null }, locale);
  return { fileName: invoicePdfFileName(invoice), bytes };
}
