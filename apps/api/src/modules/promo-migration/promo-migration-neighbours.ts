import type { Db } from '../../platform/db/database';

/** A migration's switch of a holding's OFF levers in a channel to ON, from a competence on. */
export interface LeverSwitchRequest {
  economicGroup: string;
  channel: string;
  /** The competence's first day. */
  from: string;
  budgetType: string;
  actorId: number;
  justification: string;
}

/**
 * What the migration needs from the agreements, which sit above it (an agreement names a flag of
 * this module, so importing the agreements from here would close a loop of modules): the
 * composition root (module-routes.ts) hands in the agreements' switch of a holding's OFF levers,
 * answering the levers switched per agreement.
 */
export type SwitchLeversToOn = (
  tx: Db,
  input: LeverSwitchRequest,
) => Promise<{ agreementId: number; leverIds: number[] }[]>;
