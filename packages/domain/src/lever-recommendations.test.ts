import { describe, expect, it } from 'vitest';
import { AUDITED_PRODUCT_SHEET, ZAuditedProductSaveSchema } from './audited-products';
import {
  RECOMMENDATION_SHEET,
  ZRecommendationSaveSchema,
  ZRecommendationSchema,
} from './lever-recommendations';
import { changedFields, sheetRowKey } from './lever-sheets';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('recommendation rows', () => {
  it('keeps money with 2 decimals, percentages with 4 and codes in upper case; empty values as null', () => {
    const row = ZRecommendationSaveSchema.parse({
      leverId: 1,
      commodity: 'hpf',
      region: ' se ',
      goal: '1050000',
      discountPercent: 2.5,
      salesOrg: 'br01',
      brand: '',
      mandatoryMembership: null,
    });
    expect(row).toMatchObject({
      commodity: 'HPF',
      region: 'SE',
      goal: '1050000.00',
      discountPercent: '2.5000',
      salesOrg: 'BR01',
      brand: null,
      mandatoryMembership: false,
      recommended: false,
      annualValue: null,
    });
  });

  it('refuses percentages above 100, negative money, more decimals than kept, and a minimum above the potential', () => {
    const result = ZRecommendationSaveSchema.safeParse({
      leverId: 1,
      commodity: 'HPF',
      region: 'SE',
      storeCompliancePercent: '100.5',
      goal: '-1',
      annualValue: '1.001',
      minimumDiscountPercent: '3',
      potentialDiscountPercent: '2',
    });
    expect(issues(result)).toEqual([
      'goal: validation.decimal.money',
      'storeCompliancePercent: validation.percentageRange',
      'annualValue: validation.decimal.money',
      'minimumDiscountPercent: validation.recommendation.minimumAbovePotential',
    ]);
  });

  it('needs a lever, a commodity and a region, and a version to change a row', () => {
    const result = ZRecommendationSaveSchema.safeParse({ id: 4 });
    expect(issues(result).map((issue) => issue.split(':')[0])).toEqual(
      expect.arrayContaining(['leverId', 'commodity', 'region']),
    );
    expect(
      issues(ZRecommendationSaveSchema.safeParse({ id: 4, leverId: 1, commodity: 'A', region: 'B' })),
    ).toEqual(['version: validation.versionRequired']);
  });

  it('declares a sheet column for every field of a row, in the wire names', () => {
    const rowFields = Object.keys(ZRecommendationSchema.shape).filter(
      (name) => !['id', 'version', 'channel', 'createdAt', 'updatedAt'].includes(name),
    );
    expect(RECOMMENDATION_SHEET.fields.map((field) => field.name).sort()).toEqual(rowFields.sort());
  });

  it('identifies a row by its lever and dimensions, and tells which values changed', () => {
    const stored = {
      leverId: 1,
      commodity: 'HPF',
      region: 'SE',
      subregion: null,
      goal: '10.00',
      discountPercent: '2.5000',
    };
    const uploaded = { leverId: 1, commodity: 'HPF', region: 'SE', goal: '10.00', discountPercent: '3.0000' };
    expect(sheetRowKey(RECOMMENDATION_SHEET, stored)).toBe(sheetRowKey(RECOMMENDATION_SHEET, uploaded));
    expect(sheetRowKey(RECOMMENDATION_SHEET, { ...uploaded, region: 'S' })).not.toBe(
      sheetRowKey(RECOMMENDATION_SHEET, stored),
    );
    expect(changedFields(RECOMMENDATION_SHEET, stored, uploaded)).toEqual(['discountPercent']);
    expect(changedFields(RECOMMENDATION_SHEET, stored, { ...stored, leverName: 'other name' })).toEqual([]);
  });
});

describe('audited products', () => {
  const product = {
    productCode: 'sku-1001',
    description: 'Brilho 1L',
    region: 'SE',
    commodity: 'HPF',
    validityStart: '01/01/2026',
  };

  it('keeps the code in upper case, an empty EAN and end as null', () => {
    expect(ZAuditedProductSaveSchema.parse({ ...product, ean: '', validityEnd: '' })).toMatchObject({
      productCode: 'SKU-1001',
      ean: null,
      validityEnd: null,
    });
  });

  it('refuses an EAN that is not 8 to 14 digits and a validity that ends before it starts', () => {
    const result = ZAuditedProductSaveSchema.safeParse({
      ...product,
      ean: '12AB',
      validityEnd: '31/12/2025',
    });
    expect(issues(result)).toEqual([
      'ean: validation.auditedProduct.ean',
      'validityEnd: validation.validityEndBeforeStart',
    ]);
  });

  it('is identified by code, region, commodity and validity start', () => {
    expect(AUDITED_PRODUCT_SHEET.keyFields).toEqual(['productCode', 'region', 'commodity', 'validityStart']);
  });
});
