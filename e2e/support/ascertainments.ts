import type { TAscertainment, TAscertainmentRow } from '@trade-terms/domain/ascertainment';
import { ascertainmentCalls } from '@trade-terms/domain/calls/ascertainment-calls';
import { call } from './agreements';
import { apiToken } from './api-token';

export interface DemoAscertainment {
  row: TAscertainmentRow;
  read: TAscertainment;
}

/**
 * The demo ascertainments under validation, each read whole, so a browser file picks the one it
 * may change and leaves the others to the files that change them.
 */
export async function ascertainmentsUnderValidation(baseUrl: string): Promise<DemoAscertainment[]> {
  const admin = await apiToken(baseUrl, 'admin', 'Admin@123');
  const page = await call<{ itens: TAscertainmentRow[] }>(baseUrl, admin, ascertainmentCalls.search, {
    tab: 'underValidation',
    pagina: 1,
    tamanhoPagina: 50,
  });
  const found: DemoAscertainment[] = [];
  for (const row of page.itens) {
    found.push({
      row,
      read: await call<TAscertainment>(baseUrl, admin, ascertainmentCalls.get, { id: row.id }),
    });
  }
  return found;
}

/** Whether a line of the ascertainment was computed from stored input rows. */
export const computedFromRows = ({ read }: DemoAscertainment) =>
  read.lines.some((line) => line.inputRows > 0 && line.accurateValue !== null);
