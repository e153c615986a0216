import { z } from 'zod';
import { MONEY_SCALES, ZBudgetYearSchema } from './budget-map';
import { LAST_DAYS, REPORT_PERIODS } from './cycle-folder-report-declarations';
import { MAX_PAGE_SIZE } from './paging';

/** The wire of the cycle folder's reports: their filters and their answer. */

const code = z.string().trim().min(1).max(40);
const codes = z.array(code).max(200).default([]);

export const ZCycleFolderReportFiltersSchema = z.object({
  year: ZBudgetYearSchema,
  period: z.enum(REPORT_PERIODS).default('FY'),
  lastDays: z
    .union(LAST_DAYS.map((days) => z.literal(days)) as [z.ZodLiteral<30>, z.ZodLiteral<60>, z.ZodLiteral<90>])
    .nullable()
    .default(null),
  cvaGroups: z.array(z.number().int().min(1).max(4)).max(4).default([]),
  channels: codes,
  commodities: codes,
  regions: codes,
});
export type TCycleFolderReportFilters = z.output<typeof ZCycleFolderReportFiltersSchema>;

export const ZCycleFolderReportRequestSchema = ZCycleFolderReportFiltersSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type TCycleFolderReportRequest = z.output<typeof ZCycleFolderReportRequestSchema>;

export const ZCycleFolderReportExportSchema = ZCycleFolderReportFiltersSchema.extend({
  scale: z.enum(MONEY_SCALES).default('NONE'),
});
export type TCycleFolderReportExport = z.output<typeof ZCycleFolderReportExportSchema>;

const cell = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof cell>;

/**
 * A report's answer: its rows (the page asked for, or all of an aggregate), how many there are,
 * and the money of all of them (not only the page's), exact decimal texts.
 */
export const ZCycleFolderReportSchema = z.object({
  rows: z.array(z.record(z.string(), cell)),
  total: z.number().int(),
  totals: z.object({
    planned: z.string(),
    reserved: z.string(),
    executed: z.string(),
    appreciated: z.string(),
    paid: z.string(),
  }),
  /** The cycles the period and last-days filters cover, so the screen can say so. */
  cycles: z.array(z.number().int()),
});
export type TCycleFolderReport = z.output<typeof ZCycleFolderReportSchema>;
