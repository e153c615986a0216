import type { TCycleFolder } from '@trade-terms/domain/cycle-folders';
import { describe, expect, it } from 'vitest';
import {
  type ActionFormValues,
  actionInvestment,
  type FolderFormValues,
  folderFormFailure,
  folderMovesOf,
  folderPlanned,
  folderSearchOf,
  formValuesOf,
  isFolderField,
  lineUsage,
  mayEditFolder,
  mayRemoveAction,
  NO_FOLDER_FILTERS,
  saveInputOf,
} from './cycle-folder-view';

const roles =
  (...held: string[]) =>
  (role: string) =>
    held.includes(role);

const line = (id: number, available: string) => ({
  id,
  label: `Linha ${id}`,
  economicGroup: 'GRP',
  region: 'S',
  budgetType: 'VERBA-OFF',
  fundsType: 'OFF' as const,
  available,
});

const folder: TCycleFolder = {
  id: 7,
  version: 3,
  year: 2026,
  cycle: 5,
  channel: 'MT',
  channelName: 'Moderno',
  commodity: 'FS',
  commodityName: 'Food service',
  description: 'Maio',
  status: 'EM_CADASTRO',
  planningOpen: true,
  actionCount: 1,
  planned: '150.00',
  reserved: '0.00',
  updatedAt: '2026-05-01T00:00:00Z',
  approval: null,
  disapprovalJustification: null,
  actions: [
    {
      id: 11,
      number: 1,
      tacticType: 'TABLOIDE',
      description: 'Tabloide',
      economicGroup: 'GRP',
      region: null,
      category: null,
      brand: null,
      sku: 'SKU1',
      plannedVolume: '10.000',
      unitValue: '15.0000',
      investment: '150.00',
      mapLineId: 4,
      mapLineLabel: 'CCR · S',
      budgetType: 'VERBA-OFF',
      fundsType: 'OFF',
      status: 'ATIVA',
      reserved: '0.00',
    },
  ],
};

describe('the cycle folder list', () => {
  it('sends the page and only the filters holding a value', () => {
    expect(folderSearchOf(NO_FOLDER_FILTERS, { page: 2, pageSize: 50 })).toEqual({
      page: 2,
      pageSize: 50,
    });
    expect(
      folderSearchOf(
        { ...NO_FOLDER_FILTERS, years: [2026], cycles: [3], statuses: ['APROVADA'], planning: 'closed' },
        { page: 1, pageSize: 20 },
      ),
    ).toEqual({
      page: 1,
      pageSize: 20,
      years: [2026],
      cycles: [3],
      statuses: ['APROVADA'],
      planningOpen: false,
    });
  });
});

describe('the planned money of the editor', () => {
  it('works an action out exactly, once both numbers read', () => {
    expect(actionInvestment('3', '0.1')).toBe('0.30');
    expect(actionInvestment('1000.001', '0.3333')).toBe('333.30');
    // A float would read 1.005 as 1.00499… and round it down.
    expect(actionInvestment('1.005', '1')).toBe('1.01');
    expect(actionInvestment('0.1', '0.0005')).toBe('0.00');
    expect(actionInvestment('abc', '1')).toBeNull();
    expect(actionInvestment('1', '1.23456')).toBeNull();
    expect(actionInvestment(null, '1')).toBeNull();
  });

  it('adds the active actions only, and sets each line against its available money', () => {
    const actions = [
      { plannedVolume: '10', unitValue: '10.10', status: 'ATIVA' as const, mapLineId: 1 },
      { plannedVolume: '1', unitValue: '0.20', status: 'ATIVA' as const, mapLineId: 1 },
      { plannedVolume: '5', unitValue: '100', status: 'CANCELADA' as const, mapLineId: 2 },
      { plannedVolume: '2', unitValue: '50', status: 'ATIVA' as const, mapLineId: 3 },
      { plannedVolume: 'x', unitValue: '50', status: 'ATIVA' as const, mapLineId: 2 },
    ];
    expect(folderPlanned(actions)).toBe('201.20');
    expect(lineUsage(actions, [line(1, '101.19'), line(2, '0.00')], (id) => `saved ${id}`)).toEqual([
      { id: 1, label: 'Linha 1', planned: '101.20', available: '101.19', above: true },
      { id: 3, label: 'saved 3', planned: '100.00', available: null, above: false },
      { id: 2, label: 'Linha 2', planned: '0.00', available: '0.00', above: false },
    ]);
  });
});

describe('the editor of a folder', () => {
  it('is editable while the status lets it, by an editor; a new folder by an opener too', () => {
    expect(mayEditFolder(null, roles('ROLE_ABRIR_PASTA_CICLO'))).toBe(true);
    expect(mayEditFolder(null, roles('ROLE_VISUALIZAR_PASTA_CICLO'))).toBe(false);
    expect(mayEditFolder(folder, roles('ROLE_EDITAR_PASTA_CICLO'))).toBe(true);
    expect(mayEditFolder(folder, roles('ROLE_ABRIR_PASTA_CICLO'))).toBe(false);
    expect(mayEditFolder({ ...folder, status: 'REPROVADA' }, roles('ROLE_EDITAR_PASTA_CICLO'))).toBe(true);
    expect(mayEditFolder({ ...folder, status: 'EM_APROVACAO' }, roles('ROLE_EDITAR_PASTA_CICLO'))).toBe(
      false,
    );
  });

  it('offers the moves of the status to the roles that make them', () => {
    const all = roles(
      'ROLE_EDITAR_PASTA_CICLO',
      'ROLE_ABRIR_PASTA_CICLO',
      'ROLE_FECHAR_PASTA_CICLO',
      'ROLE_APROVAR_PASTA_CICLO',
    );
    expect(folderMovesOf(folder, all)).toEqual(['sendToApproval']);
    expect(folderMovesOf(folder, roles('ROLE_ABRIR_PASTA_CICLO'))).toEqual([]);
    const inApproval = { ...folder, status: 'EM_APROVACAO' as const };
    expect(
      folderMovesOf({ ...inApproval, approval: { step: 1, stepCount: 2, canDecide: true } }, all),
    ).toEqual(['approve', 'disapprove']);
    expect(
      folderMovesOf({ ...inApproval, approval: { step: 1, stepCount: 2, canDecide: false } }, all),
    ).toEqual([]);
    const approved = { ...folder, status: 'APROVADA' as const };
    expect(folderMovesOf(approved, all)).toEqual(['closePlanning', 'close']);
    expect(folderMovesOf({ ...approved, planningOpen: false }, all)).toEqual(['reopenPlanning', 'close']);
    expect(folderMovesOf({ ...approved, planningOpen: false }, roles('ROLE_FECHAR_PASTA_CICLO'))).toEqual([
      'close',
    ]);
    expect(folderMovesOf({ ...folder, status: 'ENCERRADA' }, all)).toEqual([]);
  });

  it('removes an action until it holds money on the map', () => {
    expect(mayRemoveAction({})).toBe(true);
    expect(mayRemoveAction({ id: 1, reserved: '0.00' })).toBe(true);
    expect(mayRemoveAction({ id: 1, reserved: '10.00' })).toBe(false);
  });

  it('sends back what it read, with the version, and the actions as typed', () => {
    const values = formValuesOf(folder);
    expect(saveInputOf(values, folder)).toEqual({
      id: 7,
      version: 3,
      year: 2026,
      cycle: 5,
      channel: 'MT',
      commodity: 'FS',
      description: 'Maio',
      actions: [
        {
          id: 11,
          tacticType: 'TABLOIDE',
          description: 'Tabloide',
          economicGroup: 'GRP',
          region: null,
          category: null,
          brand: null,
          sku: 'SKU1',
          plannedVolume: '10.000',
          unitValue: '15.0000',
          mapLineId: 4,
          status: 'ATIVA',
        },
      ],
    });
    expect(folderFormFailure('pt-BR', saveInputOf(values, folder))).toBeNull();
  });

  it('puts the problems of an action on its fields', () => {
    const values: FolderFormValues = {
      ...formValuesOf(folder),
      actions: [
        { key: 'new-1', status: 'ATIVA', tacticType: 'OUTRA', description: 'x', unitValue: '1.23456' },
      ],
    };
    const failure = folderFormFailure('pt-BR', saveInputOf(values, null));
    const named = failure?.fields.map((field) => field.name.join('.'));
    expect(named).toEqual(
      expect.arrayContaining([
        'actions.0.unitValue',
        'actions.0.plannedVolume',
        'actions.0.mapLineId',
        'actions.0.economicGroup',
      ]),
    );
    expect(
      failure?.fields.find((field) => field.name.join('.') === 'actions.0.unitValue')?.errors[0],
    ).toContain('Valor unitário inválido');
    // A unit value that is no number, beside a readable volume, is told on its field.
    const typed = saveInputOf(
      {
        ...formValuesOf(folder),
        actions: [{ ...(formValuesOf(folder).actions[0] as ActionFormValues), unitValue: 'abc' }],
      },
      folder,
    );
    expect(folderFormFailure('pt-BR', typed)?.fields).toEqual([
      { name: ['actions', 0, 'unitValue'], errors: [expect.stringContaining('Valor unitário inválido')] },
    ]);
    expect(isFolderField(['actions', 2, 'unitValue'])).toBe(true);
    expect(isFolderField(['actions'])).toBe(false);
    expect(isFolderField(['version'])).toBe(false);
  });
});
