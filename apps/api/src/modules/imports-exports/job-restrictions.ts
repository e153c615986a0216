import { type TRestrictions, ZRestrictionsSchema } from '@trade-terms/domain/session';

/**
 * A job runs later, in a worker, for the user who asked for it: the data restrictions of that
 * user (as their token had them) travel in the job's `parameters` under this key. The dashboard
 * reads the same key to show a restricted viewer only the jobs made within their restrictions.
 */
export const RESTRICTIONS_KEY = 'restrictions';

/** A job's `parameters`: what the work needs, and the requester's data restrictions. */
export function restrictedParameters<T extends object>(
  parameters: T,
  restrictions: TRestrictions,
): T & { restrictions: TRestrictions } {
  return { ...parameters, [RESTRICTIONS_KEY]: restrictions } as T & { restrictions: TRestrictions };
}

/**
 * The restrictions a job carries, and the rest of its parameters. Null when it carries none:
 * such a job is not run, since running it unrestricted could show or change what its requester
 * may not.
 */
export function carriedRestrictions<T extends object>(
  parameters: unknown,
): { restrictions: TRestrictions; rest: T } | null {
  if (!parameters || typeof parameters !== 'object') return null;
  const { [RESTRICTIONS_KEY]: carried, ...rest } = parameters as Record<string, unknown>;
  const parsed = ZRestrictionsSchema.safeParse(carried);
  return parsed.success ? { restrictions: parsed.data, rest: rest as T } : null;
}
