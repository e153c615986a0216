import { z } from 'zod';
import { parseBrDate, ZBrDateSchema } from './dates';
import type { LeverSheetDeclaration } from './lever-sheets';
import { LEVER_SHEET_TITLES, rowSchemasOf, type SheetRowProblem, ZRegisterCodeSchema } from './lever-sheets';
import { ZPageRequestSchema } from './paging';

/**
 * Audited products (spec §3 "Audited product"): the products whose presence audited PDV stores
 * are checked for, per region and commodity, within a validity. Store-compliance levers read
 * them.
 */

const EAN = /^\d{8,14}$/;
const PRODUCT_CODE = /^[A-Za-z0-9._/-]+$/;

export const ZAuditedProductFieldsSchema = z.object({
  productCode: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .refine((code) => code === '' || PRODUCT_CODE.test(code), { message: 'validation.invalidCode' })
    .transform((code) => code.toUpperCase()),
  description: z.string().trim().min(1).max(200),
  ean: z
    .string()
    .trim()
    .nullish()
    .transform((text) => (text ? text : null))
    .refine((text) => text === null || EAN.test(text), { message: 'validation.auditedProduct.ean' }),
  category: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      ZRegisterCodeSchema.nullish(),
    )
    .transform((code) => code ?? null),
  region: ZRegisterCodeSchema,
  commodity: ZRegisterCodeSchema,
  validityStart: ZBrDateSchema,
  validityEnd: z
    .string()
    .trim()
    .nullish()
    .transform((text) => (text ? text : null))
    .refine((text) => text === null || parseBrDate(text) !== null, { message: 'validation.invalidDate' }),
});
export type TAuditedProductFields = z.output<typeof ZAuditedProductFieldsSchema>;

/** The product's own rule: its validity cannot end before it starts. */
export function auditedProductProblems(product: {
  validityStart: string;
  validityEnd: string | null;
}): SheetRowProblem[] {
  const start = parseBrDate(product.validityStart);
  const end = product.validityEnd ? parseBrDate(product.validityEnd) : null;
  return start && end && end < start
    ? [{ path: ['validityEnd'], message: 'validation.validityEndBeforeStart' }]
    : [];
}

const productSchemas = rowSchemasOf(ZAuditedProductFieldsSchema, auditedProductProblems);
export const ZAuditedProductCheckedSchema = productSchemas.checked;
/** `produtoAuditado/salvar`: without `id` it adds a product, with it it changes one (with `version`). */
export const ZAuditedProductSaveSchema = productSchemas.save;
export type TAuditedProductSave = z.input<typeof ZAuditedProductSaveSchema>;

export const ZAuditedProductSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  productCode: z.string(),
  description: z.string(),
  ean: z.string().nullable(),
  category: z.string().nullable(),
  region: z.string(),
  commodity: z.string(),
  validityStart: z.string(),
  validityEnd: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAuditedProduct = z.infer<typeof ZAuditedProductSchema>;

export const AUDITED_PRODUCT_SORT_COLUMNS = [
  'productCode',
  'description',
  'region',
  'commodity',
  'validityStart',
] as const;

/** The grid's filters: part of the code or description, a commodity and a region (codes). */
export const ZAuditedProductSearchSchema = ZPageRequestSchema.extend({
  search: z.string().trim().max(100).optional(),
  commodity: ZRegisterCodeSchema.optional(),
  region: ZRegisterCodeSchema.optional(),
  sortBy: z.enum(AUDITED_PRODUCT_SORT_COLUMNS).default('productCode'),
});
export type TAuditedProductSearch = z.output<typeof ZAuditedProductSearchSchema>;
export type TAuditedProductFilters = Omit<TAuditedProductSearch, 'page' | 'pageSize'>;

export const AUDITED_PRODUCT_SHEET: LeverSheetDeclaration = {
  kind: 'auditedProduct',
  title: LEVER_SHEET_TITLES.auditedProduct,
  fileName: 'produtos-auditados',
  fields: [
    {
      name: 'productCode',
      type: 'text',
      label: 'leverSheets.fields.productCode',
      required: true,
      maxLength: 20,
      list: true,
    },
    {
      name: 'description',
      type: 'text',
      label: 'fields.description',
      required: true,
      maxLength: 200,
      list: true,
    },
    { name: 'ean', type: 'text', label: 'fields.ean', maxLength: 14, list: true },
    { name: 'category', type: 'reference', references: 'category', label: 'fields.category', list: true },
    {
      name: 'region',
      type: 'reference',
      references: 'region',
      label: 'fields.region',
      required: true,
      list: true,
    },
    {
      name: 'commodity',
      type: 'reference',
      references: 'commodity',
      label: 'fields.commodity',
      required: true,
      list: true,
    },
    { name: 'validityStart', type: 'date', label: 'fields.validityStart', required: true, list: true },
    { name: 'validityEnd', type: 'date', label: 'fields.validityEnd', list: true },
  ],
  keyFields: ['productCode', 'region', 'commodity', 'validityStart'],
};
