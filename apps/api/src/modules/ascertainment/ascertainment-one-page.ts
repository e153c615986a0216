import type { AscertainmentStatus, TAscertainment } from '@trade-terms/domain/ascertainment';
import { onePageTotals, type TOnePage } from '@trade-terms/domain/ascertainment-one-page';
import { formatBrDate } from '@trade-terms/domain/dates';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { TExportFile } from '@trade-terms/domain/import-export-jobs';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { pdfField, pdfMoney, renderPdf } from '../../platform/pdf/pdf-document';
import { samePeriodIds } from './ascertainment-one-page-repository';
import { getAscertainment, type ReadCaller } from './ascertainment-reads';

/**
 * The one page of an agreement and period (docs/domain.md "One page"): addressed by one of its
 * ascertainments, it gathers every ascertainment of that agreement and period the caller may see
 * (one per business unit), their lines' values and the totals; 404 outside the restrictions.
 */
export async function getOnePage(db: Db, id: number, caller: ReadCaller): Promise<TOnePage> {
  const ids = await samePeriodIds(db, id, caller.restrictions);
  if (ids.length === 0) throw new AppError('NOT_FOUND');
  const read: TAscertainment[] = [];
  for (const each of ids) read.push(await getAscertainment(db, each, caller));
  const first = read[0] as TAscertainment;
  const lines = read.flatMap((a) =>
    a.lines.map((line) => ({
      ascertainmentId: a.id,
      commodity: a.commodity,
      leverName: line.leverName,
      fundsType: line.fundsType,
      accurateValue: line.accurateValue,
      validatedValue: line.validatedValue,
      finalValue: line.finalValue,
      abatement: line.abatement,
      toPay: line.toPay,
    })),
  );
  return {
    agreement: {
      id: first.agreementId,
      description: first.agreementDescription,
      economicGroup: first.economicGroup,
      channels: first.channels,
      signatureStatus: first.signatureStatus,
    },
    period: first.period,
    periodStart: first.periodStart,
    periodEnd: first.periodEnd,
    ascertainments: read.map((a) => ({ id: a.id, commodity: a.commodity, status: a.status })),
    lines,
    totals: onePageTotals(lines),
  };
}

/** The statuses as the screens name them, for the printed and exported documents. */
export const STATUS_LABELS: Record<AscertainmentStatus, MessageKey> = {
  EM_VALIDACAO: 'ascertainmentScreens.status.EM_VALIDACAO',
  EM_APROVACAO: 'ascertainmentScreens.status.EM_APROVACAO',
  APROVADA: 'ascertainmentScreens.status.APROVADA',
  REPROVADA: 'ascertainmentScreens.status.REPROVADA',
};

const COLUMNS: { key: MessageKey; width: number }[] = [
  { key: 'ascertainmentOnePage.lever', width: 220 },
  { key: 'ascertainmentOnePage.accurate', width: 95 },
  { key: 'ascertainmentOnePage.validated', width: 95 },
  { key: 'ascertainmentOnePage.final', width: 95 },
  { key: 'ascertainmentOnePage.abatement', width: 95 },
  { key: 'ascertainmentOnePage.toPay', width: 95 },
];

/** One table row at the cursor: the first cell left, the values right-aligned. */
function row(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  const y = doc.y;
  let x = doc.page.margins.left;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  let height = 0;
  cells.forEach((cell, index) => {
    const width = COLUMNS[index]?.width ?? 90;
    doc.text(cell, x, y, { width: width - 6, align: index === 0 ? 'left' : 'right' });
    height = Math.max(height, doc.y - y);
    x += width;
  });
  doc.x = doc.page.margins.left;
  doc.y = y + height + 4;
}

function drawOnePage(
  doc: PDFKit.PDFDocument,
  page: TOnePage,
  language: Language,
  printed: { printedBy: string; printedOn: string },
) {
  const t = (key: MessageKey, params?: Record<string, string>) => translate(language, key, params);
  const money = (value: string | null) => pdfMoney(value, language);
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(
      t('ascertainmentOnePage.title', { agreement: `${page.agreement.id} - ${page.agreement.description}` }),
    );
  doc.moveDown(0.4);
  pdfField(
    doc,
    t('ascertainmentOnePage.holding'),
    `${page.agreement.economicGroup.code} — ${page.agreement.economicGroup.name}`,
  );
  pdfField(doc, t('ascertainmentOnePage.channels'), page.agreement.channels.join(', '));
  pdfField(doc, t('ascertainmentOnePage.period'), `${page.period} (${page.periodStart} – ${page.periodEnd})`);
  pdfField(
    doc,
    t('ascertainmentOnePage.signature'),
    t(`agreement.signature.${page.agreement.signatureStatus}`),
  );
  pdfField(
    doc,
    t('ascertainmentOnePage.ascertainments'),
    page.ascertainments.map((a) => `${a.id} (${a.commodity}, ${t(STATUS_LABELS[a.status])})`).join(', '),
  );
  doc.moveDown(0.8);
  row(
    doc,
    COLUMNS.map((column) => t(column.key)),
    true,
  );
  for (const line of page.lines) {
    row(doc, [
      `${line.leverName} — ${line.fundsType} — ${line.commodity}`,
      money(line.accurateValue),
      money(line.validatedValue),
      money(line.finalValue),
      money(line.abatement),
      money(line.toPay),
    ]);
  }
  const totals = page.totals;
  row(
    doc,
    [
      t('ascertainmentOnePage.totals'),
      money(totals.accurateValue),
      money(totals.validatedValue),
      money(totals.finalValue),
      money(totals.abatement),
      money(totals.toPay),
    ],
    true,
  );
  doc
    .moveDown(1)
    .font('Helvetica-Oblique')
    .fontSize(8)
    .text(t('agreement.print.printedBy', { name: printed.printedBy, at: printed.printedOn }));
}

/** `impressao/imprimir` of `APURACAO_ONE_PAGE`: the one page as a one-page landscape PDF. */
export async function onePagePdf(
  db: Db,
  id: number,
  caller: ReadCaller & { name: string; language: Language },
): Promise<TExportFile> {
  const page = await getOnePage(db, id, caller);
  const title = translate(caller.language, 'ascertainmentOnePage.title', {
    agreement: `${page.agreement.id} - ${page.agreement.description}`,
  });
  const printed = { printedBy: caller.name, printedOn: formatBrDate(caller.today) };
  const pdf = await renderPdf((doc) => drawOnePage(doc, page, caller.language, printed), {
    title,
    layout: 'landscape',
  });
  const period = page.period.replace('/', '-');
  return {
    content: pdf.toString('base64'),
    fileName: `${translate(caller.language, 'ascertainmentOnePage.fileName')}_${page.agreement.id}_${period}.pdf`,
    fileType: 'pdf',
    mime: 'application/pdf',
  };
}
