import { sqlState } from './constraint-errors';

/**
 * SQLSTATEs of a server that cannot be reached or is going away: connection exceptions (class
 * 08), administrator or crash shutdown and "cannot connect now" (57P01-57P03), too many
 * connections (53300), a database that is gone (3D000), and one that refuses new connections
 * (`ALTER DATABASE … ALLOW_CONNECTIONS false` answers 55000 at connect time; no query of ours
 * meets that state otherwise).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300|3D000|55000)$/;

/** Socket failures the driver passes on as they are. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** The pg pool and PGlite say these in words only. */
const UNAVAILABLE_TEXTS = [
  'connection terminated',
  'timeout exceeded when trying to connect',
  'client has encountered a connection error',
  'cannot use a pool after calling end',
  'pglite is closed',
];

/**
 * The database could not be reached, as opposed to refusing what was asked of it: the caller
 * gets 503 and the client's service-unavailable reaction, not a 500. Drizzle wraps the driver's
 * error, so the whole `cause` chain is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state) return UNAVAILABLE_STATES.test(state.code);
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && SOCKET_CODES.has(candidate.code)) return true;
    const message = typeof candidate.message === 'string' ? candidate.message.toLowerCase() : '';
    if (UNAVAILABLE_TEXTS.some((text) => message.includes(text))) return true;
    current = candidate.cause;
  }
  return false;
}
