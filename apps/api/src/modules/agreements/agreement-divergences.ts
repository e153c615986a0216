import {
  agreementDivergences,
  type DivergenceAgreement,
  type DivergenceCustomer,
  type DivergenceLever,
  type DivergenceRecommendation,
  divergenceMessage,
  divergenceStatus,
  notRecommendedLevers,
  type TDivergence,
  type TDivergenceStatus,
  type TNotRecommendedList,
} from '@trade-terms/domain/agreement-divergences';
import { STORE_SIZES } from '@trade-terms/domain/lever-recommendations';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { recommendationsForLevers } from '../levers/lever-sheets-service';
import { type CatalogueEntry, catalogueEntries } from '../levers/levers-service';
import {
  type CustomerSegmentation,
  customerSegmentation,
  packCategoryCategories,
} from '../master-data/register-records';
import type { LifecycleCaller } from './agreement-lifecycle';
import { type AgreementLeverRow, type AgreementRecord, findAgreement } from './agreements-repository';

/**
 * The divergences of agreements' levers against the lever recommendations
 * (`buscarDivergenciasContratosAlavancas`, `buscarStatusDivergencia`,
 * `buscarRecomendacoesNaoRecomendada`). The rule is the domain's (`agreement-divergences.ts`);
 * this file reads what it compares: the agreements within the caller's restrictions (404
 * outside), their catalogue levers, their customers' region, CVA and stores, and the
 * recommendation rows the caller may see.
 */

/** The agreements by id, each read through the caller's restrictions: 404 if one is not seen. */
async function visibleAgreements(
  db: Db,
  ids: readonly number[],
  caller: LifecycleCaller,
): Promise<AgreementRecord[]> {
  const records: AgreementRecord[] = [];
  for (const id of new Set(ids)) {
    const record = await findAgreement(db, id, { restrictions: caller.restrictions });
    if (!record) throw new AppError('NOT_FOUND');
    records.push(record);
  }
  return records;
}

function customerOf(code: string, known: ReadonlyMap<string, CustomerSegmentation>): DivergenceCustomer {
  const found = known.get(code);
  return {
    code,
    region: found?.region ?? null,
    cva: found?.cva ?? null,
    storeSizes: STORE_SIZES.filter((size) => found?.storeSizes.includes(size)),
  };
}

function leverOf(
  lever: AgreementLeverRow,
  entry: CatalogueEntry,
  customers: ReadonlyMap<string, CustomerSegmentation>,
): DivergenceLever {
  return {
    id: lever.id,
    leverId: lever.leverId,
    name: entry.name,
    channel: entry.channel,
    calculationModel: entry.calculationModel,
    status: lever.status,
    pendingValues: lever.pendingValues,
    leverValidityStart: entry.validityStart,
    budgetType: lever.budgetType,
    discountPercent: lever.discountPercent,
    minimumDiscountPercent: lever.minimumDiscountPercent,
    potentialDiscountPercent: lever.potentialDiscountPercent,
    paymentPercent: lever.paymentPercent,
    goal: lever.goal,
    goalDescription: lever.goalDescription,
    events: lever.events,
    commodity: lever.commodityCode,
    categories: lever.categories,
    brands: lever.brands,
    productGroups: lever.productGroups,
    ppaProducts: lever.ppaProducts,
    customers: lever.customers.map((code) => customerOf(code, customers)),
  };
}

/** What the comparison needs of these agreements, read once for all of them. */
async function comparisonOf(
  db: Db,
  records: readonly AgreementRecord[],
  caller: LifecycleCaller,
): Promise<{ agreements: DivergenceAgreement[]; rows: DivergenceRecommendation[] }> {
  const levers = records.flatMap((record) => record.levers);
  const [catalogue, customers] = await Promise.all([
    catalogueEntries(
      db,
      levers.map((lever) => lever.leverId),
      caller.today,
    ),
    customerSegmentation(
      db,
      levers.flatMap((lever) => lever.customers),
    ),
  ]);
  const agreements = records.map((record) => ({
    id: record.id,
    region: record.regionCode,
    salesOrganization: record.salesOrganization,
    validityStart: record.validityStart,
    levers: record.levers.flatMap((lever) => {
      const entry = catalogue.get(lever.leverId);
      return entry ? [leverOf(lever, entry, customers)] : [];
    }),
  }));
  const regions = agreements.flatMap((agreement) =>
    agreement.region
      ? [agreement.region]
      : agreement.levers.flatMap((lever) =>
          lever.customers.flatMap(({ region }) => (region ? [region] : [])),
        ),
  );
  const recommendations = await recommendationsForLevers(
    db,
    {
      leverIds: levers.map((lever) => lever.leverId),
      commodities: levers.map((lever) => lever.commodityCode),
      regions,
    },
    caller,
  );
  const packs = await packCategoryCategories(
    db,
    recommendations.flatMap((row) => (row.packCategory ? [row.packCategory] : [])),
  );
  const rows = recommendations.map((row) => ({
    ...row,
    packCategoryCategory: row.packCategory ? (packs.get(row.packCategory) ?? null) : null,
  }));
  return { agreements, rows };
}

/** `buscarDivergenciasContratosAlavancas`: the divergence rows of one agreement or several. */
export async function findDivergences(
  db: Db,
  request: { id?: number | undefined; ids?: number[] | undefined },
  caller: LifecycleCaller,
): Promise<{ list: TDivergence[] }> {
  const ids = request.ids ?? (request.id === undefined ? [] : [request.id]);
  const { agreements, rows } = await comparisonOf(db, await visibleAgreements(db, ids, caller), caller);
  return {
    list: agreements
      .flatMap((agreement) => agreementDivergences(agreement, rows))
      .map((divergence) => ({ ...divergence, message: divergenceMessage(divergence, caller.language) })),
  };
}

/** `buscarStatusDivergencia`: whether the agreement diverges, how often per code. */
export async function divergenceStatusOf(
  db: Db,
  id: number,
  caller: LifecycleCaller,
): Promise<TDivergenceStatus> {
  const { agreements, rows } = await comparisonOf(db, await visibleAgreements(db, [id], caller), caller);
  const [agreement] = agreements;
  if (!agreement) throw new AppError('NOT_FOUND');
  return {
    agreementId: id,
    ...divergenceStatus(agreementDivergences(agreement, rows)),
    notRecommended: notRecommendedLevers(agreement, rows).length,
  };
}

/** `buscarRecomendacoesNaoRecomendada`: the agreement's levers the recommendations advise against. */
export async function findNotRecommended(
  db: Db,
  id: number,
  caller: LifecycleCaller,
): Promise<TNotRecommendedList> {
  const { agreements, rows } = await comparisonOf(db, await visibleAgreements(db, [id], caller), caller);
  return { list: agreements.flatMap((agreement) => notRecommendedLevers(agreement, rows)) };
}
