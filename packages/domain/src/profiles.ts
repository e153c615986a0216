import { z } from 'zod';
import { ZPageRequestSchema } from './paging';
import { isRole } from './permissions';
import { requireVersionOnUpdate, ZIdSchema, ZVersionSchema } from './records';

/**
 * A profile grants its users features (roles of the catalogue), budget types and domains (the
 * data they may see). Budget types and domains are lists of register codes.
 */
const ZCodeSchema = z.string().trim().min(1).max(40);
const ZCodeListSchema = z.array(ZCodeSchema).max(200);

/** Data restrictions; an empty list means no restriction on that axis. */
export const ZProfileDomainsSchema = z.object({
  channels: ZCodeListSchema.default([]),
  commodities: ZCodeListSchema.default([]),
  regions: ZCodeListSchema.default([]),
});
export type TProfileDomains = z.infer<typeof ZProfileDomainsSchema>;

/** Roles of the catalogue only: an unknown name is refused at its own position in the list. */
export const ZFeatureListSchema = z
  .array(z.string())
  .max(1000)
  .superRefine((roles, ctx) => {
    roles.forEach((role, index) => {
      if (!isRole(role)) {
        ctx.addIssue({ code: 'custom', path: [index], message: 'validation.unknownRole', params: { role } });
      }
    });
  });

/** The fields of the save call, for forms to reuse (`.pick`, `.extend`). */
export const ZProfileFieldsSchema = z.object({
  id: ZIdSchema.optional(),
  version: ZVersionSchema.optional(),
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).nullable().default(null),
  features: ZFeatureListSchema.default([]),
  budgetTypes: ZCodeListSchema.default([]),
  domains: ZProfileDomainsSchema.default({ channels: [], commodities: [], regions: [] }),
});
export const ZProfileSaveSchema = ZProfileFieldsSchema.superRefine(requireVersionOnUpdate);
export type TProfileSave = z.infer<typeof ZProfileSaveSchema>;

export const ZProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  features: z.array(z.string()),
  budgetTypes: z.array(z.string()),
  domains: ZProfileDomainsSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProfile = z.infer<typeof ZProfileSchema>;

export const ZProfileSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  featureCount: z.number().int(),
  userCount: z.number().int(),
  version: z.number().int(),
});
export type TProfileSummary = z.infer<typeof ZProfileSummarySchema>;

export const ZProfileSearchSchema = ZPageRequestSchema.extend({
  search: z.string().trim().max(100).optional(),
  sortBy: z.enum(['name', 'id']).default('name'),
});
export type TProfileSearch = z.infer<typeof ZProfileSearchSchema>;
