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
