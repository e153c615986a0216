import Decimal from 'decimal.js';
import { z } from 'zod';
import { competenceTextToIsoDate } from './competence';
import { ZMessageEnvelopeSchema } from './errors';
import { JUSTIFICATION_MAX_LENGTH } from './justification';
import { divideMoney, roundMoney, sumMoney } from './money';
import { MAX_PAGE_SIZE } from './paging';
import { ZIdSchema } from './records';

/**
 * Payments (DOMAIN.md "Payments and the budget map"; docs/domain.md "Payments"): the to-pay of
 * approved OFF ascertainment lines becomes payment items, one per line and SAP payer, grouped by
 * channel, competence, sales organisation, commodity, budget type and RIC box. A group moves
 * through the stages under validation -> budget liberation -> distribution -> payments created,
 * or ends disapproved. Pure: the server loads, asks here and stores.
 */

export const PAYMENT_STAGES = ['VALIDACAO', 'LIBERACAO', 'DISTRIBUICAO', 'CRIADO', 'REPROVADO'] as const;
export type PaymentStage = (typeof PAYMENT_STAGES)[number];

/** The screen's tabs, in the flow's order, and the stage each one lists. */
export const PAYMENT_TABS = ['underValidation', 'budgetLiberation', 'distribution', 'created'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];
export const TAB_STAGE: Record<PaymentTab, PaymentStage> = {
  underValidation: 'VALIDACAO',
  budgetLiberation: 'LIBERACAO',
  distribution: 'DISTRIBUICAO',
  created: 'CRIADO',
};

/** The stages whose groups can still be disapproved (once created, a payment is SAP's). */
export const DISAPPROVABLE_STAGES: readonly PaymentStage[] = ['VALIDACAO', 'LIBERACAO', 'DISTRIBUICAO'];

export const SEGMENT_TYPES = ['CASH_CARRY_REGULAR', 'OUTROS'] as const;
export type SegmentType = (typeof SEGMENT_TYPES)[number];
export const DEADLINE_STATUSES = ['NO_PRAZO', 'FORA_PRAZO'] as const;
export type DeadlineStatus = (typeof DEADLINE_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// From ascertainment lines to payment items

/** One approved OFF line that pays: its to-pay and calculated value, and its lever's payers. */
export interface PayableLine {
  lineId: number;
  toPay: string;
  calculated: string;
  payers: readonly string[];
}

export interface PayerPart {
  payerCode: string;
  value: string;
}

export interface ItemShare {
  lineId: number;
  payerCode: string;
  amount: string;
  calculated: string;
}

/**
 * The ascertainment's payer split laid over its lines: each payer's part (in the split's order)
 * fills first the lines whose lever names that payer, then any line with room left, in the lines'
 * order; a line never receives more than its to-pay, so a split below the to-pay leaves the rest
 * unpaid and a split above it is cut at the to-pay. Each line's calculated value is shared among
 * its items as their amounts are (the last item takes the remainder of the cents).
 */
export function allocatePayerParts(lines: readonly PayableLine[], parts: readonly PayerPart[]): ItemShare[] {
  const room = new Map(lines.map((line) => [line.lineId, new Decimal(line.toPay)]));
  const given = new Map<string, Decimal>();
  const key = (lineId: number, payerCode: string) => `${lineId}\u0000${payerCode}`;
  const give = (lineId: number, payerCode: string, amount: Decimal) => {
    const k = key(lineId, payerCode);
    given.set(k, (given.get(k) ?? new Decimal(0)).plus(amount));
    room.set(lineId, (room.get(lineId) as Decimal).minus(amount));
  };
  for (const part of parts) {
    let left = new Decimal(part.value);
    const own = lines.filter((line) => line.payers.includes(part.payerCode));
    const others = lines.filter((line) => !line.payers.includes(part.payerCode));
    for (const line of [...own, ...others]) {
      if (left.lte(0)) break;
      const free = room.get(line.lineId) as Decimal;
      if (free.lte(0)) continue;
      const taken = Decimal.min(free, left);
      give(line.lineId, part.payerCode, taken);
      left = left.minus(taken);
    }
  }
  const shares: ItemShare[] = [];
  for (const line of lines) {
    const items = parts
      .map((part) => part.payerCode)
      .filter((code, index, all) => all.indexOf(code) === index)
      .map((payerCode) => ({ payerCode, amount: given.get(key(line.lineId, payerCode)) }))
      .filter((item): item is { payerCode: string; amount: Decimal } => item?.amount?.gt(0) ?? false);
    if (items.length === 0) continue;
    const calculated = new Decimal(line.calculated).isNegative()
      ? items.map(() => '0.00')
      : divideMoney(
          line.calculated,
          items.map((item) => item.amount),
        );
    for (const [index, item] of items.entries()) {
      shares.push({
        lineId: line.lineId,
        payerCode: item.payerCode,
        amount: roundMoney(item.amount),
        calculated: calculated[index] as string,
      });
    }
  }
  return shares;
}

/** What a payment item is grouped by (spec section 3, "Payment"). */
export interface PaymentGroupKey {
  channel: string;
  /** First day of the competence month, ISO. */
  competence: string;
  salesOrganization: string;
  commodity: string;
  budgetType: string;
  ricBox: string;
}

export const GROUP_KEY_FIELDS = [
  'channel',
  'competence',
  'salesOrganization',
  'commodity',
  'budgetType',
  'ricBox',
] as const satisfies readonly (keyof PaymentGroupKey)[];

export function groupKeyText(key: PaymentGroupKey): string {
  return GROUP_KEY_FIELDS.map((field) => key[field]).join('\u0000');
}

/** Items grouped by their key, groups and items in the order first met. */
export function groupItems<T extends PaymentGroupKey>(
  items: readonly T[],
): { key: PaymentGroupKey; items: T[] }[] {
  const groups = new Map<string, { key: PaymentGroupKey; items: T[] }>();
  for (const item of items) {
    const text = groupKeyText(item);
    let group = groups.get(text);
    if (!group) {
      group = {
        key: Object.fromEntries(
          GROUP_KEY_FIELDS.map((field) => [field, item[field]]),
        ) as unknown as PaymentGroupKey,
        items: [],
      };
      groups.set(text, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

/** A group's figures: calculated, to pay, and their difference (calculated less to pay). */
export function groupFigures(items: readonly { calculated: string; amount: string }[]) {
  const calculated = sumMoney(items.map((item) => item.calculated));
  const toPay = sumMoney(items.map((item) => item.amount));
  return { calculated, toPay, difference: roundMoney(new Decimal(calculated).minus(toPay)) };
}

/** Whether a move of a stage is allowed: approve and disapprove act on the stage's own groups. */
export function canApprove(stage: PaymentStage): boolean {
  return stage === 'VALIDACAO' || stage === 'LIBERACAO';
}

export function canDisapprove(stage: PaymentStage): boolean {
  return DISAPPROVABLE_STAGES.includes(stage);
}

/** Ungrouping splits a group under validation into one group per ascertainment. */
export function canUngroup(stage: PaymentStage): boolean {
  return stage === 'VALIDACAO';
}

// ---------------------------------------------------------------------------------------------
// Codes, due dates and deadline status

/** Lot code: `LT` and the lot's number on 8 digits (`LT00000012`). */
export function lotCode(lotId: number): string {
  return `LT${String(lotId).padStart(8, '0')}`;
}

/** Father budget code: one per group, `VB` and the group's number on 8 digits. */
export function fatherBudgetCode(groupId: number): string {
  return `VB${String(groupId).padStart(8, '0')}`;
}

/** Daughter budget code: one per item, the father's code and the item's position in its group. */
export function daughterBudgetCode(groupId: number, position: number): string {
  return `${fatherBudgetCode(groupId)}-${String(position).padStart(3, '0')}`;
}

/**
 * Due date of a payment: the last day of the month after its competence (a March competence is
 * due by 30 April). ISO dates.
 */
export function dueDateOf(competence: string): string {
  const [year, month] = competence.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.toISOString().slice(0, 10);
}

/** In deadline when paid on or before its due date. */
export function deadlineStatus(paymentDate: string, dueDate: string): DeadlineStatus {
  return paymentDate <= dueDate ? 'NO_PRAZO' : 'FORA_PRAZO';
}

/** Segment type (spec section 9): Cash Carry Regular by the segment's name, any other is "others". */
export function segmentTypeOf(segmentName: string | null): SegmentType {
  const plain = (segmentName ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  return plain.includes('cashcarry') ? 'CASH_CARRY_REGULAR' : 'OUTROS';
}

// ---------------------------------------------------------------------------------------------
// SAP layout of a lot and of its return

/** The columns of a lot's SAP spreadsheet, in order (docs/domain.md "SAP layout"). */
export const SAP_LOT_COLUMNS = [
  'LOTE',
  'COD_VERBA_PAI',
  'COD_VERBA_FILHA',
  'ID_ITEM',
  'PAGADOR_SAP',
  'COMPETENCIA',
  'CANAL',
  'ORG_VENDAS',
  'UNIDADE_NEGOCIO',
  'TIPO_VERBA',
  'CAIXA_RIC',
  'VALOR',
  'VENCIMENTO',
] as const;

/** The columns SAP returns: the item, its payment number, date and status, and the amount paid. */
export const SAP_RETURN_COLUMNS = ['ID_ITEM', 'NUM_PAGAMENTO', 'DATA_PAGAMENTO', 'STATUS', 'VALOR'] as const;

// ---------------------------------------------------------------------------------------------
// Wire schemas

const ZCompetenceText = z
  .string()
  .trim()
  .refine((text) => competenceTextToIsoDate(text) !== null, { message: 'validation.invalidCompetence' });

const codes = z.array(z.string().trim().min(1).max(40)).max(200).optional();

/** The filters of the screen and of the report: at least one competence (spec section 5). */
export const ZPaymentFiltersSchema = z.object({
  competences: z.array(ZCompetenceText).min(1, { message: 'payments.competenceRequired' }).max(24),
  channels: codes,
  commodities: codes,
  budgetTypes: codes,
  salesOrganizations: codes,
});
export type TPaymentFilters = z.output<typeof ZPaymentFiltersSchema>;

export const ZPaymentSearchSchema = ZPaymentFiltersSchema.extend({
  tab: z.enum(PAYMENT_TABS).default('underValidation'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type TPaymentSearch = z.output<typeof ZPaymentSearchSchema>;

export const ZPaymentGroupSchema = z.object({
  id: z.number().int(),
  stage: z.enum(PAYMENT_STAGES),
  channel: z.string(),
  competence: z.string(),
  salesOrganization: z.string(),
  commodity: z.string(),
  budgetType: z.string(),
  ricBox: z.string(),
  /** What the group pays: ascertainments (APURACAO) or cycle folders (PASTA_CICLO). */
  origin: z.string(),
  calculated: z.string(),
  toPay: z.string(),
  difference: z.string(),
  /** Available balance of the map lines the group draws on for its month; null without a line. */
  balance: z.string().nullable(),
  itemCount: z.number().int(),
  ascertainments: z.number().int(),
  lotCode: z.string().nullable(),
  fatherBudgetCode: z.string().nullable(),
  /** The current approval step's responsible may decide now. */
  mine: z.boolean(),
  currentStep: z.number().int().nullable(),
  disapprovalJustification: z.string().nullable(),
});
export type TPaymentGroup = z.output<typeof ZPaymentGroupSchema>;

export const ZPaymentTabCountsSchema = z.object(
  Object.fromEntries(PAYMENT_TABS.map((tab) => [tab, z.number().int()])) as Record<PaymentTab, z.ZodNumber>,
);

export const ZPaymentItemSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  /** The ascertainment line it pays (origin APURACAO), or else the cycle folder's action. */
  ascertainmentId: z.number().int().nullable(),
  ascertainmentLineId: z.number().int().nullable(),
  agreementId: z.number().int().nullable(),
  folderId: z.number().int().nullable(),
  folderActionId: z.number().int().nullable(),
  /** The detached ascertainment it pays (origin APURACAO_AVULSA). */
  detachedAscertainmentId: z.number().int().nullable(),
  /** The ascertained month of a percentage contract it pays (origin CONTRATO_PERCENTUAL). */
  percentageAscertainmentId: z.number().int().nullable(),
  economicGroup: z.string(),
  payerCode: z.string(),
  payerName: z.string().nullable(),
  competence: z.string(),
  channel: z.string(),
  commodity: z.string(),
  budgetType: z.string(),
  calculated: z.string(),
  amount: z.string(),
  mapLineId: z.number().int().nullable(),
  reserved: z.string().nullable(),
  lotCode: z.string().nullable(),
  fatherBudgetCode: z.string().nullable(),
  daughterBudgetCode: z.string().nullable(),
  paymentNumber: z.string().nullable(),
  paymentDate: z.string().nullable(),
  paymentStatus: z.string().nullable(),
  dueDate: z.string(),
  deadlineStatus: z.enum(DEADLINE_STATUSES).nullable(),
  origin: z.string(),
  segmentType: z.enum(SEGMENT_TYPES),
  stage: z.enum(PAYMENT_STAGES),
});
export type TPaymentItem = z.output<typeof ZPaymentItemSchema>;

export const ZPaymentIdsSchema = z.object({ ids: z.array(ZIdSchema).min(1).max(500) });

export const ZPaymentDisapproveSchema = ZPaymentIdsSchema.extend({
  justification: z
    .string()
    .trim()
    .min(1, { message: 'payments.justificationRequired' })
    .max(JUSTIFICATION_MAX_LENGTH),
});

export const ZPaymentGenerateSchema = z.object({ competence: ZCompetenceText });

export const ZPaymentLotSchema = z.object({ lotCode: z.string().trim().min(1).max(20) });

export const ZDetailedBudgetSchema = z.object({
  ids: z.array(ZIdSchema).min(1).max(500),
  lotCode: z.string().trim().min(1).max(20),
});

export const ZPaymentReportSchema = ZPaymentFiltersSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type TPaymentReportSearch = z.output<typeof ZPaymentReportSchema>;

export const ZPaymentBulkResultSchema = z
  .object({
    done: z.array(z.number().int()),
    skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
  })
  .extend(ZMessageEnvelopeSchema.shape);

export const ZPaymentGenerateResultSchema = z.object({
  groups: z.array(z.number().int()),
  itemCount: z.number().int(),
});

export const ZDistributeResultSchema = z.object({ lotCode: z.string(), groups: z.array(z.number().int()) });

export const ZDetailedBudgetResultSchema = z.object({
  lotCode: z.string(),
  calculated: z.string(),
  toPay: z.string(),
  difference: z.string(),
  items: z.array(ZPaymentItemSchema),
});

/** The import job of SAP's return of a lot, on the imports and exports dashboard. */
export const PAYMENT_SAP_RETURN_JOB_KIND = 'paymentSapReturn';
