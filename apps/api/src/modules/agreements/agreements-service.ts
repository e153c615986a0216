import {
  agreementFieldsOf,
  agreementLeverValues,
  agreementProblems,
  agreementTotals,
  type CatalogueLever,
  expectedYearlyValue,
  type TAgreement,
  type TAgreementFields,
  type TAgreementSearch,
} from '@trade-terms/domain/agreements';
import { competenceTextToIsoDate } from '@trade-terms/domain/competence';
import { outsideRestrictions } from '@trade-terms/domain/data-restrictions';
import { parseBrDate } from '@trade-terms/domain/dates';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { RegisterKey } from '@trade-terms/domain/registers';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import type { Db } from '../../platform/db/database';
import { saveVersioned, type VersionedEntity } from '../../platform/db/versioned-save';
import { AppError, invalidFields } from '../../platform/errors';
import { getApproval } from '../approval-flows/approval-requests-service';
import { type CatalogueEntry, catalogueEntries } from '../levers/levers-service';
import {
  customersOfEconomicGroup,
  economicGroupCodesOfCnpjRoot,
  recordsByCodes,
} from '../master-data/register-records';
import { activeFlagsOfHolding, flagsByIds } from '../promo-migration/new-flag-service';
import { agreementOf, auditViewOf, summaryOf } from './agreement-view';
import {
  type AgreementContent,
  type AgreementQuery,
  type AgreementRecord,
  agreementRecords,
  countTabs,
  findAgreement,
  searchAgreements,
} from './agreements-repository';
import type { agreements } from './agreements-table';

/** Who asks, with their restrictions and the business day. */
export interface AgreementCaller {
  /** Null for the demo data's own saves. */
  id: number | null;
  roles: readonly string[];
  restrictions: TRestrictions;
  /** ISO calendar date in the business time zone. */
  today: string;
}

export const AGREEMENTS: VersionedEntity<typeof agreements, AgreementContent, AgreementRecord> = {
  ...agreementRecords,
  entity: 'agreement',
  auditView: auditViewOf,
};

/** Names of holdings by code, for the list and the edit screen. */
export async function holdingNames(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
  const rows = await recordsByCodes(db, REGISTER_DECLARATIONS.economicGroup, [...new Set(codes)]);
  return new Map([...rows].map(([code, row]) => [code, String(row.name)]));
}

/**
 * The list's filters as the repository reads them (the list, its tab counts and the exports):
 * dates to ISO, a CNPJ root to its holdings, the caller's business day and restrictions.
 */
export async function agreementQuery(
  db: Db,
  search: AgreementQuery['search'],
  caller: Pick<AgreementCaller, 'today' | 'restrictions'>,
): Promise<AgreementQuery> {
  return {
    search,
    validFrom: search.validFrom ? parseBrDate(search.validFrom) : null,
    validTo: search.validTo ? parseBrDate(search.validTo) : null,
    cnpjRootGroups: search.cnpjRoot ? await economicGroupCodesOfCnpjRoot(db, search.cnpjRoot) : null,
    today: caller.today,
    restrictions: caller.restrictions,
  };
}

export async function findAgreements(db: Db, search: TAgreementSearch, caller: AgreementCaller) {
  const { rows, total } = await searchAgreements(db, await agreementQuery(db, search, caller));
  const names = await holdingNames(
    db,
    rows.map((row) => row.economicGroupCode),
  );
  return {
    items: rows.map((row) => summaryOf(row, names.get(row.economicGroupCode) ?? '', caller.today)),
    total,
  };
}

export async function tabCounts(db: Db, search: TAgreementSearch, caller: AgreementCaller) {
  return countTabs(db, await agreementQuery(db, search, caller));
}

/** The agreement as its screens read it, with the approval under way when there is one. */
export async function viewOf(db: Db, record: AgreementRecord, today: string): Promise<TAgreement> {
  const [names, catalogue, flags] = await Promise.all([
    holdingNames(db, [record.economicGroupCode]),
    catalogueEntries(
      db,
      record.levers.map((lever) => lever.leverId),
      today,
    ),
    flagsByIds(db, record.flagId === null ? [] : [record.flagId]),
  ]);
  const flag = record.flagId === null ? undefined : flags.get(record.flagId);
  const request =
    record.status === 'AGUARDANDO_APROVACAO' && record.approvalRequestId !== null
      ? await getApproval(db, record.approvalRequestId)
      : null;
  return agreementOf(record, {
    holdingName: names.get(record.economicGroupCode) ?? '',
    flag: flag && record.flagId !== null ? { id: record.flagId, name: flag.name } : null,
    catalogue,
    approval: request && {
      requestId: request.id,
      currentStep: request.currentStep,
      stepCount: request.stepCount,
      responsibleIds: request.responsibleIds,
    },
    today,
  });
}

/** One agreement; 404 when there is none, or none within the caller's restrictions. */
export async function getAgreement(db: Db, id: number, caller: AgreementCaller): Promise<TAgreement> {
  const record = await findAgreement(db, id, { restrictions: caller.restrictions });
  if (!record) throw new AppError('NOT_FOUND');
  return viewOf(db, record, caller.today);
}

/** `contrato/buscarClientesContrato`: the holding's active customers. */
export async function holdingCustomers(db: Db, economicGroup: string) {
  const customers = await customersOfEconomicGroup(db, economicGroup);
  return {
    list: customers
      .filter((customer) => customer.active)
      .map(({ code, name, sapPayer }) => ({ code, name, sapPayer })),
  };
}

/** `contrato/buscarBandeirasContrato`: the holding's active flags, that an agreement may name. */
export async function holdingFlagList(db: Db, economicGroup: string) {
  return { list: await activeFlagsOfHolding(db, economicGroup) };
}

/** Dates arrive checked by the schema; one that cannot be read here is a bug. */
function checked(value: string | null): string {
  if (value === null) throw new Error('an unchecked date reached the agreements');
  return value;
}

export function contentOf(
  input: TAgreementFields,
  catalogue: ReadonlyMap<number, CatalogueEntry>,
): AgreementContent {
  const modelOf = (leverId: number) => catalogue.get(leverId)?.calculationModel;
  const totals = agreementTotals(input.levers, modelOf);
  return {
    main: {
      description: input.description,
      economicGroupCode: input.economicGroup,
      flagId: input.flag ?? null,
      channels: input.channels,
      validityStart: checked(parseBrDate(input.validityStart)),
      validityEnd: checked(parseBrDate(input.validityEnd)),
      regionCode: input.region ?? null,
      district: input.district ?? null,
      segmentCode: input.segment ?? null,
      businessUnitCode: input.businessUnit ?? null,
      salesOrganization: input.salesOrganization ?? null,
      categoryCode: input.category ?? null,
      countingPeriod: input.countingPeriod ?? null,
      budgetDescription: input.budgetDescription ?? null,
      opsoMeasure: input.opsoMeasure ?? null,
      ricMeasure: input.ricMeasure ?? null,
      onOff: input.onOff ?? null,
      calculationBasis: input.calculationBasis ?? null,
      paymentDescription: input.paymentDescription ?? null,
      paymentPercent: input.paymentPercent ?? null,
      fundsType: input.fundsType ?? null,
      sapCode: input.sapCode ?? null,
      payerSap: input.payerSap ?? null,
      totalOn: totals.on,
      totalOff: totals.off,
      totalsByCommodity: totals.byCommodity,
    },
    levers: input.levers.map((lever) => ({
      leverId: lever.leverId,
      fundsType: lever.fundsType,
      ...agreementLeverValues(lever),
      expectedYearlyValue: expectedYearlyValue(lever, modelOf(lever.leverId)),
      goalDescription: lever.goalDescription,
      commodityCode: lever.commodity,
      categories: lever.categories,
      brands: lever.brands,
      productGroups: lever.productGroups,
      ppaProducts: lever.ppaProducts,
      skus: lever.skus,
      customers: lever.customers,
      payers: lever.payers,
      events: lever.events.map((event) => ({
        description: event.description,
        competence: checked(competenceTextToIsoDate(event.competence)),
        value: event.value,
      })),
    })),
  };
}

/** A save outside the caller's channels, region or business unit is refused on that field. */
function restrictionProblems(input: TAgreementFields, restrictions: TRestrictions): FieldProblem[] {
  return [
    ...outsideRestrictions(restrictions, 'canais', input.channels, ['channels']),
    ...outsideRestrictions(restrictions, 'regioes', input.region ?? null, ['region']),
    ...outsideRestrictions(restrictions, 'commodities', input.businessUnit ?? null, ['businessUnit']),
  ];
}

/** Codes that name no record of a register, on the field that holds them. */
async function unknownCodes(
  db: Db,
  key: RegisterKey,
  path: (string | number)[],
  codes: readonly (string | null | undefined)[],
): Promise<FieldProblem[]> {
  const wanted = [...new Set(codes.filter((code): code is string => Boolean(code)))];
  if (wanted.length === 0) return [];
  const found = await recordsByCodes(db, REGISTER_DECLARATIONS[key], wanted);
  return wanted
    .filter((code) => !found.has(code))
    .map((code) => ({ path, message: 'validation.unknownCode' as const, params: { code } }));
}

/**
 * The flag an agreement names is one of its holding's, and active (a flag deactivated since stays
 * on an agreement that already names it).
 */
async function flagProblems(
  db: Db,
  input: TAgreementFields,
  before: AgreementRecord | null,
): Promise<FieldProblem[]> {
  if (!input.flag) return [];
  const flag = (await flagsByIds(db, [input.flag])).get(input.flag);
  if (!flag) {
    return [{ path: ['flag'], message: 'validation.unknownCode', params: { code: String(input.flag) } }];
  }
  if (flag.economicGroup !== input.economicGroup) {
    return [
      { path: ['flag'], message: 'validation.agreement.flagNotOfHolding', params: { name: flag.name } },
    ];
  }
  if (!flag.active && before?.flagId !== input.flag) {
    return [{ path: ['flag'], message: 'validation.agreement.flagInactive', params: { name: flag.name } }];
  }
  return [];
}

/** What the agreement names must exist; the levers and customers it adds must be active. */
async function referenceProblems(
  db: Db,
  input: TAgreementFields,
  catalogue: ReadonlyMap<number, CatalogueEntry>,
  before: AgreementRecord | null,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [
    ...(await unknownCodes(db, 'economicGroup', ['economicGroup'], [input.economicGroup])),
    ...(await flagProblems(db, input, before)),
    ...(await unknownCodes(db, 'channel', ['channels'], input.channels)),
    ...(await unknownCodes(db, 'region', ['region'], [input.region])),
    ...(await unknownCodes(db, 'segment', ['segment'], [input.segment])),
    ...(await unknownCodes(db, 'commodity', ['businessUnit'], [input.businessUnit])),
    ...(await unknownCodes(db, 'category', ['category'], [input.category])),
  ];
  const heldLevers = new Set(before?.levers.map((lever) => lever.leverId));
  const heldCustomers = new Set(before?.levers.flatMap((lever) => lever.customers));
  const holding = new Map(
    (await customersOfEconomicGroup(db, input.economicGroup)).map((customer) => [customer.code, customer]),
  );
  for (const [at, lever] of input.levers.entries()) {
    const entry = catalogue.get(lever.leverId);
    if (!entry) {
      problems.push({
        path: ['levers', at, 'leverId'],
        message: 'validation.agreement.unknownLever',
        params: { id: String(lever.leverId) },
      });
    } else if (entry.status !== 'ATIVO' && !heldLevers.has(lever.leverId)) {
      problems.push({
        path: ['levers', at, 'leverId'],
        message: 'validation.agreement.inactiveLever',
        params: { name: entry.name },
      });
    }
    problems.push(
      ...(await unknownCodes(db, 'commodity', ['levers', at, 'commodity'], [lever.commodity])),
      ...(await unknownCodes(db, 'budgetType', ['levers', at, 'budgetType'], [lever.budgetType])),
      ...(await unknownCodes(db, 'category', ['levers', at, 'categories'], lever.categories)),
      ...(await unknownCodes(db, 'brand', ['levers', at, 'brands'], lever.brands)),
      ...(await unknownCodes(db, 'productsGroup', ['levers', at, 'productGroups'], lever.productGroups)),
      ...(await unknownCodes(db, 'ppaProduct', ['levers', at, 'ppaProducts'], lever.ppaProducts)),
      ...(await unknownCodes(db, 'sku', ['levers', at, 'skus'], lever.skus)),
    );
    for (const code of new Set([...lever.customers, ...lever.payers])) {
      const customer = holding.get(code);
      if (!customer || (!customer.active && !heldCustomers.has(code))) {
        problems.push({
          path: ['levers', at, 'customers'],
          message: 'validation.agreement.customerNotOfHolding',
          params: { code },
        });
      }
    }
    for (const code of lever.payers) {
      if (holding.get(code) && holding.get(code)?.sapPayer !== true) {
        problems.push({
          path: ['levers', at, 'payers'],
          message: 'validation.lever.payerNotSapPayer',
          params: { code },
        });
      }
    }
  }
  return problems;
}

function ruleProblems(
  input: TAgreementFields,
  catalogue: ReadonlyMap<number, CatalogueEntry>,
): FieldProblem[] {
  const known = new Map<number, CatalogueLever>(catalogue);
  return agreementProblems(input, known);
}

function refuseIfAny(problems: FieldProblem[]): void {
  if (problems.length > 0) throw invalidFields(problems);
}

/**
 * Creates an agreement in registration, or changes one still in registration (or reproved) at
 * the caller's version, with its levers, totals and audit row in one transaction.
 */
export async function saveAgreement(
  db: Db,
  input: TAgreementFields,
  caller: AgreementCaller,
  options: { copiedFromId?: number } = {},
): Promise<TAgreement> {
  refuseIfAny(restrictionProblems(input, caller.restrictions));
  const catalogue = await catalogueEntries(
    db,
    input.levers.map((lever) => lever.leverId),
    caller.today,
  );
  refuseIfAny(ruleProblems(input, catalogue));
  const content = contentOf(input, catalogue);
  const saved = await saveVersioned(db, AGREEMENTS, {
    id: input.id,
    version: input.version,
    actorId: caller.id,
    content:
      input.id === undefined
        ? { ...content, created: { status: 'EM_CADASTRO', copiedFromId: options.copiedFromId ?? null } }
        : content,
    check: async (tx) => {
      if (input.id === undefined) refuseIfAny(await referenceProblems(tx, input, catalogue, null));
    },
    checkChange: async (tx, before) => {
      if (!(await findAgreement(tx, before.id, { restrictions: caller.restrictions }))) {
        throw new AppError('NOT_FOUND');
      }
      if (before.status !== 'EM_CADASTRO' && before.status !== 'REPROVADO') {
        throw new AppError('AGREEMENT_STATUS_FORBIDS');
      }
      refuseIfAny(await referenceProblems(tx, input, catalogue, before));
    },
  });
  return viewOf(db, saved, caller.today);
}

/**
 * `contrato/copiarContrato`: a new agreement in registration with the main information and
 * levers of one the caller may see; it is checked as any new agreement (a lever inactive since
 * is refused), and its audit row says where it came from.
 */
export async function copyAgreement(db: Db, id: number, caller: AgreementCaller): Promise<TAgreement> {
  const source = await getAgreement(db, id, caller);
  return saveAgreement(db, agreementFieldsOf(source), caller, { copiedFromId: source.id });
}
