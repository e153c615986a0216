import Decimal from 'decimal.js';
import { z } from 'zod';
import { ZCycleActionSaveSchema, ZCycleFolderApprovalSchema } from './cycle-folders';
import { JUSTIFICATION_MAX_LENGTH } from './justification';
import { roundMoney } from './money';
import { ZIdSchema, ZVersionSchema } from './records';

/**
 * Addenda of an approved cycle folder (spec §2 "Cycle folder"; docs/domain.md "Cycle folder",
 * "Addenda"): numbered changes to the folder's plan (new actions, replans, cancellations), each
 * through the folder's approval flow, each moving the folder's reservations on the map when its
 * last step approves it. Pure: what an addendum reserves and releases, line by line.
 */

export const CYCLE_FOLDER_ADDENDUM_STATUSES = [
  'EM_CADASTRO',
  'EM_APROVACAO',
  'APROVADO',
  'REPROVADO',
] as const;
export type CycleFolderAddendumStatus = (typeof CYCLE_FOLDER_ADDENDUM_STATUSES)[number];

/** Not decided yet: a folder has at most one addendum in these. */
export const OPEN_ADDENDUM_STATUSES = [
  'EM_CADASTRO',
  'EM_APROVACAO',
] as const satisfies readonly CycleFolderAddendumStatus[];

export const ADDENDUM_CHANGE_KINDS = ['NOVA', 'REPLANEJAMENTO', 'CANCELAMENTO'] as const;
export type AddendumChangeKind = (typeof ADDENDUM_CHANGE_KINDS)[number];

/** The addendum's moves, each with the statuses it starts from. */
export const CYCLE_FOLDER_ADDENDUM_MOVES = {
  edit: ['EM_CADASTRO'],
  remove: ['EM_CADASTRO'],
  sendToApproval: ['EM_CADASTRO'],
  decide: ['EM_APROVACAO'],
} as const satisfies Record<string, readonly CycleFolderAddendumStatus[]>;
export type CycleFolderAddendumMove = keyof typeof CYCLE_FOLDER_ADDENDUM_MOVES;

export function canMoveAddendum(move: CycleFolderAddendumMove, status: CycleFolderAddendumStatus): boolean {
  return (CYCLE_FOLDER_ADDENDUM_MOVES[move] as readonly CycleFolderAddendumStatus[]).includes(status);
}

// ---------------------------------------------------------------------------------------------
// The effect on the map

/** What one action holds reserved on one line (the cycle's month) before the addendum. */
export interface Holding<R> {
  reference: R;
  lineId: number;
  held: string;
}

/** A change as the effect sees it: where the action draws from and what it plans after it. */
export type EffectChange<R> =
  | { kind: 'NOVA' | 'REPLANEJAMENTO'; reference: R; mapLineId: number; investment: string }
  | { kind: 'CANCELAMENTO'; reference: R };

export interface Movement<R> {
  kind: 'RESERVE' | 'RELEASE';
  reference: R;
  lineId: number;
  /** Positive, in cents. */
  amount: string;
}

/**
 * The movements that take each changed action from what it holds to what it plans after the
 * addendum: a new action reserves its investment; a replan releases what the action holds on
 * lines other than its line after the change and, on that line, reserves the increase or releases
 * the decrease; a cancel releases all it holds. Zero movements are left out.
 */
export function addendumMovements<R>(
  holdings: readonly Holding<R>[],
  changes: readonly EffectChange<R>[],
): Movement<R>[] {
  const releases: Movement<R>[] = [];
  const reserves: Movement<R>[] = [];
  const push = (reference: R, lineId: number, delta: Decimal) => {
    if (delta.isZero()) return;
    const target = delta.gt(0) ? reserves : releases;
    target.push({
      kind: delta.gt(0) ? 'RESERVE' : 'RELEASE',
      reference,
      lineId,
      amount: roundMoney(delta.abs()),
    });
  };
  for (const change of changes) {
    const held = holdings.filter((holding) => holding.reference === change.reference);
    const target = change.kind === 'CANCELAMENTO' ? null : change.mapLineId;
    for (const holding of held) {
      if (holding.lineId !== target) push(change.reference, holding.lineId, new Decimal(holding.held).neg());
    }
    if (change.kind === 'CANCELAMENTO') continue;
    const onTarget = held
      .filter((holding) => holding.lineId === change.mapLineId)
      .reduce((total, holding) => total.plus(holding.held), new Decimal(0));
    push(change.reference, change.mapLineId, new Decimal(change.investment).minus(onTarget));
  }
  return [...releases, ...reserves];
}

/** The net change of each line's reserved money (reservations minus releases), exact. */
export function netByLine<R>(movements: readonly Movement<R>[]): Map<number, string> {
  const net = new Map<number, Decimal>();
  for (const movement of movements) {
    const signed =
      movement.kind === 'RESERVE' ? new Decimal(movement.amount) : new Decimal(movement.amount).neg();
    net.set(movement.lineId, (net.get(movement.lineId) ?? new Decimal(0)).plus(signed));
  }
  return new Map([...net].map(([lineId, total]) => [lineId, roundMoney(total)]));
}

/** The lines whose net increase is above their available money (none: the map can take it). */
export function linesShortOfMoney<R>(
  movements: readonly Movement<R>[],
  available: (lineId: number) => string,
): number[] {
  return [...netByLine(movements)]
    .filter(([lineId, net]) => new Decimal(net).gt(0) && new Decimal(net).gt(available(lineId)))
    .map(([lineId]) => lineId);
}

// ---------------------------------------------------------------------------------------------
// Wire schemas

/** `pastaCiclo/salvarAditivo`: the folder, the addendum (absent: a new one) and its changes. */
export const ZCycleFolderAddendumSaveSchema = z.object({
  folderId: ZIdSchema,
  id: ZIdSchema.optional(),
  version: ZVersionSchema.optional(),
  justification: z
    .string()
    .trim()
    .min(1, { message: 'cycleFolderAddendum.error.justificationRequired' })
    .max(JUSTIFICATION_MAX_LENGTH),
  /** New actions, as an action's save (their id and status are not read: they start active). */
  newActions: z.array(ZCycleActionSaveSchema).max(200).default([]),
  /** Replans of active actions: the action's id and its fields after the change. */
  replans: z.array(ZCycleActionSaveSchema).max(500).default([]),
  /** Active actions to cancel, by id. */
  cancellations: z.array(ZIdSchema).max(500).default([]),
});
export type TCycleFolderAddendumSave = z.output<typeof ZCycleFolderAddendumSaveSchema>;

export const ZCycleFolderAddendumChangeSchema = z.object({
  kind: z.enum(ADDENDUM_CHANGE_KINDS),
  /** The changed action (null for a new action until the addendum is approved). */
  actionId: z.number().int().nullable(),
  actionNumber: z.number().int().nullable(),
  tacticType: z.string().nullable(),
  description: z.string().nullable(),
  economicGroup: z.string().nullable(),
  region: z.string().nullable(),
  category: z.string().nullable(),
  brand: z.string().nullable(),
  sku: z.string().nullable(),
  plannedVolume: z.string().nullable(),
  unitValue: z.string().nullable(),
  investment: z.string().nullable(),
  mapLineId: z.number().int().nullable(),
  mapLineLabel: z.string().nullable(),
});
export type TCycleFolderAddendumChange = z.infer<typeof ZCycleFolderAddendumChangeSchema>;

export const ZCycleFolderAddendumSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  folderId: z.number().int(),
  number: z.number().int(),
  status: z.enum(CYCLE_FOLDER_ADDENDUM_STATUSES),
  justification: z.string(),
  disapprovalJustification: z.string().nullable(),
  approval: ZCycleFolderApprovalSchema.nullable(),
  changes: z.array(ZCycleFolderAddendumChangeSchema),
  updatedAt: z.string(),
});
export type TCycleFolderAddendum = z.infer<typeof ZCycleFolderAddendumSchema>;

export const ZCycleFolderAddendaSchema = z.array(ZCycleFolderAddendumSchema);
