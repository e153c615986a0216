import { expect } from 'vitest';
import { call } from './calls';
import type { TestApp } from './test-app';

/**
 * Justifies every reconciliation finding of an ascertainment, one by one on its current version,
 * so a test about another part of the flow may send it to approval.
 */
export async function justifyFindings(t: TestApp, token: string, id: number, justification: string) {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await call(t, `/api/${path}`, body, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const { findings } = await post<{ findings: { id: number }[] }>('apuracao/buscarConciliacao', { id });
  for (const finding of findings) {
    const { version } = await post<{ version: number }>('apuracao/buscarPorId', { id });
    await post('apuracao/justificarInconsistencia', { id, version, findingId: finding.id, justification });
  }
  return findings.length;
}
