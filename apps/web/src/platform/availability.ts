import { actuatorCalls } from '@trade-terms/domain/calls/actuator-calls';
import { timedSignal } from './request-timeout';

/** The checks' paths as the HTTP client would build them, from the calls' declarations. */
const HEALTH_URL = `/api${actuatorCalls.health.path}`;
const INFO_URL = `/api${actuatorCalls.info.path}`;

/** A check of a frozen server must give up too, or it would never reach its verdict. */
async function check(path: string): Promise<{ ok: boolean; body: string }> {
  const timer = timedSignal();
  try {
    const response = await fetch(path, { cache: 'no-store', signal: timer.signal });
    return { ok: response.ok, body: await response.text() };
  } finally {
    timer.clear();
  }
}

function reportedStatus(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { status?: string } | null)?.status;
  } catch {
    return undefined;
  }
}

/**
 * The health endpoint says whether the service is up; when it cannot answer, an answer from the
 * info endpoint still proves the server is back (spec, sections 7 and 8). A health answer of
 * DOWN is the server saying its database is gone: info would answer all the same, so it is not
 * asked. Plain fetch, not the HTTP client: a failing check must not start another check.
 */
export async function isServiceAvailable(): Promise<boolean> {
  try {
    const health = await check(HEALTH_URL);
    const status = reportedStatus(health.body);
    if (health.ok && status === 'UP') return true;
    if (status === 'DOWN') return false;
  } catch {
    // No answer: ask the info endpoint.
  }
  try {
    return (await check(INFO_URL)).ok;
  } catch {
    return false;
  }
}
