import type { TAgreement } from '@trade-terms/domain/agreements';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import type { CallDeclaration } from '@trade-terms/domain/calls/call';
import { leverCalls } from '@trade-terms/domain/calls/levers-calls';
import { apiToken } from './api-token';

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

/**
 * An agreement in registration with one lever, valid this year, saved straight through the API:
 * `lever` changes the lever's values, `main` the agreement's main information.
 */
export async function createAgreement(
  baseUrl: string,
  token: string,
  description: string,
  { lever = {}, main = {} }: { lever?: Record<string, unknown>; main?: Record<string, unknown> } = {},
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
    ...main,
    levers: [
      {
        leverId: options.lista.find((option) => option.name === 'Meta mensal sell-out')?.id,
        fundsType: 'OFF',
        discountPercent: '2',
        goal: '1000.00',
        commodity: 'HPF',
        customers: ['0001000101'],
        payers: ['0001000101'],
        ...lever,
      },
    ],
  });
}

/**
 * An agreement created by the commercial user, sent to approval and approved in both steps of
 * the demo flow: the sales step is the approver's, the channel's step the administrator's.
 */
export async function approvedAgreement(
  baseUrl: string,
  description: string,
  lever: Record<string, unknown> = {},
): Promise<TAgreement> {
  const comercial = await apiToken(baseUrl, 'comercial', 'Comercial@123');
  const created = await createAgreement(baseUrl, comercial, description, { lever });
  await call(baseUrl, comercial, agreementCalls.sendToApproval, { ids: [created.id] });
  for (const [login, password] of [
    ['aprovador', 'Aprovador@123'],
    ['admin', 'Admin@123'],
  ] as const) {
    await call(baseUrl, await apiToken(baseUrl, login, password), agreementCalls.approve, {
      ids: [created.id],
    });
  }
  const agreement = await call<TAgreement>(baseUrl, comercial, agreementCalls.get, { id: created.id });
  if (agreement.status !== 'APROVADO') throw new Error(`agreement ${created.id} is ${agreement.status}`);
  return agreement;
}
