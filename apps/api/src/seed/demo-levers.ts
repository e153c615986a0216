import { ZAuditedProductSaveSchema } from '@trade-terms/domain/audited-products';
import { NO_RESTRICTIONS } from '@trade-terms/domain/data-restrictions';
import { ZRecommendationSaveSchema } from '@trade-terms/domain/lever-recommendations';
import { type TLeverSave, ZLeverSaveSchema } from '@trade-terms/domain/levers';
import { AUDITED_PRODUCTS, RECOMMENDATIONS, saveSheetRow } from '../modules/levers/lever-sheets-service';
import { saveLever } from '../modules/levers/levers-service';
import { recordIdsByCodes } from '../modules/master-data/register-records';
import type { Db } from '../platform/db/database';

/**
 * A lever of each calculation model over the demo channels, valid through the current year, and
 * one whose validity ended last year (overdue). Customers are named by code.
 */
function demoLevers(year: number, customerId: (code: string) => number): TLeverSave[] {
  const thisYear = { validityStart: `01/01/${year}`, validityEnd: `31/12/${year}` };
  return [
    {
      name: 'Crescimento trimestral sell-in',
      channel: 'HC',
      ...thisYear,
      periodicities: ['Q1', 'Q2', 'Q3', 'Q4'],
      calculationModel: 'GROWTH',
      ascertainmentOrigin: 'SELL_IN',
      calculationBasis: 'NIV',
    },
    {
      name: 'Meta mensal sell-out',
      channel: 'HC',
      ...thisYear,
      periodicities: ['MONTHLY'],
      calculationModel: 'GOAL',
      ascertainmentOrigin: 'SELL_OUT',
      calculationBasis: 'GROSS_REVENUE',
    },
    {
      name: 'Desconto sobre GSV',
      channel: 'PC',
      ...thisYear,
      periodicities: ['MONTHLY'],
      calculationModel: 'PERCENT_OF_BASE',
      ascertainmentOrigin: 'SELL_IN',
      calculationBasis: 'GSV',
    },
    {
      name: 'Execução de loja auditada',
      channel: 'HC',
      ...thisYear,
      periodicities: ['Q1', 'Q2', 'Q3', 'Q4'],
      needsEvidence: true,
      calculationModel: 'STORE_COMPLIANCE',
      ascertainmentOrigin: 'EVIDENCE',
      calculationBasis: 'NIV',
    },
    {
      name: 'Evento cota aniversário',
      channel: 'HC',
      ...thisYear,
      periodicities: ['MONTHLY'],
      needsEvidence: true,
      calculationModel: 'QUOTA_EVENT',
      ascertainmentOrigin: 'EVIDENCE',
      events: [
        { description: 'Aniversário da rede', competence: `09/${year}`, value: '5000.00' },
        { description: 'Encarte de Natal', competence: `12/${year}`, value: '2500.00' },
      ],
    },
    {
      name: 'Facing ponta de gôndola',
      channel: 'HC',
      ...thisYear,
      periodicities: ['MONTHLY'],
      calculationModel: 'FIXED_VALUE',
      ascertainmentOrigin: 'EVIDENCE',
      customerId: customerId('0001000102'),
      payerCustomerId: customerId('0001000101'),
    },
    {
      name: 'Crescimento anual (ano anterior)',
      channel: 'PC',
      validityStart: `01/01/${year - 1}`,
      validityEnd: `31/12/${year - 1}`,
      periodicities: ['YEARLY'],
      calculationModel: 'GROWTH',
      ascertainmentOrigin: 'SELL_IN',
      calculationBasis: 'NIV',
    },
  ];
}

export async function seedDemoLevers(db: Db, today: string): Promise<void> {
  const customers = await recordIdsByCodes(db, 'customer', ['0001000101', '0001000102']);
  const customerId = (code: string) => {
    const id = customers.get(code);
    if (id === undefined) throw new Error(`demo lever names an unknown customer ${code}`);
    return id;
  };
  const caller = { id: null, restrictions: NO_RESTRICTIONS, today };
  const leverIds = new Map<string, number>();
  for (const lever of demoLevers(Number(today.slice(0, 4)), customerId)) {
    leverIds.set(lever.name, (await saveLever(db, ZLeverSaveSchema.parse(lever), caller)).id);
  }
  await seedDemoLeverSheets(db, Number(today.slice(0, 4)), leverIds);
}

/**
 * A few recommendation rows of the growth, goal and store-compliance levers over the demo
 * regions and commodities, and audited products of the demo SKUs.
 */
async function seedDemoLeverSheets(db: Db, year: number, leverIds: Map<string, number>): Promise<void> {
  const leverId = (name: string) => {
    const id = leverIds.get(name);
    if (id === undefined) throw new Error(`demo recommendation names an unknown lever ${name}`);
    return id;
  };
  const caller = { id: null, restrictions: NO_RESTRICTIONS };
  const recommendations = [
    {
      leverId: leverId('Crescimento trimestral sell-in'),
      subregion: 'SE-1',
      cva: 'CVA1',
      salesOrg: 'BR01',
      commodity: 'HPF',
      budgetType: 'VERBA-OFF',
      productsGroup: 'GP-LIMP',
      brand: 'BRILHO',
      region: 'SE',
      storeSize: 'G',
      goal: '1050000.00',
      goalDescription: 'Crescer 5% sobre o trimestre do ano anterior',
      calculationBasis: 'NIV',
      discountPercent: '2.5',
      recommended: true,
      growthBase: '1000000.00',
      annualValue: '108000.00',
      contractStatus: 'APROVADO',
    },
    {
      leverId: leverId('Meta mensal sell-out'),
      cva: 'CVA2',
      salesOrg: 'BR01',
      commodity: 'HPF',
      ppaProduct: 'PPA-SUA-200',
      region: 'S',
      storeSize: 'M',
      goal: '500000.00',
      goalDescription: 'Meta mensal de sell-out',
      calculationBasis: 'GROSS_REVENUE',
      discountPercent: '2',
      minimumDiscountPercent: '1',
      potentialDiscountPercent: '3',
      recommended: true,
      annualValue: '120000.00',
    },
    {
      leverId: leverId('Execução de loja auditada'),
      subregion: 'SE-1',
      commodity: 'ICE',
      packCategory: 'PACK-SORV',
      region: 'NE',
      storeSize: 'P',
      mandatoryMembership: true,
      calculationBasis: 'NIV',
      storeCompliancePercent: '80',
      productCompliancePercent: '70',
      adhesionPercent: '60',
      discountPercent: '1.5',
      annualValue: '36000.00',
      contractStatus: 'EM_CADASTRO',
    },
  ];
  for (const row of recommendations) {
    await saveSheetRow(db, RECOMMENDATIONS, ZRecommendationSaveSchema.parse(row), caller);
  }
  const products = [
    {
      productCode: 'SKU-1001',
      description: 'Brilho multiuso 1L',
      ean: '7891000100103',
      category: 'LIMP',
      region: 'SE',
      commodity: 'HPF',
    },
    {
      productCode: 'SKU-2001',
      description: 'Suave sabonete 200g',
      ean: '7891000200209',
      category: 'HIG',
      region: 'S',
      commodity: 'HPF',
    },
    {
      productCode: 'SKU-3001',
      description: 'Gelato pote 2L',
      ean: '7891000300305',
      category: 'SORV',
      region: 'NE',
      commodity: 'ICE',
    },
  ];
  for (const product of products) {
    const fields = { ...product, validityStart: `01/01/${year}`, validityEnd: `31/12/${year}` };
    await saveSheetRow(db, AUDITED_PRODUCTS, ZAuditedProductSaveSchema.parse(fields), caller);
  }
}
