import { inactivePeriodsOnWire } from '@trade-terms/domain/agreement-moves';
import {
  agreementLeverValues,
  agreementTab,
  type TAgreement,
  type TAgreementLever,
  type TAgreementSummary,
} from '@trade-terms/domain/agreements';
import { isoDateToCompetenceText } from '@trade-terms/domain/competence';
import { formatBrDate } from '@trade-terms/domain/dates';
import type { CatalogueEntry } from '../levers/levers-service';
import type { AgreementLeverRow, AgreementRecord, AgreementRow } from './agreements-repository';

/** The agreement as the list shows it; `holdingName` from the economic group register. */
export function summaryOf(row: AgreementRow, holdingName: string, today: string): TAgreementSummary {
  return {
    id: row.id,
    description: row.description,
    economicGroup: { code: row.economicGroupCode, name: holdingName },
    channels: row.channels,
    status: row.status,
    signatureStatus: row.signatureStatus,
    approverStatus: row.approverStatus,
    tab: agreementTab(row, today),
    validityStart: formatBrDate(row.validityStart),
    validityEnd: formatBrDate(row.validityEnd),
    region: row.regionCode,
    businessUnit: row.businessUnitCode,
    totals: { on: row.totalOn, off: row.totalOff, byCommodity: row.totalsByCommodity },
    terminatedOn: row.terminatedOn ? formatBrDate(row.terminatedOn) : null,
    version: row.version,
  };
}

export function leverOf(
  lever: AgreementLeverRow,
  catalogue: ReadonlyMap<number, CatalogueEntry>,
): TAgreementLever {
  const entry = catalogue.get(lever.leverId);
  return {
    id: lever.id,
    leverId: lever.leverId,
    status: lever.status,
    pendingValues: lever.pendingValues
      ? {
          ...lever.pendingValues,
          events: lever.pendingValues.events.map((event) => ({
            ...event,
            competence: isoDateToCompetenceText(event.competence),
          })),
        }
      : null,
    name: entry?.name ?? '',
    channel: entry?.channel ?? '',
    calculationModel: entry?.calculationModel ?? '',
    fundsType: lever.fundsType,
    ...agreementLeverValues(lever),
    expectedYearlyValue: lever.expectedYearlyValue,
    goalDescription: lever.goalDescription,
    commodity: lever.commodityCode,
    categories: lever.categories,
    brands: lever.brands,
    productGroups: lever.productGroups,
    ppaProducts: lever.ppaProducts,
    skus: lever.skus,
    customers: lever.customers,
    payers: lever.payers,
    events: lever.events.map((event) => ({
      ...event,
      competence: isoDateToCompetenceText(event.competence),
    })),
    inactivePeriods: inactivePeriodsOnWire(lever.inactivePeriods),
  };
}

export interface ApprovalGlance {
  requestId: number;
  currentStep: number;
  stepCount: number;
  responsibleIds: number[];
}

/** The whole agreement, for the edit screen and the approvers. */
export function agreementOf(
  record: AgreementRecord,
  context: {
    holdingName: string;
    /** The flag the agreement names, with its name. */
    flag: { id: number; name: string } | null;
    catalogue: ReadonlyMap<number, CatalogueEntry>;
    approval: ApprovalGlance | null;
    today: string;
  },
): TAgreement {
  return {
    ...summaryOf(record, context.holdingName, context.today),
    flag: context.flag,
    district: record.district,
    segment: record.segmentCode,
    salesOrganization: record.salesOrganization,
    category: record.categoryCode,
    countingPeriod: record.countingPeriod,
    budgetDescription: record.budgetDescription,
    opsoMeasure: record.opsoMeasure,
    ricMeasure: record.ricMeasure,
    onOff: record.onOff as TAgreement['onOff'],
    calculationBasis: record.calculationBasis as TAgreement['calculationBasis'],
    paymentDescription: record.paymentDescription,
    paymentPercent: record.paymentPercent,
    fundsType: record.fundsType,
    sapCode: record.sapCode,
    payerSap: record.payerSap,
    levers: record.levers.map((lever) => leverOf(lever, context.catalogue)),
    approval: context.approval,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** The audit trail keeps the agreement as users see it (codes, dates as typed, levers' values). */
export function auditViewOf(record: AgreementRecord) {
  const { id, version, createdAt, createdBy, updatedAt, updatedBy, levers, ...main } = record;
  return {
    ...main,
    validityStart: formatBrDate(record.validityStart),
    validityEnd: formatBrDate(record.validityEnd),
    levers: levers.map(({ id: leverRowId, agreementId, position, ...lever }) => lever),
  };
}
