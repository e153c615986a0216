import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addendumMovements,
  CYCLE_FOLDER_ADDENDUM_MOVES,
  CYCLE_FOLDER_ADDENDUM_STATUSES,
  type CycleFolderAddendumMove,
  canMoveAddendum,
  type EffectChange,
  type Holding,
  linesShortOfMoney,
  netByLine,
  ZCycleFolderAddendumSaveSchema,
} from './cycle-folder-addenda';

const PROPERTY_SEED = 20261127;

describe('an addendum’s moves', () => {
  it('lets each move start only from its statuses', () => {
    const table: Record<CycleFolderAddendumMove, string[]> = {
      edit: ['EM_CADASTRO'],
      remove: ['EM_CADASTRO'],
      sendToApproval: ['EM_CADASTRO'],
      decide: ['EM_APROVACAO'],
    };
    for (const move of Object.keys(CYCLE_FOLDER_ADDENDUM_MOVES) as CycleFolderAddendumMove[]) {
      expect(CYCLE_FOLDER_ADDENDUM_STATUSES.filter((status) => canMoveAddendum(move, status))).toEqual(
        table[move],
      );
    }
  });
});

describe('an addendum’s effect on the map', () => {
  const holdings: Holding<string>[] = [
    { reference: 'a1', lineId: 1, held: '500.00' },
    { reference: 'a2', lineId: 1, held: '100.00' },
    { reference: 'a3', lineId: 2, held: '40.00' },
  ];

  it('reserves a new action, an increase, the new line of a moved action; releases a decrease, the old line, a cancel', () => {
    const changes: EffectChange<string>[] = [
      { kind: 'NOVA', reference: 'n1', mapLineId: 2, investment: '12.35' },
      { kind: 'REPLANEJAMENTO', reference: 'a1', mapLineId: 1, investment: '650.00' },
      { kind: 'REPLANEJAMENTO', reference: 'a2', mapLineId: 2, investment: '80.00' },
      { kind: 'CANCELAMENTO', reference: 'a3' },
    ];
    const movements = addendumMovements(holdings, changes);
    expect(movements).toEqual([
      { kind: 'RELEASE', reference: 'a2', lineId: 1, amount: '100.00' },
      { kind: 'RELEASE', reference: 'a3', lineId: 2, amount: '40.00' },
      { kind: 'RESERVE', reference: 'n1', lineId: 2, amount: '12.35' },
      { kind: 'RESERVE', reference: 'a1', lineId: 1, amount: '150.00' },
      { kind: 'RESERVE', reference: 'a2', lineId: 2, amount: '80.00' },
    ]);
    expect(netByLine(movements)).toEqual(
      new Map([
        [1, '50.00'],
        [2, '52.35'],
      ]),
    );
    expect(linesShortOfMoney(movements, (line) => (line === 1 ? '50.00' : '52.34'))).toEqual([2]);
    expect(linesShortOfMoney(movements, () => '52.35')).toEqual([]);
  });

  it('releases a replan down and moves nothing for an unchanged investment', () => {
    expect(
      addendumMovements(holdings, [
        { kind: 'REPLANEJAMENTO', reference: 'a1', mapLineId: 1, investment: '499.99' },
        { kind: 'REPLANEJAMENTO', reference: 'a2', mapLineId: 1, investment: '100.00' },
      ]),
    ).toEqual([{ kind: 'RELEASE', reference: 'a1', lineId: 1, amount: '0.01' }]);
  });

  const cents = fc.integer({ min: 0, max: 5_000_000 }).map((value) => new Decimal(value).div(100).toFixed(2));
  const scenario = fc
    .array(fc.record({ line: fc.integer({ min: 1, max: 4 }), held: cents }), { minLength: 1, maxLength: 12 })
    .chain((actions) =>
      fc.record({
        actions: fc.constant(actions),
        changes: fc.array(
          fc.oneof(
            fc.record({
              kind: fc.constant('REPLANEJAMENTO' as const),
              index: fc.nat({ max: actions.length - 1 }),
              line: fc.integer({ min: 1, max: 4 }),
              investment: cents,
            }),
            fc.record({
              kind: fc.constant('CANCELAMENTO' as const),
              index: fc.nat({ max: actions.length - 1 }),
            }),
            fc.record({
              kind: fc.constant('NOVA' as const),
              index: fc.constant(-1),
              line: fc.integer({ min: 1, max: 4 }),
              investment: cents,
            }),
          ),
          { maxLength: 10 },
        ),
      }),
    );

  it('takes each action, applied, exactly to its new investment on its new line (property)', () => {
    fc.assert(
      fc.property(scenario, ({ actions, changes }) => {
        const holdings = actions.map((action, index) => ({
          reference: `a${index}`,
          lineId: action.line,
          held: action.held,
        }));
        // One change per action (the service refuses repeats), new actions each their own.
        const seen = new Set<number>();
        const effect: EffectChange<string>[] = [];
        changes.forEach((change, position) => {
          if (change.kind === 'NOVA') {
            effect.push({
              kind: 'NOVA',
              reference: `n${position}`,
              mapLineId: change.line,
              investment: change.investment,
            });
            return;
          }
          if (seen.has(change.index)) return;
          seen.add(change.index);
          effect.push(
            change.kind === 'CANCELAMENTO'
              ? { kind: 'CANCELAMENTO', reference: `a${change.index}` }
              : {
                  kind: 'REPLANEJAMENTO',
                  reference: `a${change.index}`,
                  mapLineId: change.line,
                  investment: change.investment,
                },
          );
        });
        const held = new Map(
          holdings.map((holding) => [`${holding.reference}:${holding.lineId}`, new Decimal(holding.held)]),
        );
        for (const movement of addendumMovements(holdings, effect)) {
          expect(new Decimal(movement.amount).gt(0)).toBe(true);
          const key = `${movement.reference}:${movement.lineId}`;
          const sign = movement.kind === 'RESERVE' ? 1 : -1;
          held.set(key, (held.get(key) ?? new Decimal(0)).plus(new Decimal(movement.amount).times(sign)));
        }
        const expected = new Map(
          holdings.map((holding) => [`${holding.reference}:${holding.lineId}`, holding.held]),
        );
        for (const change of effect) {
          for (const key of [...expected.keys()])
            if (key.startsWith(`${change.reference}:`)) expected.set(key, '0.00');
          if (change.kind !== 'CANCELAMENTO')
            expected.set(`${change.reference}:${change.mapLineId}`, change.investment);
        }
        for (const key of new Set([...held.keys(), ...expected.keys()])) {
          expect(new Decimal(held.get(key) ?? 0).toFixed(2), key).toBe(expected.get(key) ?? '0.00');
        }
      }),
      { seed: PROPERTY_SEED, numRuns: 300 },
    );
  });
});

describe('an addendum’s save', () => {
  it('requires a justification and defaults the change lists', () => {
    const parsed = ZCycleFolderAddendumSaveSchema.safeParse({ folderId: 1, justification: ' ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'cycleFolderAddendum.error.justificationRequired',
    ]);
    expect(ZCycleFolderAddendumSaveSchema.parse({ folderId: 1, justification: 'Mais verba' })).toMatchObject({
      newActions: [],
      replans: [],
      cancellations: [],
    });
  });
});
