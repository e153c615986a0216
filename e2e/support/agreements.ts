import type { TAgreement } from '@trade-terms/domain/agreements';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import type { CallDeclaration } from '@trade-terms/domain/calls/call';
import { leverCalls } from '@trade-terms/domain/calls/levers-calls';

export const YEAR = new Date().getFullYear();

/** A call of the catalogue made straight to the API, as another session would. */
export async function call<T>(
  baseUrl: string,
  token: string,
  { path }: Pick<CallDeclaration, 'path'>,
  body: unknown,
) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** An agreement in registration with one lever, saved straight through the API (`more` adds fields). */
export async function createAgreement(
  baseUrl: string,
  token: string,
  description: string,
  more: Record<string, unknown> = {},
): Promise<TAgreement> {
  const options = await call<{ lista: { id: number; name: string }[] }>(baseUrl, token, leverCalls.options, {
    channels: ['HC'],
  });
  return call<TAgreement>(baseUrl, token, agreementCalls.save, {
    description,
    economicGroup: 'GRP-ALFA',
    channels: ['HC'],
    validityStart: `01/01/${YEAR}`,
    validityEnd: `31/12/${YEAR}`,
    ...more,
    levers: [
      {
        leverId: options.lista.find((option) => option.name === 'Meta mensal sell-out')?.id,
        fundsType: 'OFF',
        discountPercent: '2',
        goal: '1000.00',
        commodity: 'HPF',
        customers: ['0001000101'],
        payers: ['0001000101'],
      },
    ],
  });
}
