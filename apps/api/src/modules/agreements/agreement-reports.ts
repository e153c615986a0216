import type { TConsolidatedExport, TQuotaEventsExport } from '@trade-terms/domain/agreement-reports';
import { isoDateToCompetenceText } from '@trade-terms/domain/competence';
import { formatBrDate, parseBrDate } from '@trade-terms/domain/dates';
import { translate } from '@trade-terms/domain/i18n';
import type { TExportFile } from '@trade-terms/domain/import-export-jobs';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { isMoneyAbove, sumMoney } from '@trade-terms/domain/money';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { type SheetColumn, workbookFile } from '../../platform/export/workbook-file';
import { catalogueEntries, leverEventsOf } from '../levers/levers-service';
import { recordsByCodes } from '../master-data/register-records';
import { flagsByIds } from '../promo-migration/new-flag-service';
import type { LifecycleCaller } from './agreement-lifecycle';
import { agreementLeverRows } from './agreements-repository';
import { agreementQuery, getAgreement } from './agreements-service';

type Filters = TConsolidatedExport | TQuotaEventsExport;

/** The lever rows an export writes, refused beyond the inline limit (the file is answered at once). */
async function exportedRows(
  db: Db,
  filters: Filters,
  caller: LifecycleCaller,
  options: { maxRows: number; onlyWithEvents?: boolean },
) {
  const rows = await agreementLeverRows(db, await agreementQuery(db, filters, caller), {
    limit: options.maxRows + 1,
    ...(options.onlyWithEvents ? { onlyWithEvents: true } : {}),
  });
  if (rows.length > options.maxRows) throw new AppError('EXPORT_TOO_LARGE', { max: String(options.maxRows) });
  const [catalogue, holdings, flags] = await Promise.all([
    catalogueEntries(
      db,
      rows.map((row) => row.lever.leverId),
      caller.today,
    ),
    recordsByCodes(db, REGISTER_DECLARATIONS.economicGroup, [
      ...new Set(rows.map((row) => row.agreement.economicGroupCode)),
    ]),
    flagsByIds(
      db,
      rows.flatMap((row) => (row.agreement.flagId === null ? [] : [row.agreement.flagId])),
    ),
  ]);
  return rows.map(({ agreement, lever }) => ({
    agreement,
    lever,
    leverName: catalogue.get(lever.leverId)?.name ?? '',
    model: catalogue.get(lever.leverId)?.calculationModel ?? '',
    holding: `${agreement.economicGroupCode} — ${String(holdings.get(agreement.economicGroupCode)?.name ?? '')}`,
    flag: agreement.flagId === null ? '' : (flags.get(agreement.flagId)?.name ?? ''),
  }));
}

const AGREEMENT_COLUMNS: SheetColumn[] = [
  { header: 'agreement.export.id', key: 'id', width: 10 },
  { header: 'agreement.export.description', key: 'description', width: 36 },
  { header: 'agreement.export.holding', key: 'holding', width: 32 },
  { header: 'agreement.export.flag', key: 'flag', width: 24 },
  { header: 'agreement.export.channels', key: 'channels', width: 12 },
  { header: 'agreement.export.status', key: 'status', width: 22 },
];

/**
 * `exportarConsolidado`: one row per lever of every agreement the filters match (channel and
 * business unit filters required), values as exact decimals.
 */
export async function consolidatedExport(
  db: Db,
  filters: TConsolidatedExport,
  caller: LifecycleCaller,
  maxRows: number,
): Promise<TExportFile> {
  const rows = await exportedRows(db, filters, caller, { maxRows });
  const t = (key: MessageKey) => translate(caller.language, key);
  return workbookFile(
    caller.language,
    { sheet: 'agreement.export.consolidatedSheet', file: 'agreement.export.consolidatedFileName' },
    [
      ...AGREEMENT_COLUMNS,
      { header: 'agreement.export.signature', key: 'signature', width: 22 },
      { header: 'agreement.export.validityStart', key: 'validityStart', width: 14 },
      { header: 'agreement.export.validityEnd', key: 'validityEnd', width: 14 },
      { header: 'agreement.export.region', key: 'region', width: 10 },
      { header: 'agreement.export.businessUnit', key: 'businessUnit', width: 12 },
      { header: 'agreement.export.lever', key: 'lever', width: 32 },
      { header: 'agreement.export.model', key: 'model', width: 20 },
      { header: 'agreement.export.fundsType', key: 'fundsType', width: 8 },
      { header: 'agreement.export.discount', key: 'discount', width: 12 },
      { header: 'agreement.export.goal', key: 'goal', width: 16 },
      { header: 'agreement.export.fixedValue', key: 'fixedValue', width: 16 },
      { header: 'agreement.export.expectedYearlyValue', key: 'expectedYearlyValue', width: 18 },
      { header: 'agreement.export.customers', key: 'customers', width: 30 },
      { header: 'agreement.export.payers', key: 'payers', width: 24 },
    ],
    rows.map(({ agreement, lever, leverName, model, holding, flag }) => ({
      id: agreement.id,
      description: agreement.description,
      holding,
      flag,
      channels: agreement.channels.join(', '),
      status: t(`agreement.status.${agreement.status}`),
      signature: t(`agreement.signature.${agreement.signatureStatus}`),
      validityStart: formatBrDate(agreement.validityStart),
      validityEnd: formatBrDate(agreement.validityEnd),
      region: agreement.regionCode ?? '',
      businessUnit: agreement.businessUnitCode ?? '',
      lever: leverName,
      model,
      fundsType: lever.fundsType,
      // Decimals go out as text: a spreadsheet number would be a binary float.
      discount: lever.discountPercent ?? '',
      goal: lever.goal ?? '',
      fixedValue: lever.fixedValue ?? '',
      expectedYearlyValue: lever.expectedYearlyValue,
      customers: lever.customers.join(', '),
      payers: lever.payers.join(', '),
    })),
  );
}

/** `exportarRelatorioEventosCota`: one row per quota event of the agreements the filters match. */
export async function quotaEventsExport(
  db: Db,
  filters: TQuotaEventsExport,
  caller: LifecycleCaller,
  maxRows: number,
): Promise<TExportFile> {
  const rows = await exportedRows(db, filters, caller, { maxRows, onlyWithEvents: true });
  const t = (key: MessageKey) => translate(caller.language, key);
  return workbookFile(
    caller.language,
    { sheet: 'agreement.export.quotaEventsSheet', file: 'agreement.export.quotaEventsFileName' },
    [
      ...AGREEMENT_COLUMNS,
      { header: 'agreement.export.lever', key: 'lever', width: 32 },
      { header: 'agreement.export.competence', key: 'competence', width: 12 },
      { header: 'agreement.export.event', key: 'event', width: 32 },
      { header: 'agreement.export.value', key: 'value', width: 16 },
    ],
    rows.flatMap(({ agreement, lever, leverName, holding, flag }) =>
      lever.events.map((event) => ({
        id: agreement.id,
        description: agreement.description,
        holding,
        flag,
        channels: agreement.channels.join(', '),
        status: t(`agreement.status.${agreement.status}`),
        lever: leverName,
        competence: isoDateToCompetenceText(event.competence),
        event: event.description,
        value: event.value,
      })),
    ),
  );
}

/** `buscarValorAnualAlavancaEventosCota`: the exact sum of the events. */
export function quotaEventsValue(events: readonly { value: string }[]) {
  return { value: sumMoney(events.map((event) => event.value)) };
}

/**
 * `validarTotaisEventoCota`: the events against the catalogue lever's; above them is allowed,
 * with a warning for the approvers' divergence check.
 */
export async function quotaEventsCheck(
  db: Db,
  request: { leverId: number; events: readonly { value: string }[] },
  caller: LifecycleCaller,
) {
  const catalogue = (await leverEventsOf(db, [request.leverId])).get(request.leverId);
  if (!catalogue) throw new AppError('NOT_FOUND');
  const total = sumMoney(request.events.map((event) => event.value));
  const catalogueTotal = sumMoney(catalogue.map((event) => event.value));
  const aboveCatalogue = isMoneyAbove(total, catalogueTotal);
  return {
    total,
    catalogueTotal,
    aboveCatalogue,
    messages: aboveCatalogue
      ? [
          {
            kind: 'ALERTA' as const,
            code: 'alerts.agreement.quotaAboveCatalogue',
            text: translate(caller.language, 'alerts.agreement.quotaAboveCatalogue', {
              total,
              catalogueTotal,
            }),
          },
        ]
      : [],
  };
}

/**
 * `buscaFundoForaVigencia`: the levers whose budget type starts after the agreement starts or
 * ends before it ends (a fund that does not cover the whole agreement).
 */
export async function fundsOutOfValidity(db: Db, id: number, caller: LifecycleCaller) {
  const agreement = await getAgreement(db, id, caller);
  const codes = [
    ...new Set(agreement.levers.flatMap((lever) => (lever.budgetType ? [lever.budgetType] : []))),
  ];
  const budgetTypes = await recordsByCodes(db, REGISTER_DECLARATIONS.budgetType, codes);
  const start = parseBrDate(agreement.validityStart) ?? '';
  const end = parseBrDate(agreement.validityEnd) ?? '';
  const list = agreement.levers.flatMap((lever) => {
    const budget = lever.budgetType ? budgetTypes.get(lever.budgetType) : undefined;
    if (!lever.budgetType || !budget) return [];
    const budgetStart = (budget.validityStart as string | null) ?? null;
    const budgetEnd = (budget.validityEnd as string | null) ?? null;
    const covers = (budgetStart === null || budgetStart <= start) && (budgetEnd === null || budgetEnd >= end);
    return covers
      ? []
      : [
          {
            leverId: lever.leverId,
            leverName: lever.name,
            budgetType: lever.budgetType,
            budgetValidityStart: budgetStart === null ? null : formatBrDate(budgetStart),
            budgetValidityEnd: budgetEnd === null ? null : formatBrDate(budgetEnd),
          },
        ];
  });
  return { list };
}
