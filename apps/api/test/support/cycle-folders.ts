import { expect } from 'vitest';
import { lineBalance } from '../../src/modules/budget-map/budget-ledger';
import { call } from './calls';
import type { TestApp } from './test-app';

/** What the cycle folder tests share: map lines of HC / HPF, actions, and the answers' codes. */

export const FOLDER_YEAR = new Date().getFullYear();
export const FOLDER_LINE_KEY = {
  commodity: 'HPF',
  economicGroup: 'GRP-ALFA',
  channel: 'HC',
  segment: 'VAR',
  region: 'SE',
  cva: 'CVA1',
  budgetType: 'VERBA-OFF',
  year: FOLDER_YEAR,
};
export const twelve = (value: string) => Array<string>(12).fill(value);

/** A new map line of the key with the same budget every month; answers its id. */
export async function newFolderLine(
  t: TestApp,
  adminToken: string,
  ricBox: string,
  monthly: string,
  key: Partial<typeof FOLDER_LINE_KEY> = {},
): Promise<number> {
  const response = await call(
    t,
    '/api/mapaboa/salvar',
    { ...FOLDER_LINE_KEY, ...key, ricBox, budgets: twelve(monthly) },
    { token: adminToken },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

/** A line's balance of one month (1..12). */
export const monthOf = async (t: TestApp, lineId: number, number: number) =>
  (await lineBalance(t.database.db, lineId)).months[number - 1];

/** A tabloid action of a folder, as a save takes it. */
export const folderAction = (
  mapLineId: number,
  plannedVolume: string,
  unitValue: string,
  extra: object = {},
) => ({
  tacticType: 'TABLOIDE',
  description: `Tabloide ${plannedVolume} × ${unitValue}`,
  economicGroup: 'GRP-ALFA',
  plannedVolume,
  unitValue,
  mapLineId,
  ...extra,
});

/** The error codes of a refused call's envelope. */
export const errorCodes = (response: { json: () => { mensagens: { codigo?: string }[] } }) =>
  response.json().mensagens.map((message) => message.codigo);

export interface FolderAnswer {
  id: number;
  version: number;
  status: string;
  actions: { id: number; number: number; status: string }[];
}

/**
 * A folder of HC / HPF for the cycle, opened by the commercial user, sent and approved through
 * the demo flow's two steps (the approver, then the administrator).
 */
export async function approvedFolder(
  t: TestApp,
  tokens: { comercial: string; aprovador: string; admin: string },
  cycle: number,
  actions: object[],
): Promise<FolderAnswer> {
  const step = async (token: string, path: string, body: object) => {
    const response = await call(t, `/api/pastaCiclo/${path}`, body, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FolderAnswer;
  };
  let folder = await step(tokens.comercial, 'salvar', {
    year: FOLDER_YEAR,
    cycle,
    channel: 'HC',
    commodity: 'HPF',
    description: `Pasta do ciclo ${cycle}`,
    actions,
  });
  for (const [token, path] of [
    [tokens.comercial, 'enviarAprovacao'],
    [tokens.aprovador, 'aprovar'],
    [tokens.admin, 'aprovar'],
  ] as const) {
    folder = await step(token, path, { id: folder.id, version: folder.version });
  }
  expect(folder.status).toBe('APROVADA');
  return folder;
}
