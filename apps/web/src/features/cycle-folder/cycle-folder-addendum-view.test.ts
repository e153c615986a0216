import type { TCycleFolder } from '@trade-terms/domain/cycle-folders';
import { describe, expect, it } from 'vitest';
import {
  addendumFormValuesOf,
  addendumSaveInputOf,
  mayOpenAddendum,
  mayWriteAddendum,
} from './cycle-folder-addendum-view';

const roles =
  (...held: string[]) =>
  (role: string) =>
    held.includes(role);

const action = (id: number, number: number, status: 'ATIVA' | 'CANCELADA' = 'ATIVA') => ({
  id,
  number,
  tacticType: 'TABLOIDE' as const,
  description: `Ação ${number}`,
  economicGroup: 'GRP',
  region: null,
  category: null,
  brand: null,
  sku: null,
  plannedVolume: '10.000',
  unitValue: '15.0000',
  investment: '150.00',
  mapLineId: 4,
  mapLineLabel: 'CCR · S',
  budgetType: 'VERBA-OFF',
  fundsType: 'OFF' as const,
  status,
  reserved: status === 'ATIVA' ? '150.00' : '0.00',
});

const folder: TCycleFolder = {
  id: 7,
  version: 5,
  year: 2026,
  cycle: 5,
  channel: 'MT',
  channelName: 'Moderno',
  commodity: 'FS',
  commodityName: 'Food service',
  description: 'Maio',
  status: 'APROVADA',
  planningOpen: false,
  actionCount: 3,
  planned: '450.00',
  reserved: '450.00',
  updatedAt: '2026-05-01T00:00:00Z',
  approval: null,
  disapprovalJustification: null,
  actions: [action(11, 1), action(12, 2), action(13, 3), action(14, 4, 'CANCELADA')],
};

describe('an addendum’s editor', () => {
  it('sends only what differs from the folder: new rows, changed rows and cancelled rows', () => {
    const values = addendumFormValuesOf(folder, null);
    expect(values.actions.map((each) => each.id)).toEqual([11, 12, 13]);
    const [first, second, third] = values.actions as [
      (typeof values.actions)[0],
      (typeof values.actions)[0],
      (typeof values.actions)[0],
    ];
    const input = addendumSaveInputOf(
      {
        ...values,
        justification: 'Mais volume',
        actions: [
          { ...first, plannedVolume: '20' },
          { ...second, unitValue: '15' },
          { ...third, status: 'CANCELADA' },
          {
            key: 'n',
            status: 'ATIVA',
            tacticType: 'OUTRA',
            description: 'Nova',
            plannedVolume: '1',
            unitValue: '2',
            mapLineId: 4,
          },
        ],
      },
      folder,
      { id: 3, version: 2 },
    );
    expect(input).toMatchObject({ folderId: 7, id: 3, version: 2, justification: 'Mais volume' });
    expect(input.replans?.map((each) => [each.id, each.plannedVolume])).toEqual([[11, '20']]);
    expect(input.cancellations).toEqual([13]);
    expect(input.newActions).toEqual([
      expect.objectContaining({ description: 'Nova', plannedVolume: '1', unitValue: '2', mapLineId: 4 }),
    ]);
  });

  it('starts from an addendum’s changes on the folder’s active actions', () => {
    const values = addendumFormValuesOf(folder, {
      id: 3,
      version: 2,
      folderId: 7,
      number: 1,
      status: 'EM_CADASTRO',
      justification: 'Ajuste',
      disapprovalJustification: null,
      approval: null,
      updatedAt: '2026-05-02T00:00:00Z',
      changes: [
        { ...action(11, 1), kind: 'REPLANEJAMENTO', actionId: 11, actionNumber: 1, plannedVolume: '30.000' },
        { ...action(0, 0), kind: 'CANCELAMENTO', actionId: 12, actionNumber: 2 },
        { ...action(0, 0), kind: 'NOVA', actionId: null, actionNumber: null, description: 'Nova' },
      ],
    });
    expect(values.justification).toBe('Ajuste');
    expect(values.actions.map((each) => [each.id, each.plannedVolume, each.status])).toEqual([
      [11, '30.000', 'ATIVA'],
      [12, '10.000', 'CANCELADA'],
      [13, '10.000', 'ATIVA'],
      [undefined, '10.000', 'ATIVA'],
    ]);
  });

  it('lets editors write addenda, approvers too once the planning is closed, one undecided at a time', () => {
    expect(mayWriteAddendum(folder, roles('ROLE_EDITAR_PASTA_CICLO'))).toBe(false);
    expect(mayWriteAddendum(folder, roles('ROLE_EDITAR_PASTA_CICLO', 'ROLE_APROVAR_PASTA_CICLO'))).toBe(true);
    expect(mayWriteAddendum({ ...folder, planningOpen: true }, roles('ROLE_EDITAR_PASTA_CICLO'))).toBe(true);
    expect(mayWriteAddendum({ ...folder, status: 'ENCERRADA' }, roles('ROLE_EDITAR_PASTA_CICLO'))).toBe(
      false,
    );
    expect(mayOpenAddendum([{ status: 'APROVADO' }, { status: 'REPROVADO' }])).toBe(true);
    expect(mayOpenAddendum([{ status: 'EM_APROVACAO' }])).toBe(false);
  });
});
