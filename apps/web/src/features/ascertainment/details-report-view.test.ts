import { describe, expect, it } from 'vitest';
import { firstReportFilters, reportFiltersOf } from './details-report-view';

describe('details report filters', () => {
  it('starts on the current month', () => {
    const first = firstReportFilters();
    expect(first.competenceFrom).toMatch(/^\d{2}\/\d{4}$/);
    expect(first.competenceTo).toBe(first.competenceFrom);
  });

  it('leaves out empty lists and cleared competences', () => {
    expect(
      reportFiltersOf({
        competenceFrom: '01/2026',
        competenceTo: ' ',
        commodities: [],
        channels: ['HC'],
        statuses: ['APROVADA'],
      }),
    ).toEqual({ competenceFrom: '01/2026', channels: ['HC'], statuses: ['APROVADA'] });
  });
});
