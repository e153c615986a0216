import { describe, expect, it } from 'vitest';
import { CYCLE_FOLDER_REPORTS, reportCycles } from './cycle-folder-report-declarations';
import { ZCycleFolderReportFiltersSchema } from './cycle-folder-reports';
import { ROUTE_ACCESS } from './route-access';

describe('the cycles a report covers', () => {
  const today = '2026-11-27';

  it('covers the whole year at FY, whatever the day', () => {
    expect(reportCycles({ year: 2026, period: 'FY' }, today)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(reportCycles({ year: 2030, period: 'FY' }, today)).toHaveLength(12);
  });

  it('splits the current year at the day’s month: YTD up to and including it, YTG after it', () => {
    expect(reportCycles({ year: 2026, period: 'YTD' }, today)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(reportCycles({ year: 2026, period: 'YTG' }, today)).toEqual([12]);
  });

  it('takes a past year as all done and a future year as all to go', () => {
    expect(reportCycles({ year: 2025, period: 'YTD' }, today)).toHaveLength(12);
    expect(reportCycles({ year: 2025, period: 'YTG' }, today)).toEqual([]);
    expect(reportCycles({ year: 2027, period: 'YTD' }, today)).toEqual([]);
    expect(reportCycles({ year: 2027, period: 'YTG' }, today)).toHaveLength(12);
  });

  it('keeps, for the last days, the months those days touch', () => {
    expect(reportCycles({ year: 2026, period: 'FY', lastDays: 30 }, today)).toEqual([10, 11]);
    expect(reportCycles({ year: 2026, period: 'FY', lastDays: 90 }, today)).toEqual([8, 9, 10, 11]);
    // 60 days back from 27 November is 29 September.
    expect(reportCycles({ year: 2026, period: 'FY', lastDays: 60 }, today)).toEqual([9, 10, 11]);
    expect(reportCycles({ year: 2026, period: 'YTG', lastDays: 90 }, today)).toEqual([]);
    expect(reportCycles({ year: 2025, period: 'FY', lastDays: 30 }, today)).toEqual([]);
  });

  it('reaches back into the previous year across January', () => {
    expect(reportCycles({ year: 2026, period: 'FY', lastDays: 30 }, '2027-01-10')).toEqual([12]);
    expect(reportCycles({ year: 2027, period: 'FY', lastDays: 30 }, '2027-01-10')).toEqual([1]);
  });
});

describe('the reports’ declarations', () => {
  it('declare a route for every report and for every short path of the side menu', () => {
    for (const report of Object.values(CYCLE_FOLDER_REPORTS)) {
      expect(ROUTE_ACCESS[report.path], report.path).toBeDefined();
      if (report.shortPath)
        expect(ROUTE_ACCESS[report.shortPath], report.shortPath).toEqual(ROUTE_ACCESS[report.path]);
    }
  });

  it('refuse a last-days filter other than 30, 60 or 90 and a CVA group outside 1 to 4', () => {
    expect(ZCycleFolderReportFiltersSchema.safeParse({ year: 2026, lastDays: 45 }).success).toBe(false);
    expect(ZCycleFolderReportFiltersSchema.safeParse({ year: 2026, cvaGroups: [5] }).success).toBe(false);
    expect(ZCycleFolderReportFiltersSchema.parse({ year: 2026, lastDays: 60 })).toMatchObject({
      period: 'FY',
      lastDays: 60,
      cvaGroups: [],
    });
  });
});
