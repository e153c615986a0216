import {
  CYCLE_FOLDER_STATUSES,
  type CycleActionStatus,
  type CycleFolderStatus,
  canMove,
  plannedInvestment,
  type TCycleFolder,
  type TCycleFolderLineOption,
  ZCycleFolderSaveSchema,
  ZUnitValueSchema,
  ZVolumeSchema,
} from '@trade-terms/domain/cycle-folders';
import type { Language } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { isMoneyAbove, sumMoney } from '@trade-terms/domain/money';
import {
  type FieldPath,
  type FormFailure,
  problemFieldErrors,
  schemaFieldErrors,
} from '../../platform/form-errors';
import type { FolderMove, TCycleFolderSaveInput, TCycleFolderSearchInput } from './api/cycle-folders';

/** What the cycle folder's screens show and offer (pure, tested beside it). */

export const STATUS_LABELS: Record<CycleFolderStatus, MessageKey> = {
  EM_CADASTRO: 'cycleFolder.status.EM_CADASTRO',
  EM_APROVACAO: 'cycleFolder.status.EM_APROVACAO',
  APROVADA: 'cycleFolder.status.APROVADA',
  REPROVADA: 'cycleFolder.status.REPROVADA',
  ENCERRADA: 'cycleFolder.status.ENCERRADA',
};

/** The status colours, as the agreements use them: the theme keeps them readable. */
export const STATUS_COLORS: Record<CycleFolderStatus, string> = {
  EM_CADASTRO: 'processing',
  EM_APROVACAO: 'warning',
  APROVADA: 'success',
  REPROVADA: 'error',
  ENCERRADA: 'default',
};

export const ACTION_STATUS_LABELS: Record<CycleActionStatus, MessageKey> = {
  ATIVA: 'cycleFolder.actionStatus.ATIVA',
  CANCELADA: 'cycleFolder.actionStatus.CANCELADA',
};

export const MOVE_LABELS: Record<FolderMove, MessageKey> = {
  sendToApproval: 'cycleFolderScreens.moves.sendToApproval',
  approve: 'cycleFolderScreens.moves.approve',
  disapprove: 'cycleFolderScreens.moves.disapprove',
  closePlanning: 'cycleFolderScreens.moves.closePlanning',
  reopenPlanning: 'cycleFolderScreens.moves.reopenPlanning',
  close: 'cycleFolderScreens.moves.close',
};

export const MOVE_DONE: Record<FolderMove, MessageKey> = {
  sendToApproval: 'cycleFolderScreens.moves.done.sendToApproval',
  approve: 'cycleFolderScreens.moves.done.approve',
  disapprove: 'cycleFolderScreens.moves.done.disapprove',
  closePlanning: 'cycleFolderScreens.moves.done.closePlanning',
  reopenPlanning: 'cycleFolderScreens.moves.done.reopenPlanning',
  close: 'cycleFolderScreens.moves.done.close',
};

// ---------------------------------------------------------------------------------------------
// The list

export interface FolderFilters {
  years: number[];
  cycles: number[];
  channels: string[];
  commodities: string[];
  statuses: CycleFolderStatus[];
  /** 'open' or 'closed' planning; null: both. */
  planning: 'open' | 'closed' | null;
}

export const NO_FOLDER_FILTERS: FolderFilters = {
  years: [],
  cycles: [],
  channels: [],
  commodities: [],
  statuses: [],
  planning: null,
};

export const ALL_STATUSES = CYCLE_FOLDER_STATUSES;

/** The search call's body: the page, and only the filters holding a value. */
export function folderSearchOf(
  filters: FolderFilters,
  page: { page: number; pageSize: number },
): TCycleFolderSearchInput {
  return {
    page: page.page,
    pageSize: page.pageSize,
    ...(filters.years.length > 0 ? { years: filters.years } : {}),
    ...(filters.cycles.length > 0 ? { cycles: filters.cycles } : {}),
    ...(filters.channels.length > 0 ? { channels: filters.channels } : {}),
    ...(filters.commodities.length > 0 ? { commodities: filters.commodities } : {}),
    ...(filters.statuses.length > 0 ? { statuses: filters.statuses } : {}),
    ...(filters.planning ? { planningOpen: filters.planning === 'open' } : {}),
  };
}

/** The years a folder may be planned for in the filter: the last two, this one and the next two. */
export function yearChoices(today: Date): number[] {
  const year = today.getFullYear();
  return [year - 2, year - 1, year, year + 1, year + 2];
}

// ---------------------------------------------------------------------------------------------
// The editor

export interface ActionFormValues {
  /** The saved action's id; absent for one added on this screen. */
  id?: number;
  /** The row's key in the table (the id, or a made-up one until saved). */
  key: string;
  number?: number;
  /** The code of a record of the tactic types register. */
  tacticType?: string | null;
  description?: string;
  economicGroup?: string | null;
  region?: string | null;
  category?: string | null;
  brand?: string | null;
  sku?: string | null;
  plannedVolume?: string | null;
  unitValue?: string | null;
  mapLineId?: number | null;
  status: CycleActionStatus;
  /** What the saved action holds reserved on the map (shown, never sent). */
  reserved?: string;
}

export interface FolderFormValues {
  year?: number | null;
  cycle?: number | null;
  channel?: string | null;
  commodity?: string | null;
  description?: string;
  actions: ActionFormValues[];
}

export function newFolderValues(today: Date): FolderFormValues {
  return { year: today.getFullYear(), cycle: today.getMonth() + 1, description: '', actions: [] };
}

export function newActionValues(key: string): ActionFormValues {
  return { key, status: 'ATIVA', tacticType: null, description: '', mapLineId: null };
}

export function formValuesOf(folder: TCycleFolder): FolderFormValues {
  return {
    year: folder.year,
    cycle: folder.cycle,
    channel: folder.channel,
    commodity: folder.commodity,
    description: folder.description,
    actions: folder.actions.map((action) => ({
      id: action.id,
      key: String(action.id),
      number: action.number,
      tacticType: action.tacticType,
      description: action.description,
      economicGroup: action.economicGroup,
      region: action.region,
      category: action.category,
      brand: action.brand,
      sku: action.sku,
      plannedVolume: action.plannedVolume,
      unitValue: action.unitValue,
      mapLineId: action.mapLineId,
      status: action.status,
      reserved: action.reserved,
    })),
  };
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The save call's body from the form: what was typed, as typed; the schema checks it. */
export function saveInputOf(
  values: FolderFormValues,
  folder: { id: number; version: number } | null,
): TCycleFolderSaveInput {
  return {
    ...(folder ? { id: folder.id, version: folder.version } : {}),
    year: values.year as number,
    cycle: values.cycle as number,
    channel: values.channel ?? '',
    commodity: values.commodity ?? '',
    description: values.description ?? '',
    actions: (values.actions ?? []).map((action) => ({
      ...(action.id !== undefined ? { id: action.id } : {}),
      tacticType: action.tacticType ?? '',
      description: action.description ?? '',
      economicGroup: blankToNull(action.economicGroup),
      region: blankToNull(action.region),
      category: blankToNull(action.category),
      brand: blankToNull(action.brand),
      sku: blankToNull(action.sku),
      plannedVolume: action.plannedVolume ?? '',
      unitValue: action.unitValue ?? '',
      mapLineId: action.mapLineId as number,
      status: action.status,
    })),
  };
}

const HEADER_FIELDS = new Set(['year', 'cycle', 'channel', 'commodity', 'description']);
const ACTION_FIELDS = new Set([
  'tacticType',
  'description',
  'economicGroup',
  'region',
  'category',
  'brand',
  'sku',
  'plannedVolume',
  'unitValue',
  'mapLineId',
]);

/** The fields the editor shows: the header's, and each action's (`actions.2.unitValue`). */
export function isFolderField(path: FieldPath): boolean {
  const [first, index, field] = path;
  if (path.length === 1) return HEADER_FIELDS.has(String(first));
  return (
    first === 'actions' && typeof index === 'number' && path.length === 3 && ACTION_FIELDS.has(String(field))
  );
}

/**
 * The checks before saving: the save schema, and an action's customers (a holding, a region or
 * both). Problems of fields the form does not show are told above it.
 */
export function folderFormFailure(language: Language, input: TCycleFolderSaveInput): FormFailure | null {
  const checked = ZCycleFolderSaveSchema.safeParse(input);
  const entries = checked.success ? [] : schemaFieldErrors(language, input, checked.error.issues);
  const customers = input.actions.flatMap((action, index) =>
    action.economicGroup || action.region
      ? []
      : [
          {
            path: ['actions', index, 'economicGroup'],
            message: 'cycleFolderScreens.actions.customersRequired' as const,
          },
        ],
  );
  const all = [...entries, ...problemFieldErrors(language, customers)];
  if (all.length === 0) return null;
  return {
    fields: all.filter((entry) => isFolderField(entry.name)),
    general: all.filter((entry) => !isFolderField(entry.name)).flatMap((entry) => entry.errors),
  };
}

/** An action's planned investment as typed so far: volume × unit value, exact; null until both read. */
export function actionInvestment(
  volume: string | null | undefined,
  unitValue: string | null | undefined,
): string | null {
  const readVolume = ZVolumeSchema.safeParse(volume ?? '');
  const readValue = ZUnitValueSchema.safeParse(unitValue ?? '');
  if (!readVolume.success || !readValue.success) return null;
  return plannedInvestment(readVolume.data, readValue.data);
}

type PlannedAction = Pick<ActionFormValues, 'plannedVolume' | 'unitValue' | 'status' | 'mapLineId'>;

/** The folder's total planned: its active actions' investments (those not yet readable count nothing). */
export function folderPlanned(actions: readonly PlannedAction[]): string {
  return sumMoney(
    actions
      .filter((action) => action.status === 'ATIVA')
      .map((action) => actionInvestment(action.plannedVolume, action.unitValue) ?? '0'),
  );
}

export interface LineUsage {
  id: number;
  label: string;
  planned: string;
  /** The line's available money of the cycle's month; null when the line is not among the options. */
  available: string | null;
  above: boolean;
}

/** Per map line the active actions draw from: what they plan against what the line has available. */
export function lineUsage(
  actions: readonly PlannedAction[],
  lines: readonly TCycleFolderLineOption[],
  labelOf: (id: number) => string,
): LineUsage[] {
  const byLine = new Map<number, string[]>();
  for (const action of actions) {
    if (action.status !== 'ATIVA' || typeof action.mapLineId !== 'number') continue;
    const investment = actionInvestment(action.plannedVolume, action.unitValue) ?? '0';
    byLine.set(action.mapLineId, [...(byLine.get(action.mapLineId) ?? []), investment]);
  }
  return [...byLine].map(([id, investments]) => {
    const line = lines.find((option) => option.id === id);
    const planned = sumMoney(investments);
    const available = line?.available ?? null;
    return {
      id,
      label: line?.label ?? labelOf(id),
      planned,
      available,
      above: available !== null && isMoneyAbove(planned, available),
    };
  });
}

type Has = (role: string) => boolean;

/** Whether the user may change the folder (null: a new one) on this screen. */
export function mayEditFolder(
  folder: Pick<TCycleFolder, 'status' | 'planningOpen'> | null,
  has: Has,
): boolean {
  if (!folder) return has('ROLE_ABRIR_PASTA_CICLO') || has('ROLE_EDITAR_PASTA_CICLO');
  return canMove('edit', folder.status, folder.planningOpen) && has('ROLE_EDITAR_PASTA_CICLO');
}

const MOVE_ROLES: Record<Exclude<FolderMove, 'approve' | 'disapprove'>, string> = {
  sendToApproval: 'ROLE_EDITAR_PASTA_CICLO',
  closePlanning: 'ROLE_FECHAR_PASTA_CICLO',
  reopenPlanning: 'ROLE_ABRIR_PASTA_CICLO',
  close: 'ROLE_FECHAR_PASTA_CICLO',
};

/** The moves a saved folder offers this user, in the order of the buttons. */
export function folderMovesOf(
  folder: Pick<TCycleFolder, 'status' | 'planningOpen' | 'approval'>,
  has: Has,
): FolderMove[] {
  const moves: FolderMove[] = [];
  const allowed = (move: keyof typeof MOVE_ROLES) =>
    canMove(move, folder.status, folder.planningOpen) && has(MOVE_ROLES[move]);
  if (allowed('sendToApproval')) moves.push('sendToApproval');
  if (canMove('decide', folder.status, folder.planningOpen) && folder.approval?.canDecide) {
    moves.push('approve', 'disapprove');
  }
  if (allowed('closePlanning')) moves.push('closePlanning');
  if (allowed('reopenPlanning')) moves.push('reopenPlanning');
  if (allowed('close')) moves.push('close');
  return moves;
}

/** An action may be taken out of the plan until it holds money on the map. */
export function mayRemoveAction(action: Pick<ActionFormValues, 'id' | 'reserved'>): boolean {
  return action.id === undefined || !action.reserved || !isMoneyAbove(action.reserved, '0');
}
