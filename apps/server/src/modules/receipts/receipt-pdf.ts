/**
 * Draws a receipt as an A4 PDF with pdfkit and its built-in Helvetica (no font files, no
 * network): merchant name in the primary colour and the uploaded logo when there is one, payer,
 * lines, total, currency, method, date and reference (docs/product.md#receipt-page), in the payer's
 * language (docs/i18n.md#what-is-translated): every label through the translator, money and dates
 * through the locale's formatters (docs/i18n.md#formatting; English money is `formatMoney`'s,
 * docs/product.md#display-of-amounts, with no decimals for 0-decimal currencies such as RWF and UGX).
 * @module
 */
import { formatDateTimeForLocale, formatMoneyForLocale } from '@malipo/contracts/i18n/format';
import type { Locale } from '@malipo/contracts/i18n/locales';
import { createTranslator } from '@malipo/contracts/i18n/compile-messages';
import type { Translate } from '@malipo/contracts/i18n/translator';
import { MOBILE_MONEY_PROVIDERS } from '@malipo/contracts/mobile-money-options';
import type { PaymentMethodSummary } from '@malipo/contracts/payments';
import type { Receipt } from '@malipo/contracts/receipts';
import {
  createPdfDocument,
  drawBrandHeader,
  drawFacts as drawFactRows,
  drawFooter,
  drawRule,
  drawTableRow,
  PDF_MARGIN,
  type PdfColumn,
} from './pdf-layout';

// The lines table: item, quantity, unit price, amount (A4 is 595 pt wide).
const COLUMNS: PdfColumn[] = [
  { x: PDF_MARGIN, width: 245, align: 'left' },
  { x: 300, width: 40, align: 'right' },
  { x: 345, width: 95, align: 'right' },
  { x: 445, width: 100, align: 'right' },
];

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
  drawBrandHeader(doc, { ...receipt.merchant, logo, title: t(`receipt:title.${receipt.kind}`) });
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
  drawFactRows(doc, facts);
}

function drawLines(doc: PDFKit.PDFDocument, { receipt, locale, t }: DrawContext) {
  const money = (minor: number) => formatMoneyForLocale(minor, receipt.currency, locale);
  doc.moveDown(1);
  drawTableRow(
    doc,
    COLUMNS,
    [
      t('receipt:lines.item'),
      t('receipt:lines.quantity'),
      t('receipt:lines.unitPrice'),
      t('receipt:lines.amount'),
    ],
    true,
  );
  drawRule(doc);
  for (const line of receipt.lines) {
    drawTableRow(doc, COLUMNS, [
      line.name,
      String(line.quantity),
      money(line.unitPriceMinor),
      money(line.amountMinor),
    ]);
  }
  drawRule(doc);
  drawTableRow(
    doc,
    COLUMNS,
    [t('receipt:lines.total'), '', receipt.currency, money(receipt.amountMinor)],
    true,
  );
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
  const { doc, bytes } = createPdfDocument({
    Title: context.t('receipt:documentTitle', { reference: receipt.reference }),
    Author: receipt.merchant.businessName,
  });
  drawHeader(doc, context, logo);
  drawFacts(doc, context);
  drawLines(doc, context);
  drawFooter(doc, context.t('receipt:footer'));
  doc.end();
  return bytes;
}
