import type { TFolderDistribution } from '@trade-terms/domain/folder-distribution';
import { describe, expect, it } from 'vitest';
import {
  assignedPairsMissing,
  liveAssignment,
  liveDistribution,
  proposedDrafts,
} from './folder-distribution-view';

const distribution: TFolderDistribution = {
  folderId: 1,
  year: 2026,
  cycle: 3,
  channel: 'HC',
  channelName: null,
  commodity: 'HPF',
  commodityName: null,
  description: 'Pasta',
  folderStatus: 'APROVADA',
  total: '100.00',
  distributed: '0.00',
  difference: '100.00',
  balanced: false,
  version: 0,
  rows: [],
  plannedByRegion: [
    { region: 'SE', regionName: 'Sudeste', planned: '2.00' },
    { region: 'S', regionName: 'Sul', planned: '1.00' },
  ],
};

describe('the distribution screen’s figures', () => {
  it('adds the typed amounts up live against the folder’s total', () => {
    const rows = [
      { key: 'a', region: 'SE', coordinatorId: 1, coordinatorName: null, amount: '60.10' },
      { key: 'b', region: 'S', coordinatorId: 2, coordinatorName: null, amount: null },
    ];
    expect(liveDistribution('100.00', rows)).toEqual({
      total: '100.00',
      distributed: '60.10',
      difference: '39.90',
      balanced: false,
    });
  });

  it('proposes a row per planned region when the table is empty, split by what each plans', () => {
    const proposed = proposedDrafts(distribution, []);
    expect(proposed.map((row) => [row.region, row.amount])).toEqual([
      ['SE', '66.67'],
      ['S', '33.33'],
    ]);
  });

  it('keeps the table’s rows and coordinators, splitting equally among regions no action names', () => {
    const proposed = proposedDrafts(distribution, [
      { key: 'a', region: 'NE', coordinatorId: 7, coordinatorName: 'Ana', amount: '1.00' },
      { key: 'b', region: 'N', coordinatorId: null, coordinatorName: null, amount: null },
    ]);
    expect(proposed.map((row) => [row.region, row.coordinatorId, row.amount])).toEqual([
      ['NE', 7, '50.00'],
      ['N', null, '50.00'],
    ]);
  });

  it('shows what is left of a coordinator’s share as he assigns', () => {
    expect(
      liveAssignment('50.00', [
        { key: 'a', actionId: 1, customer: 'C', amount: '20.00' },
        { key: 'b', actionId: 1, customer: 'D', amount: '30.01' },
      ]),
    ).toEqual({ share: '50.00', assigned: '50.01', balance: '-0.01' });
  });

  it('proposes to the counting the assigned action and customer pairs it does not hold yet, once each', () => {
    const row = (actionId: number, customer: string) => ({
      actionId,
      customer,
      customerName: null,
      amount: '1.00',
    });
    const coordinator = (rows: ReturnType<typeof row>[]) => ({
      coordinatorId: 1,
      coordinatorName: null,
      share: '10.00',
      assigned: '0.00',
      excess: '0.00',
      version: 1,
      rows,
    });
    const missing = assignedPairsMissing([{ actionId: 1, customer: 'A' }], {
      coordinators: [coordinator([row(1, 'A'), row(1, 'B')]), coordinator([row(2, 'A'), row(1, 'B')])],
    });
    expect(missing).toEqual([
      { actionId: 1, customer: 'B' },
      { actionId: 2, customer: 'A' },
    ]);
  });
});
