import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { profiles } from './profiles-table';

/**
 * A profile's name for another module's lists, to show and to sort by, from a column holding the
 * profile id. The profiles table stays behind this expression: the caller joins nothing.
 */
export function profileNameOf(profileId: AnyColumn): SQL<string | null> {
  return sql<string | null>`(select ${profiles.name} from ${profiles} where ${profiles.id} = ${profileId})`;
}
