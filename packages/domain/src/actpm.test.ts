import { describe, expect, it } from 'vitest';
import { ascertainActpm, hasMoney, isFutureCompetence, ZActpmReportFiltersSchema } from './actpm';

const types = new Set(['ACT1', 'ACT2']);
const map = (
  budgetType: string,
  commodity: string,
  channel: string,
  budget: string,
  reserved: string,
  consumed: string,
) => ({ budgetType, commodity, channel, budget, reserved, consumed });
const paid = (budgetType: string, commodity: string, channel: string, amount: string) => ({
  budgetType,
  commodity,
  channel,
  paid: amount,
});

describe('ACTPM ascertainment arithmetic', () => {
  it('adds what is still reserved to what was paid, per budget type, business unit and channel', () => {
    const rows = ascertainActpm(
      types,
      [
        map('ACT1', 'HPF', 'HC', '100000.00', '12000.10', '3000.00'),
        map('ACT1', 'HPF', 'HC', '50000.00', '0.20', '0'),
      ],
      [paid('ACT1', 'HPF', 'HC', '3000.00'), paid('ACT1', 'HPF', 'HC', '0.05')],
    );
    expect(rows).toEqual([
      {
        budgetType: 'ACT1',
        commodity: 'HPF',
        channel: 'HC',
        budget: '150000.00',
        reserved: '12000.30',
        consumed: '3000.00',
        paid: '3000.05',
        ascertained: '15000.35',
        balance: '134999.65',
      },
    ]);
  });

  it('keeps keys apart, leaves out budget types without an ACTPM code and keeps a payment with no map line', () => {
    const rows = ascertainActpm(
      types,
      [map('ACT2', 'ICE', 'PC', '10.00', '0', '0'), map('OTHER', 'HPF', 'HC', '999.00', '1.00', '0')],
      [paid('ACT1', 'HPF', 'HC', '25.50'), paid('OTHER', 'HPF', 'HC', '7.00')],
    );
    expect(
      rows.map((row) => [row.budgetType, row.commodity, row.channel, row.ascertained, row.balance]),
    ).toEqual([
      ['ACT1', 'HPF', 'HC', '25.50', '-25.50'],
      ['ACT2', 'ICE', 'PC', '0.00', '10.00'],
    ]);
  });

  it('is exact where binary floating point is not (0.1 + 0.2)', () => {
    const [row] = ascertainActpm(
      types,
      [map('ACT1', 'HPF', 'HC', '0.30', '0.10', '0')],
      [paid('ACT1', 'HPF', 'HC', '0.20')],
    );
    expect(row?.ascertained).toBe('0.30');
    expect(row?.balance).toBe('0.00');
  });

  it('says a row with no money at all has nothing to ascertain', () => {
    expect(hasMoney({ budget: '0.00', reserved: '0', consumed: '0.00', paid: '0.00' })).toBe(false);
    expect(hasMoney({ budget: '0.00', reserved: '0', consumed: '0.00', paid: '0.01' })).toBe(true);
  });

  it('refuses a competence after the current month only', () => {
    const now = new Date(2026, 10, 27);
    expect(isFutureCompetence({ year: 2026, month: 11 }, now)).toBe(false);
    expect(isFutureCompetence({ year: 2026, month: 12 }, now)).toBe(true);
    expect(isFutureCompetence({ year: 2025, month: 12 }, now)).toBe(false);
  });

  it('asks the report for a first competence not after the last', () => {
    expect(
      ZActpmReportFiltersSchema.safeParse({ competenceFrom: '03/2026', competenceTo: '02/2026' }).success,
    ).toBe(false);
    expect(
      ZActpmReportFiltersSchema.safeParse({ competenceFrom: '02/2026', competenceTo: '02/2026' }).success,
    ).toBe(true);
  });
});
