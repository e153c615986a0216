import type { TAgreement } from '@trade-terms/domain/agreements';
import { formatBrDate } from '@trade-terms/domain/dates';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { TExportFile } from '@trade-terms/domain/import-export-jobs';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { Db } from '../../platform/db/database';
import {
  pdfField as field,
  pdfHeading as heading,
  pdfMoney as money,
  renderPdf as render,
} from '../../platform/pdf/pdf-document';
import type { LifecycleCaller } from './agreement-lifecycle';
import { getAgreement } from './agreements-service';

function percent(value: string | null): string {
  return value === null ? '—' : `${Number(value).toString()} %`;
}

/** The agreement's pages: main information, totals, then each lever with its values and parties. */
function drawAgreement(
  doc: PDFKit.PDFDocument,
  agreement: TAgreement,
  language: Language,
  { printedBy, printedOn }: { printedBy: string; printedOn: string },
) {
  const t = (key: MessageKey, params?: Record<string, string>) => translate(language, key, params);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(t('agreement.print.title', { id: String(agreement.id) }));
  doc.font('Helvetica').fontSize(11).text(agreement.description).moveDown(0.5);
  field(
    doc,
    t('agreement.print.holding'),
    `${agreement.economicGroup.code} — ${agreement.economicGroup.name}`,
  );
  if (agreement.flag) field(doc, t('agreement.print.flag'), agreement.flag.name);
  field(doc, t('agreement.print.channels'), agreement.channels.join(', '));
  field(doc, t('agreement.print.validity'), `${agreement.validityStart} – ${agreement.validityEnd}`);
  field(doc, t('agreement.print.status'), t(`agreement.status.${agreement.status}`));
  field(doc, t('agreement.print.signature'), t(`agreement.signature.${agreement.signatureStatus}`));
  field(doc, t('agreement.print.region'), agreement.region);
  field(doc, t('agreement.print.businessUnit'), agreement.businessUnit);
  field(doc, t('agreement.print.segment'), agreement.segment);
  field(doc, t('agreement.print.salesOrganization'), agreement.salesOrganization);
  field(doc, t('agreement.print.paymentDescription'), agreement.paymentDescription);

  heading(doc, t('agreement.print.totals'));
  field(doc, 'ON', money(agreement.totals.on, language));
  field(doc, 'OFF', money(agreement.totals.off, language));
  for (const [code, value] of Object.entries(agreement.totals.byCommodity))
    field(doc, code, money(value, language));

  heading(doc, t('agreement.print.levers'));
  for (const lever of agreement.levers) {
    doc.font('Helvetica-Bold').fontSize(10).text(`${lever.name} (${lever.channel}) — ${lever.fundsType}`);
    field(doc, t('agreement.print.discount'), percent(lever.discountPercent));
    if (lever.goal !== null) field(doc, t('agreement.print.goal'), money(lever.goal, language));
    if (lever.growthPercent !== null) field(doc, t('agreement.print.growth'), percent(lever.growthPercent));
    if (lever.fixedValue !== null)
      field(doc, t('agreement.print.fixedValue'), money(lever.fixedValue, language));
    field(doc, t('agreement.print.expectedYearlyValue'), money(lever.expectedYearlyValue, language));
    field(doc, t('agreement.print.customers'), lever.customers.join(', '));
    field(doc, t('agreement.print.payers'), lever.payers.join(', '));
    for (const event of lever.events) {
      field(
        doc,
        `${t('agreement.print.event')} ${event.competence}`,
        `${event.description} — ${money(event.value, language)}`,
      );
    }
    doc.moveDown(0.5);
  }
  doc
    .moveDown(1)
    .font('Helvetica-Oblique')
    .fontSize(8)
    .text(t('agreement.print.printedBy', { name: printedBy, at: printedOn }));
}

/**
 * `impressao/imprimir` of an agreement: the agreement the caller may see, as a PDF in their
 * language, answered as the spec's export response.
 */
export async function agreementPdf(
  db: Db,
  id: number,
  caller: LifecycleCaller & { name: string },
): Promise<TExportFile> {
  const agreement = await getAgreement(db, id, caller);
  const title = translate(caller.language, 'agreement.print.title', { id: String(id) });
  const printed = { printedBy: caller.name, printedOn: formatBrDate(caller.today) };
  const pdf = await render((doc) => drawAgreement(doc, agreement, caller.language, printed), { title });
  return {
    content: pdf.toString('base64'),
    fileName: `${translate(caller.language, 'agreement.print.fileName')}_${id}.pdf`,
    fileType: 'pdf',
    mime: 'application/pdf',
  };
}
