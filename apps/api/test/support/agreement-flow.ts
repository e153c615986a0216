import { calendarDateIn } from '@trade-terms/domain/dates';
import { expect } from 'vitest';
import { call, type demoTokens } from './calls';
import type { TestApp } from './test-app';

export type DemoTokens = Awaited<ReturnType<typeof demoTokens>>;

export interface LeverBody {
  id: number;
  leverId: number;
  name: string;
  status: string;
  customers: string[];
  payers: string[];
  inactivePeriods: { from: string; until: string | null }[];
  [field: string]: unknown;
}

export interface AgreementBody {
  id: number;
  version: number;
  description: string;
  status: string;
  approverStatus: string | null;
  tab: string;
  validityStart: string;
  validityEnd: string;
  terminatedOn: string | null;
  levers: LeverBody[];
  [field: string]: unknown;
}

export interface BulkBody {
  done: number[];
  skipped: { id: number; reason: string }[];
  mensagens: { tipo: string; texto: string }[];
}

/**
 * Agreements made through the calls, as the screens make them: saved in registration, sent to
 * approval and approved at both steps of the demo flow (the approver, then the administrator).
 */
export function agreementFlow(t: () => TestApp, tokens: () => DemoTokens) {
  const leverIds = new Map<string, number>();
  const as = (token: string, url: string, body: unknown = {}, language?: string) =>
    call(t(), url, body, { token, ...(language ? { language } : {}) });
  const bulk = async (token: string, url: string, body: object): Promise<BulkBody> => {
    const response = await as(token, url, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const read = async (id: number): Promise<AgreementBody> => {
    const response = await as(tokens().comercial, '/api/contrato/buscarContratoEdicao', { id });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  async function loadLeverIds() {
    if (leverIds.size > 0) return;
    const options = await as(tokens().comercial, '/api/alavanca/buscarInput', {});
    for (const lever of options.json().lista) leverIds.set(lever.name, lever.id);
  }

  /** An HC agreement of Grupo Alfa over two years with the goal lever, in registration. */
  async function create(description: string, overrides: object = {}): Promise<AgreementBody> {
    await loadLeverIds();
    const year = Number(calendarDateIn(t().config.BUSINESS_TIME_ZONE).slice(0, 4));
    const response = await as(tokens().comercial, '/api/contrato/salvarAtualizarContrato', {
      description,
      economicGroup: 'GRP-ALFA',
      channels: ['HC'],
      // From a year back to a year ahead: every date a test moves to lies within it.
      validityStart: `01/01/${year - 1}`,
      validityEnd: `31/12/${year + 1}`,
      region: 'SE',
      businessUnit: 'HPF',
      levers: [
        {
          leverId: leverIds.get('Meta mensal sell-out'),
          fundsType: 'OFF',
          discountPercent: '2.0',
          goal: '500000.00',
          expectedYearlyValue: '1000.00',
          commodity: 'HPF',
          customers: ['0001000101', '0001000102'],
          payers: ['0001000101'],
        },
      ],
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** The same, approved at both steps. */
  async function approved(description: string, overrides: object = {}): Promise<AgreementBody> {
    const created = await create(description, overrides);
    await bulk(tokens().comercial, '/api/contrato/confirmarContratosEmGrupo', { ids: [created.id] });
    await bulk(tokens().aprovador, '/api/contrato/aprovarContratos', { ids: [created.id] });
    const last = await bulk(tokens().admin, '/api/contrato/aprovarContratos', { ids: [created.id] });
    expect(last.done).toEqual([created.id]);
    return read(created.id);
  }

  /**
   * An agreement over this calendar year holding one lever of the catalogue (named) with the
   * given values, approved at both steps.
   */
  async function approvedWithLever(description: string, leverName: string, lever: object) {
    await loadLeverIds();
    const year = Number(calendarDateIn(t().config.BUSINESS_TIME_ZONE).slice(0, 4));
    return approved(description, {
      validityStart: `01/01/${year}`,
      validityEnd: `31/12/${year}`,
      levers: [{ leverId: leverIds.get(leverName), ...lever }],
    });
  }

  /** Saves the agreement as read with each lever's fields changed (an approved one: values only). */
  function saveLevers(agreement: AgreementBody, change: Record<string, unknown>) {
    return as(tokens().comercial, '/api/contrato/salvarAtualizarContrato', {
      id: agreement.id,
      version: agreement.version,
      description: agreement.description,
      economicGroup: 'GRP-ALFA',
      channels: ['HC'],
      validityStart: agreement.validityStart,
      validityEnd: agreement.validityEnd,
      region: 'SE',
      businessUnit: 'HPF',
      levers: agreement.levers.map(
        ({ id, status, pendingValues, name, channel, calculationModel, inactivePeriods, ...rest }) => ({
          ...rest,
          ...change,
        }),
      ),
    });
  }

  return { as, bulk, read, create, approved, approvedWithLever, saveLevers, leverIds };
}
