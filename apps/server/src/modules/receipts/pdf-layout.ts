/**
 * The building blocks of Malipo's A4 PDFs (receipts, invoices), drawn with pdfkit and its built-in
 * Helvetica (no font files, no network): the document and its bytes, the branded header (uploaded
 * logo and business name in the primary colour), label/value facts, table rows with columns placed
 * by hand, rules and the centred footer. Every string goes through {@link toPdfText}.
 * @module
 */
import PDFDocument from 'pdfkit';
import { toPdfText } from './pdf-text';

/** Page margin in points, on every side. */
export const PDF_MARGIN = 50;
/** Width of the writing area between the margins (A4 is 595 pt wide). */
export const PDF_CONTENT_WIDTH = 495;
/** Grey of labels and secondary text. */
export const PDF_MUTED = '#6B7280';
/** Colour of body text. */
export const PDF_TEXT = '#111827';
const RULE = '#E5E7EB';

/** One table column: its x position and width in points, and how its cells align. */
export interface PdfColumn {
  x: number;
  width: number;
  align: 'left' | 'right';
}

/**
 * A new A4 document with `info` (title, author) and the promise of its bytes, resolved once the
 * caller has drawn it and called `doc.end()`.
 */
export function createPdfDocument(info: { Title: string; Author: string }): {
  doc: PDFKit.PDFDocument;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument({ size: 'A4', margin: PDF_MARGIN, info });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/**
 * The branded header: the merchant's `logo` (already made safe by `pdfSafeLogo`; one pdfkit cannot
 * decode is left out), its `businessName` in `primaryColor`, and `title` below in grey.
 */
export function drawBrandHeader(
  doc: PDFKit.PDFDocument,
  {
    businessName,
    primaryColor,
    logo,
    title,
  }: { businessName: string; primaryColor: string; logo: Buffer | null; title: string },
): void {
  let nameX = PDF_MARGIN;
  if (logo) {
    try {
      doc.image(logo, PDF_MARGIN, PDF_MARGIN, { fit: [48, 48] });
      nameX = PDF_MARGIN + 60;
    } catch {
      // An image pdfkit cannot decode is left out rather than failing the document.
    }
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(primaryColor)
    .text(toPdfText(businessName), nameX, PDF_MARGIN + 12, {
      width: PDF_CONTENT_WIDTH - (nameX - PDF_MARGIN),
    });
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor(PDF_MUTED)
    .text(toPdfText(title), PDF_MARGIN, PDF_MARGIN + 64);
}

/** Label/value rows (labels grey on the left, values may hold several lines), after some space. */
export function drawFacts(doc: PDFKit.PDFDocument, facts: [string, string][]): void {
  doc.moveDown(1.5);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(PDF_MUTED)
      .text(toPdfText(label), PDF_MARGIN, y, { width: 120 });
    doc.fillColor(PDF_TEXT).text(toPdfText(value), PDF_MARGIN + 130, y, { width: 365 });
    doc.moveDown(0.4);
  }
}

/**
 * One table row: `cells[i]` in `columns[i]`, bold for headers and totals. Columns are placed by
 * hand, so a new page starts first when the row could straddle the bottom margin.
 */
export function drawTableRow(
  doc: PDFKit.PDFDocument,
  columns: readonly PdfColumn[],
  cells: readonly string[],
  bold = false,
): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
  const y = doc.y;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .fillColor(PDF_TEXT);
  let bottom = y;
  columns.forEach(({ x, width, align }, i) => {
    doc.text(toPdfText(cells[i] ?? ''), x, y, { width, align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = PDF_MARGIN;
  doc.y = bottom + 6;
}

/** A thin grey rule across the page, just above the current position. */
export function drawRule(doc: PDFKit.PDFDocument): void {
  doc
    .moveTo(PDF_MARGIN, doc.y - 3)
    .lineTo(PDF_MARGIN + PDF_CONTENT_WIDTH, doc.y - 3)
    .strokeColor(RULE)
    .stroke();
}

/** `text` small, grey and centred, after some space: the document's footer. */
export function drawFooter(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(PDF_MUTED)
    .text(toPdfText(text), PDF_MARGIN, doc.y, { width: PDF_CONTENT_WIDTH, align: 'center' });
}
