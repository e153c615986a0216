import type { TFolderAppreciation } from '@trade-terms/domain/folder-appreciation';
import { describe, expect, it } from 'vitest';
import {
  appreciationMovesOf,
  draftsOf,
  draftValue,
  mayEditAppreciation,
  saveInputOf,
} from './folder-appreciation-view';

const row = (customer: string, over: object = {}) => ({
  customer,
  customerName: null,
  executedVolume: '10.000',
  executedValue: '25.00',
  financeVolume: null,
  categorySales: null,
  percentage: null,
  appreciatedValue: null,
  ...over,
});

const appreciation = (over: Partial<TFolderAppreciation> = {}): TFolderAppreciation => ({
  folderId: 7,
  year: 2026,
  cycle: 3,
  channel: 'HC',
  channelName: null,
  commodity: 'HPF',
  commodityName: null,
  description: 'Pasta',
  planned: '0.00',
  executed: '50.00',
  appreciated: '0.00',
  method: null,
  status: 'EM_CADASTRO',
  version: 0,
  actions: [
    {
      id: 1,
      number: 1,
      tacticType: 'TABLOIDE',
      description: 'Tabloide',
      status: 'ATIVA',
      category: 'LIMP',
      unitValue: '2.5000',
      executedVolume: '20.000',
      executedValue: '50.00',
      appreciatedValue: '0.00',
      rows: [
        row('C1'),
        row('C2', { financeVolume: '4.000', categorySales: null, appreciatedValue: '10.00' }),
      ],
    },
  ],
  ...over,
});

describe('the appreciation screen', () => {
  it('starts by volume from the executed volume, and from what is saved by the same method', () => {
    expect(draftsOf(appreciation(), 'VOLUME').map((draft) => draft.amount)).toEqual([10, 10]);
    expect(draftsOf(appreciation({ method: 'VOLUME' }), 'VOLUME').map((draft) => draft.amount)).toEqual([
      null,
      4,
    ]);
    expect(draftsOf(appreciation(), 'PERCENTUAL_CATEGORIA').map((draft) => draft.amount)).toEqual([
      null,
      null,
    ]);
  });

  it('shows the value as typed: by volume at the unit value, by category at the saved percentage only', () => {
    expect(draftValue('VOLUME', 3, '0.3333', { percentage: null })).toBe('1.00');
    expect(draftValue('VOLUME', null, '0.3333', { percentage: null })).toBeNull();
    expect(draftValue('PERCENTUAL_CATEGORIA', 1000, '1', { percentage: null })).toBeNull();
    expect(draftValue('PERCENTUAL_CATEGORIA', 1000, '1', { percentage: '12.5000' })).toBe('125.00');
  });

  it('sends the rows with an amount, by the screen’s method', () => {
    const drafts = [
      { actionId: 1, customer: 'C1', amount: 2.5 },
      { actionId: 1, customer: 'C2', amount: null },
    ];
    expect(saveInputOf({ folderId: 7, version: 3 }, 'VOLUME', drafts)).toEqual({
      folderId: 7,
      version: 3,
      method: 'VOLUME',
      rows: [{ actionId: 1, customer: 'C1', financeVolume: '2.5' }],
    });
    expect(saveInputOf({ folderId: 7, version: 3 }, 'PERCENTUAL_CATEGORIA', drafts).rows).toEqual([
      { actionId: 1, customer: 'C1', categorySales: '2.5' },
    ]);
  });

  it('lets the edit role change it in register, confirm it once saved and reopen it once confirmed', () => {
    const editor = (role: string) => role === 'ROLE_EDITAR_VALORIZACAO_PASTA';
    const viewer = () => false;
    expect(mayEditAppreciation(appreciation(), editor)).toBe(true);
    expect(mayEditAppreciation(appreciation(), viewer)).toBe(false);
    expect(mayEditAppreciation(appreciation({ status: 'CONFIRMADA' }), editor)).toBe(false);
    expect(appreciationMovesOf(appreciation(), editor)).toEqual([]);
    expect(appreciationMovesOf(appreciation({ version: 1 }), editor)).toEqual(['confirm']);
    expect(appreciationMovesOf(appreciation({ version: 2, status: 'CONFIRMADA' }), editor)).toEqual([
      'reopen',
    ]);
    expect(appreciationMovesOf(appreciation({ version: 2, status: 'CONFIRMADA' }), viewer)).toEqual([]);
  });
});
