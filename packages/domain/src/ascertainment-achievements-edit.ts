import Decimal from 'decimal.js';
import { z } from 'zod';
import type { AscertainmentOrigin } from './ascertainment-calculation';
import { ZExecutionRowSchema, ZExecutionSearchSchema } from './ascertainment-execution';
import type { CalculationModel } from './levers';
import type { MessageKey } from './messages/pt-BR';
import { pageOf } from './paging';
import { ZIdSchema, ZVersionSchema } from './records';

/**
 * `/trade-agreements-ascertainment/achievements-edit`: the achievement % typed by the back office
 * for the levers whose achievement is not computed from sales data (docs/domain.md
 * "Ascertainment: execution and achievements"). Saving is a job on the imports and exports
 * dashboard that stores the typed achievements and recalculates the ascertainments they belong to.
 */

/** The job's kind on the imports and exports dashboard. */
export const ACHIEVEMENTS_JOB_KIND = 'ascertainment-achievements';
export const ACHIEVEMENTS_JOB_TITLE: MessageKey = 'achievementsEdit.jobTitle';

/** A typed achievement is a percentage from 0 up to this (ten times the goal), 4 decimals. */
export const TYPED_ACHIEVEMENT_MAX = '1000';
export const TYPED_ACHIEVEMENT_DECIMALS = 4;

/**
 * Whether a lever line takes a typed achievement: a goal lever (its achievement is actual over
 * goal, and the actual can be stated instead of summed), and a growth lever ascertained from
 * evidence (no sales measure its actual). Store compliance is measured by the store audits,
 * percent of base, quota events and fixed values have no achievement.
 */
export function takesTypedAchievement(model: CalculationModel, origin: AscertainmentOrigin): boolean {
  return model === 'GOAL' || (model === 'GROWTH' && origin === 'EVIDENCE');
}

export type TypedAchievementReading =
  | { ok: true; value: string }
  | { ok: false; message: MessageKey; params?: Record<string, string> };

/**
 * Reads a typed achievement: digits with a dot or a Brazilian comma, at most
 * `TYPED_ACHIEVEMENT_DECIMALS` decimals, from 0 to `TYPED_ACHIEVEMENT_MAX`; kept with its 4
 * places ("95,5" -> "95.5000").
 */
export function readTypedAchievement(input: string | number): TypedAchievementReading {
  const raw = typeof input === 'number' ? String(input) : input.trim();
  const text = typeof input === 'number' ? raw : raw.replace(',', '.');
  if (raw.includes('.') && raw.includes(','))
    return { ok: false, message: 'achievementsEdit.invalid.number' };
  if (!/^-?\d+(\.\d+)?$/.test(text)) return { ok: false, message: 'achievementsEdit.invalid.number' };
  const value = new Decimal(text);
  if (value.isNegative() || value.gt(TYPED_ACHIEVEMENT_MAX)) {
    return { ok: false, message: 'achievementsEdit.invalid.range', params: { max: TYPED_ACHIEVEMENT_MAX } };
  }
  if (value.decimalPlaces() > TYPED_ACHIEVEMENT_DECIMALS) {
    return {
      ok: false,
      message: 'achievementsEdit.invalid.decimals',
      params: { scale: String(TYPED_ACHIEVEMENT_DECIMALS) },
    };
  }
  return { ok: true, value: value.toFixed(TYPED_ACHIEVEMENT_DECIMALS) };
}

/** A typed achievement on the wire; null clears it (the line goes back to its computed one). */
export const ZTypedAchievementSchema = z
  .union([z.string().max(40), z.number()])
  .nullable()
  .transform((input, context) => {
    if (input === null || (typeof input === 'string' && input.trim() === '')) return null;
    const reading = readTypedAchievement(input);
    if (reading.ok) return reading.value;
    context.addIssue({ code: 'custom', message: reading.message, params: reading.params });
    return z.NEVER;
  });

/** The screen lists the lines of the competence that take a typed achievement, with the execution's filters. */
export const ZAchievementsEditSearchSchema = ZExecutionSearchSchema;
export type TAchievementsEditSearch = z.output<typeof ZAchievementsEditSearchSchema>;

export const ZAchievementsEditExportSchema = ZExecutionSearchSchema.pick({
  competence: true,
  commodities: true,
  economicGroups: true,
  channels: true,
});
export type TAchievementsEditExport = z.output<typeof ZAchievementsEditExportSchema>;

/** An execution row with what the edit needs: the ascertainment's version and the typed achievement. */
export const ZAchievementsEditRowSchema = ZExecutionRowSchema.extend({
  version: z.number().int(),
  typedAchievementPercent: z.string().nullable(),
  typedBy: z.string().nullable(),
  typedAt: z.string().nullable(),
});
export type TAchievementsEditRow = z.infer<typeof ZAchievementsEditRowSchema>;

export const ZAchievementsEditPageSchema = pageOf(ZAchievementsEditRowSchema);
export type TAchievementsEditPage = z.infer<typeof ZAchievementsEditPageSchema>;

/** The most rows one save takes (a larger change goes through the spreadsheet). */
export const ACHIEVEMENTS_SAVE_MAX_ROWS = 500;

/** `apuracao/salvarAtingimentos`: the typed achievements of lines, each with its ascertainment's version as read. */
export const ZAchievementsSaveSchema = z.object({
  rows: z
    .array(
      z.object({
        lineId: ZIdSchema,
        version: ZVersionSchema,
        achievementPercent: ZTypedAchievementSchema,
      }),
    )
    .min(1)
    .max(ACHIEVEMENTS_SAVE_MAX_ROWS),
});
export type TAchievementsSave = z.output<typeof ZAchievementsSaveSchema>;

/** One row given to the job: from the screen, or read from the spreadsheet (`problems` when a cell was bad). */
export interface AchievementJobRow {
  /** The spreadsheet's row number, or the position in the save (1-based). */
  number: number;
  ascertainmentId: number | null;
  agreementId: number | null;
  leverId: number | null;
  lineId: number | null;
  version: number | null;
  achievementPercent: string | null;
  problems: string[];
}
