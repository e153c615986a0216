import type { CycleFolderStatus } from '@trade-terms/domain/cycle-folders';
import {
  DISTRIBUTED_FOLDER_STATUSES,
  distributionBalance,
  plannedByRegion,
  type TFolderDistribution,
} from '@trade-terms/domain/folder-distribution';
import { userLabel, ZUserSearchSchema } from '@trade-terms/domain/users';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { listUsers, usersByIds } from '../users/users-service';
import type { FolderCaller } from './cycle-folder-caller';
import { actionsOfFolder, type FolderRow, folderRow } from './cycle-folder-repository';
import { registerEntriesByCodes } from './folder-counting-repository';
import { distributionOfFolder, rowsOfDistribution } from './folder-distribution-repository';

/**
 * The distribution's reads (`apuracaoPasta/buscarDistribuicao`, `buscarCoordenadores`): a folder
 * outside the caller's channels and business units is not found; one not approved (nor closed)
 * has no distribution.
 */

/** Whether a folder's money is distributed and assigned: approved, or closed after approval. */
export function isDistributedStatus(status: CycleFolderStatus): boolean {
  return (DISTRIBUTED_FOLDER_STATUSES as readonly CycleFolderStatus[]).includes(status);
}

/** A visible approved (or closed) folder with its planned total. */
export async function distributedFolder(db: Db, folderId: number, caller: FolderCaller): Promise<FolderRow> {
  const row = await folderRow(db, folderId, caller.restrictions);
  if (!row) throw new AppError('NOT_FOUND');
  if (!isDistributedStatus(row.status)) throw new AppError('FOLDER_DISTRIBUTION_FOLDER_NOT_APPROVED');
  return row;
}

/** The folder's key, its total and how the shares stand against it. */
export function balanceView(row: FolderRow, shares: readonly string[]) {
  return {
    folderId: row.id,
    year: row.year,
    cycle: row.cycle,
    channel: row.channel,
    channelName: row.channelName,
    commodity: row.commodity,
    commodityName: row.commodityName,
    description: row.description,
    folderStatus: row.status === 'ENCERRADA' ? ('ENCERRADA' as const) : ('APROVADA' as const),
    total: row.planned,
    ...distributionBalance(row.planned, shares),
  };
}

/** `apuracaoPasta/buscarDistribuicao`: the total, the regions' shares and the proposal's weights. */
export async function getFolderDistribution(
  db: Db,
  folderId: number,
  caller: FolderCaller,
): Promise<TFolderDistribution> {
  const folder = await distributedFolder(db, folderId, caller);
  const distribution = await distributionOfFolder(db, folderId);
  const rows = distribution ? await rowsOfDistribution(db, distribution.id) : [];
  const planned = plannedByRegion(
    (await actionsOfFolder(db, folderId)).map((action) => ({
      status: action.status,
      region: action.regionCode,
      investment: action.investment,
    })),
  );
  const regions = await registerEntriesByCodes(db, 'region', [
    ...rows.map((row) => row.regionCode),
    ...planned.keys(),
  ]);
  const coordinators = await usersByIds(
    db,
    rows.map((row) => row.coordinatorId),
  );
  return {
    ...balanceView(
      folder,
      rows.map((row) => row.amount),
    ),
    version: distribution?.version ?? 0,
    rows: rows.map((row) => ({
      region: row.regionCode,
      regionName: regions.get(row.regionCode)?.name ?? null,
      coordinatorId: row.coordinatorId,
      coordinatorName: coordinators.get(row.coordinatorId)?.label ?? null,
      amount: row.amount,
    })),
    plannedByRegion: [...planned].map(([region, amount]) => ({
      region,
      regionName: regions.get(region)?.name ?? null,
      planned: amount,
    })),
  };
}

/** `apuracaoPasta/buscarCoordenadores`: the first 20 active users whose name or login match. */
export async function searchCoordinators(db: Db, search: string | undefined) {
  const page = await listUsers(
    db,
    ZUserSearchSchema.parse({ page: 1, pageSize: 20, status: 'ATIVO', sortBy: 'name', search }),
  );
  return page.items.map((user) => ({ id: user.id, name: userLabel(user) }));
}
