import { z } from 'zod';
import {
  ASCERTAINMENT_LINE_STATUSES,
  ASCERTAINMENT_STATUSES,
  ZAscertainmentFiltersSchema,
} from './ascertainment';
import { ASCERTAINMENT_ORIGINS, CALCULATION_BASES, CALCULATION_MODELS } from './levers';
import { pageOf, ZPageRequestSchema } from './paging';

/**
 * `/trade-agreements-ascertainment/execution`: how each lever of the agreements is doing in a
 * competence. One row per lever line of the visible ascertainments of that competence, read from
 * the stored lines (what the last calculation wrote), never computed again on the way.
 */

export const ZExecutionSearchSchema = ZAscertainmentFiltersSchema.pick({
  competence: true,
  commodities: true,
  economicGroups: true,
  channels: true,
}).extend(ZPageRequestSchema.shape);
export type TExecutionSearch = z.output<typeof ZExecutionSearchSchema>;

/** The export takes the screen's filters, without paging. */
export const ZExecutionExportSchema = ZExecutionSearchSchema.pick({
  competence: true,
  commodities: true,
  economicGroups: true,
  channels: true,
});
export type TExecutionExport = z.output<typeof ZExecutionExportSchema>;

/**
 * One lever line. `discountPercent` is the contract's discount (the agreement lever's rate);
 * `achievementPercent` the metric % the engine computed (actual over goal, growth, compliance);
 * `achievementValue` the value the line earned (the accurate value). Decimals as text.
 */
export const ZExecutionRowSchema = z.object({
  lineId: z.number().int(),
  ascertainmentId: z.number().int(),
  agreementId: z.number().int(),
  agreementDescription: z.string(),
  economicGroup: z.string(),
  channels: z.array(z.string()),
  commodity: z.string(),
  competence: z.string(),
  status: z.enum(ASCERTAINMENT_STATUSES),
  leverId: z.number().int(),
  leverName: z.string(),
  fundsType: z.string(),
  calculationModel: z.enum(CALCULATION_MODELS),
  calculationBasis: z.enum(CALCULATION_BASES).nullable(),
  origin: z.enum(ASCERTAINMENT_ORIGINS),
  goal: z.string().nullable(),
  discountPercent: z.string().nullable(),
  achievementPercent: z.string().nullable(),
  ratePercent: z.string().nullable(),
  achievementValue: z.string().nullable(),
  lineStatus: z.enum(ASCERTAINMENT_LINE_STATUSES),
});
export type TExecutionRow = z.infer<typeof ZExecutionRowSchema>;

export const ZExecutionPageSchema = pageOf(ZExecutionRowSchema);
export type TExecutionPage = z.infer<typeof ZExecutionPageSchema>;
