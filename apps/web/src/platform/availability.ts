/**
 * The health endpoint says whether the service is up; when it cannot answer, an answer from the
 * info endpoint still proves the server is back (spec, sections 7 and 8). A health answer of
 * DOWN is the server saying its database is gone: info would answer all the same, so it is not
 * asked. Plain fetch, not the HTTP client: a failing check must not start another check.
 */
export async function isServiceAvailable(): Promise<boolean> {
  try {
    const health = await fetch('/api/actuator/health', { cache: 'no-store' });
    const body = (await health.json().catch(() => null)) as { status?: string } | null;
    if (health.ok && body?.status === 'UP') return true;
    if (body?.status === 'DOWN') return false;
  } catch {
    // No answer: ask the info endpoint.
  }
  try {
    const info = await fetch('/api/actuator/info', { cache: 'no-store' });
    return info.ok;
  } catch {
    return false;
  }
}
