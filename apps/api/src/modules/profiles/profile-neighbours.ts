import type { RegisterKey } from '@trade-terms/domain/registers';
import type { Db } from '../../platform/db/database';

/**
 * What profiles need from modules that sit above them. Users hold profiles (their table names the
 * profile) and the master-data registers lead through imports to users, so importing either from
 * here would close a loop of modules; the composition root (module-routes.ts) hands these in.
 */
export interface ProfileNeighbours {
  /** users: how many users hold each of these profiles. */
  userCountsByProfile(db: Db, profileIds: readonly number[]): Promise<Map<number, number>>;
  /** users: ends the sessions of every user of the profile, answering how many. */
  endProfileSessions(db: Db, profileId: number): Promise<number>;
  /** master-data: the ids of the registered records among these codes, by code. */
  recordIdsByCodes(db: Db, register: RegisterKey, codes: readonly string[]): Promise<Map<string, number>>;
}
