import type { Language } from '@trade-terms/domain/i18n';
import PDFDocument from 'pdfkit';

/** The pieces every printed document (`impressao/imprimir`) is drawn with, in PDFKit. */

export const PDF_MARGIN = 48;

/** Money as Brazilians read it: 1.234,50 (the stored value is exact; only its writing changes). */
export function pdfMoney(value: string | null, language: Language): string {
  if (value === null) return '—';
  const [whole = '0', cents = '00'] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'pt-BR' ? '.' : ',');
  return language === 'pt-BR' ? `R$ ${grouped},${cents}` : `R$ ${grouped}.${cents}`;
}

/** Builds the PDF in memory: a document is a few pages, and the answer is base64 anyway. */
export function renderPdf(
  draw: (doc: PDFKit.PDFDocument) => void,
  info: { title: string; layout?: 'portrait' | 'landscape' },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: info.layout ?? 'portrait',
      margin: PDF_MARGIN,
      info: { Title: info.title },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

export function pdfField(doc: PDFKit.PDFDocument, label: string, value: string | null | undefined): void {
  doc.font('Helvetica-Bold').fontSize(9).text(`${label}: `, { continued: true });
  doc.font('Helvetica').text(value && value.length > 0 ? value : '—');
}

export function pdfHeading(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text).moveDown(0.3);
}
