import type { UserAccessState } from '@trade-terms/domain/access-requests';
import {
  type TUserDetail,
  type TUserTabItem,
  type TUserTabSearch,
  type TUserTabTotals,
  USER_TABS,
  type UserTab,
} from '@trade-terms/domain/users';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { profileNamesByIds } from '../profiles/profiles-service';
import { accessDecisions } from './access-approval';
import type { AccessApprovals } from './users-neighbours';
import { findUserById, findUserRowById } from './users-repository';
import { countUsersPerState, searchUsersInState } from './users-tabs-repository';

// The administrators' view of access requests: the tabs of the Users screen and one user's
// detail. The decisions that move a user between tabs are in user-requests-service.ts.

export const stateOfTab = (tab: UserTab): UserAccessState =>
  USER_TABS.find((entry) => entry.tab === tab)?.state ?? 'CADASTRADO';

export async function listUserTab(
  db: Db,
  tab: UserTab,
  search: TUserTabSearch,
): Promise<{ items: TUserTabItem[]; total: number }> {
  const { rows, total } = await searchUsersInState(db, stateOfTab(tab), search);
  return {
    items: rows.map((row) => ({
      ...row,
      lastAccessAt: row.lastAccessAt?.toISOString() ?? null,
      accessRequestedAt: row.accessRequestedAt?.toISOString() ?? null,
    })),
    total,
  };
}

export async function tabTotals(db: Db): Promise<TUserTabTotals> {
  const totals: TUserTabTotals = {
    PRIMEIRO_ACESSO: 0,
    EM_APROVACAO: 0,
    REPROVADO: 0,
    SOLICITACAO_EDICAO: 0,
    EM_VALIDACAO: 0,
    CADASTRADO: 0,
  };
  for (const row of await countUsersPerState(db)) totals[row.state] = row.value;
  return totals;
}

/** One user with their access stage, the pending change and every decision on their requests. */
export async function getUserDetail(db: Db, approvals: AccessApprovals, id: number): Promise<TUserDetail> {
  const row = await findUserById(db, id);
  const full = await findUserRowById(db, id);
  if (!row || !full) throw new AppError('NOT_FOUND');
  const pending = full.pendingChange;
  const pendingProfile = pending
    ? (await profileNamesByIds(db, [pending.profileId])).get(pending.profileId)
    : null;
  return {
    ...row,
    lastAccessAt: row.lastAccessAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    accessState: full.accessState,
    accessJustification: full.accessJustification,
    accessRequestedAt: full.accessRequestedAt?.toISOString() ?? null,
    pendingChange: pending ? { ...pending, profile: pendingProfile ?? null } : null,
    decisions: await accessDecisions(db, approvals, id),
  };
}
