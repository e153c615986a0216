import { z } from 'zod';
import { parseBrDate } from './dates';
import { MAX_PAGE_SIZE } from './paging';

/**
 * `/report-products` (docs/domain.md "Products report"): the SKU register with its PPA product,
 * brand, category and business unit, and whether it is an innovation product.
 */

export const PRODUCT_STATUSES = ['ATIVO', 'INATIVO'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

const codes = z.array(z.string().trim().min(1).max(40)).max(200).optional();

export const ZProductsReportFiltersSchema = z.object({
  commodities: codes,
  categories: codes,
  brands: codes,
  /** None means active and inactive. */
  status: z.enum(PRODUCT_STATUSES).optional(),
  /** DD/MM/YYYY: only products whose category is in validity that day. */
  validOn: z
    .string()
    .trim()
    .refine((text) => parseBrDate(text) !== null, { message: 'validation.invalidDate' })
    .optional(),
  text: z.string().trim().max(100).optional(),
});
export type TProductsReportFilters = z.output<typeof ZProductsReportFiltersSchema>;

export const ZProductsReportSearchSchema = ZProductsReportFiltersSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type TProductsReportSearch = z.output<typeof ZProductsReportSearchSchema>;

export const ZProductsReportRowSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  description: z.string(),
  ean: z.string().nullable(),
  netWeight: z.string().nullable(),
  ppaProduct: z.string().nullable(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  commodity: z.string().nullable(),
  /** DD/MM/YYYY, the end empty while open. */
  categoryValidityStart: z.string().nullable(),
  categoryValidityEnd: z.string().nullable(),
  innovation: z.boolean(),
  /** MM/YYYY of the latest innovation record of the SKU. */
  innovationCompetence: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
});
export type TProductsReportRow = z.infer<typeof ZProductsReportRowSchema>;
