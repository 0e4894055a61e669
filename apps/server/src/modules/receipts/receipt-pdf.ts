/**
 * Draws a receipt as an A4 PDF with pdfkit and its built-in Helvetica (no font files, no
 * network): merchant name in the primary colour and the uploaded logo when there is one, payer,
 * lines, total, currency, method, date and reference (docs/product.md#receipt-page), in the payer's
 * language (docs/i18n.md#what-is-translated): every label through the translator, money and dates
 * through the locale's formatters (docs/i18n.md#formatting; English money is `formatMoney`'s,
 * docs/product.md#display-of-amounts, with no decimals for 0-decimal currencies such as RWF and UGX).
 * @module
 */
import PDFDocument from 'pdfkit';
import { formatDateTimeForLocale, formatMoneyForLocale } from '@malipo/contracts/i18n/format';
import type { Locale } from '@malipo/contracts/i18n/locales';
import { createTranslator } from '@malipo/contracts/i18n/compile-messages';
import type { Translate } from '@malipo/contracts/i18n/translator';
import { MOBILE_MONEY_PROVIDERS } from '@malipo/contracts/mobile-money-options';
import type { PaymentMethodSummary } from '@malipo/contracts/payments';
import type { Receipt } from '@malipo/contracts/receipts';
import { toPdfText } from './pdf-text';

const MARGIN = 50;
const MUTED = '#6B7280';
const TEXT = '#111827';
// Column x positions and widths of the lines table (A4 is 595 pt wide).
const COLUMNS = {
  item: { x: MARGIN, width: 245 },
  quantity: { x: 300, width: 40 },
  unit: { x: 345, width: 95 },
  amount: { x: 445, width: 100 },
};

/** The payment method as one line: "Visa •••• 4242" or "MTN Mobile Money +250 ••• ••• 123". */
export function methodText(method: PaymentMethodSummary): string {
  if (method.type === 'card') {
    return `${method.brand.charAt(0).toUpperCase()}${method.brand.slice(1)} •••• ${method.last4}`;
  }
  if (method.type === 'bank_transfer') return 'Bank transfer';
  const provider = MOBILE_MONEY_PROVIDERS.find((p) => p.id === method.provider)?.name ?? method.provider;
  return `${provider} ${method.phoneMasked}`;
}

/** What every drawing step needs besides the document: the receipt, its language and time zone. */
interface DrawContext {
  receipt: Receipt;
  locale: Locale;
  t: Translate;
  timeZone: string;
}

function drawHeader(doc: PDFKit.PDFDocument, { receipt, t }: DrawContext, logo: Buffer | null) {
  let nameX = MARGIN;
  if (logo) {
    try {
      doc.image(logo, MARGIN, MARGIN, { fit: [48, 48] });
      nameX = MARGIN + 60;
    } catch {
      // An image pdfkit cannot decode is left out rather than failing the receipt.
    }
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(receipt.merchant.primaryColor)
    .text(toPdfText(receipt.merchant.businessName), nameX, MARGIN + 12, { width: 495 - (nameX - MARGIN) });
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor(MUTED)
    .text(toPdfText(t(`receipt:title.${receipt.kind}`)), MARGIN, MARGIN + 64);
}

function drawFacts(doc: PDFKit.PDFDocument, { receipt, locale, t, timeZone }: DrawContext) {
  const facts: [string, string][] = [
    [t('receipt:facts.paidTo'), receipt.merchant.businessName],
    [
      t('receipt:facts.paidBy'),
      [receipt.payer.name ?? t('receipt:facts.anonymous'), receipt.payer.email].join('\n'),
    ],
    ...(receipt.shippingAddress
      ? [[t('receipt:facts.shipTo'), receipt.shippingAddress] as [string, string]]
      : []),
    [t('receipt:facts.date'), formatDateTimeForLocale(receipt.paidAt, timeZone, locale)],
    [t('receipt:facts.paymentMethod'), methodText(receipt.paymentMethod)],
    [t('receipt:facts.currency'), receipt.currency],
    [t('receipt:facts.reference'), receipt.reference],
    [t('receipt:facts.receiptId'), receipt.id],
  ];
  doc.moveDown(1.5);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(toPdfText(label), MARGIN, y, { width: 120 });
    doc.fillColor(TEXT).text(toPdfText(value), MARGIN + 130, y, { width: 365 });
    doc.moveDown(0.4);
  }
}

function drawRow(doc: PDFKit.PDFDocument, cells: [string, string, string, string], bold = false) {
  // Columns are placed by hand, so start a new page before a row could straddle the bottom margin.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
  const y = doc.y;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .fillColor(TEXT);
  const keys = ['item', 'quantity', 'unit', 'amount'] as const;
  let bottom = y;
  keys.forEach((key, i) => {
    const { x, width } = COLUMNS[key];
    doc.text(toPdfText(cells[i] ?? ''), x, y, { width, align: i === 0 ? 'left' : 'right' });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom + 6;
}

function drawLines(doc: PDFKit.PDFDocument, { receipt, locale, t }: DrawContext) {
  const money = (minor: number) => formatMoneyForLocale(minor, receipt.currency, locale);
  doc.moveDown(1);
  drawRow(
    doc,
    [
      t('receipt:lines.item'),
      t('receipt:lines.quantity'),
      t('receipt:lines.unitPrice'),
      t('receipt:lines.amount'),
    ],
    true,
  );
  doc
    .moveTo(MARGIN, doc.y - 3)
    .lineTo(545, doc.y - 3)
    .strokeColor('#E5E7EB')
    .stroke();
  for (const line of receipt.lines) {
    drawRow(doc, [line.name, String(line.quantity), money(line.unitPriceMinor), money(line.amountMinor)]);
  }
  doc
    .moveTo(MARGIN, doc.y - 3)
    .lineTo(545, doc.y - 3)
    .strokeColor('#E5E7EB')
    .stroke();
  drawRow(doc, [t('receipt:lines.total'), '', receipt.currency, money(receipt.amountMinor)], true);
}

/**
 * Renders `receipt` (amounts in minor units) to the bytes of an A4 PDF in `locale`
 * (docs/i18n.md#what-is-translated). `logo` is the merchant's uploaded PNG/JPEG, already made safe by
 * `pdfSafeLogo` (null for none or a logo by URL, which is never fetched); `timeZone` (IANA) is the
 * merchant's, for the payment date.
 */
export function renderReceiptPdf(
  receipt: Receipt,
  { logo, timeZone, locale }: { logo: Buffer | null; timeZone: string; locale: Locale },
): Promise<Buffer> {
  const context: DrawContext = { receipt, locale, t: createTranslator(locale), timeZone };
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: context.t('receipt:documentTitle', { reference: receipt.reference }),
      Author: receipt.merchant.businessName,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawHeader(doc, context, logo);
  drawFacts(doc, context);
  drawLines(doc, context);
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(toPdfText(context.t('receipt:footer')), MARGIN, doc.y, { width: 495, align: 'center' });
  doc.end();
  return done;
}
