import { describe, expect, it } from 'vitest';
import {
  agreementDivergences,
  type DivergenceAgreement,
  type DivergenceLever,
  type DivergenceRecommendation,
  divergenceMessage,
  divergenceStatus,
  notRecommendedLevers,
  recommendationApplies,
  ZDivergencesRequestSchema,
} from './agreement-divergences';

/** A goal lever in HPF for a customer of the south-east, CVA1, with a large store. */
function lever(overrides: Partial<DivergenceLever> = {}): DivergenceLever {
  return {
    id: 11,
    leverId: 1,
    name: 'Meta mensal sell-out',
    channel: 'HC',
    calculationModel: 'GOAL',
    status: 'ATIVA',
    pendingValues: null,
    leverValidityStart: '2026-01-01',
    budgetType: 'VERBA-OFF',
    discountPercent: '2.0000',
    minimumDiscountPercent: null,
    potentialDiscountPercent: null,
    paymentPercent: null,
    goal: '500000.00',
    goalDescription: 'Meta mensal de sell-out',
    events: [],
    commodity: 'HPF',
    categories: [],
    brands: [],
    productGroups: [],
    ppaProducts: [],
    customers: [{ code: 'C1', region: 'SE', cva: 'CVA1', storeSizes: ['G'] }],
    ...overrides,
  };
}

function agreement(
  levers: DivergenceLever[],
  overrides: Partial<DivergenceAgreement> = {},
): DivergenceAgreement {
  return {
    id: 7,
    region: 'SE',
    salesOrganization: null,
    validityStart: '2026-01-01',
    levers,
    ...overrides,
  };
}

/** A recommended row equal to `lever()`: no divergence unless a test changes a value. */
function row(overrides: Partial<DivergenceRecommendation> = {}): DivergenceRecommendation {
  return {
    id: 100,
    leverId: 1,
    commodity: 'HPF',
    region: 'SE',
    subregion: null,
    cva: null,
    salesOrg: null,
    ppaProduct: null,
    productsGroup: null,
    brand: null,
    packCategory: null,
    packCategoryCategory: null,
    storeSize: null,
    budgetType: 'VERBA-OFF',
    recommended: true,
    mandatoryMembership: false,
    goal: '500000.00',
    goalDescription: 'Meta mensal de sell-out',
    discountPercent: '2.0000',
    minimumDiscountPercent: null,
    potentialDiscountPercent: null,
    annualValue: null,
    ...overrides,
  };
}

const codesOf = (found: ReturnType<typeof agreementDivergences>) =>
  found.map((divergence) => [
    divergence.divergence,
    divergence.field,
    divergence.recommended,
    divergence.adjustedValue,
  ]);

describe('agreement divergences', () => {
  it('finds none without a recommendation, and none when the lever follows its recommendation', () => {
    expect(agreementDivergences(agreement([lever()]), [])).toEqual([]);
    expect(agreementDivergences(agreement([lever()]), [row()])).toEqual([]);
    expect(notRecommendedLevers(agreement([lever()]), [])).toEqual([]);
    expect(divergenceStatus([])).toEqual({
      hasDivergences: false,
      total: 0,
      byCode: {
        DIV_RIC: 0,
        DIV_DESCONTO_PAGAMENTO: 0,
        DIV_META: 0,
        DIV_DTA_INICIO: 0,
        DIV_DESCRIPTION: 0,
        DIV_EVENTO_COTA: 0,
      },
    });
  });

  it('reports a budget type other than the recommended one as DIV_RIC, a missing one too', () => {
    const other = agreementDivergences(agreement([lever({ budgetType: 'VERBA-ON' })]), [row()]);
    expect(codesOf(other)).toEqual([['DIV_RIC', 'budgetType', 'VERBA-OFF', 'VERBA-ON']]);
    expect(other[0]).toMatchObject({
      agreementId: 7,
      agreementLeverId: 11,
      leverId: 1,
      lever: 'Meta mensal sell-out',
      commodity: 'HPF',
      channel: 'HC',
      region: 'SE',
      storeSize: null,
    });
    const none = agreementDivergences(agreement([lever({ budgetType: null })]), [row()]);
    expect(codesOf(none)).toEqual([['DIV_RIC', 'budgetType', 'VERBA-OFF', null]]);
    expect(divergenceMessage(none[0] as (typeof none)[number], 'pt-BR')).toBe(
      'Tipo de verba ajustado não informado difere do recomendado VERBA-OFF para a commodity HPF',
    );
  });

  it('compares a lever with the rows of its own budget type first, and with the others only when it has none', () => {
    const byType = [
      row({ id: 1, budgetType: 'VERBA-ON', discountPercent: '1.0000' }),
      row({ id: 2, budgetType: 'VERBA-OFF', discountPercent: '2.0000' }),
    ];
    expect(agreementDivergences(agreement([lever()]), byType)).toEqual([]);
    const onlyOther = agreementDivergences(agreement([lever()]), [byType[0] as DivergenceRecommendation]);
    expect(codesOf(onlyOther)).toEqual([
      ['DIV_RIC', 'budgetType', 'VERBA-ON', 'VERBA-OFF'],
      ['DIV_DESCONTO_PAGAMENTO', 'discountPercent', '1.0000', '2.0000'],
    ]);
    // A row of no budget type recommends for every budget type.
    expect(agreementDivergences(agreement([lever()]), [row({ budgetType: null })])).toEqual([]);
  });

  it('compares discounts exactly as decimals (DIV_DESCONTO_PAGAMENTO), the minimum and potential ones too', () => {
    expect(agreementDivergences(agreement([lever({ discountPercent: '2' })]), [row()])).toEqual([]);
    const found = agreementDivergences(
      agreement([lever({ discountPercent: '2.0001', minimumDiscountPercent: '1.0000' })]),
      [row({ minimumDiscountPercent: '1.0000', potentialDiscountPercent: '3.0000' })],
    );
    expect(codesOf(found)).toEqual([
      ['DIV_DESCONTO_PAGAMENTO', 'discountPercent', '2.0000', '2.0001'],
      ['DIV_DESCONTO_PAGAMENTO', 'potentialDiscountPercent', '3.0000', null],
    ]);
    expect(found.map((divergence) => divergenceMessage(divergence, 'pt-BR'))).toEqual([
      'Desconto ajustado 2,0001% difere do recomendado 2% para a commodity HPF',
      'Desconto potencial ajustado não informado difere do recomendado 3% para a commodity HPF',
    ]);
    expect(divergenceMessage(found[0] as (typeof found)[number], 'en')).toBe(
      'Adjusted discount 2.0001% differs from the recommended 2% for commodity HPF',
    );
  });

  it('compares the payment % of a lever that gives no discount with the recommended discount', () => {
    const facing = lever({
      calculationModel: 'FIXED_VALUE',
      discountPercent: null,
      goal: null,
      paymentPercent: '50.0000',
    });
    const found = agreementDivergences(agreement([facing]), [
      row({ goal: null, discountPercent: '40.0000' }),
    ]);
    expect(codesOf(found)).toEqual([['DIV_DESCONTO_PAGAMENTO', 'paymentPercent', '40.0000', '50.0000']]);
    expect(divergenceMessage(found[0] as (typeof found)[number], 'pt-BR')).toBe(
      '% de pagamento ajustado 50% difere do desconto recomendado 40% para a commodity HPF',
    );
    // Without a payment % there is nothing of its own to compare.
    expect(
      agreementDivergences(agreement([{ ...facing, paymentPercent: null }]), [row({ goal: null })]),
    ).toEqual([]);
  });

  it('reports another goal of a goal lever as DIV_META, money written exactly', () => {
    const found = agreementDivergences(agreement([lever({ goal: '1234567.89' })]), [
      row({ goal: '1050000.00' }),
    ]);
    expect(codesOf(found)).toEqual([['DIV_META', 'goal', '1050000.00', '1234567.89']]);
    expect(divergenceMessage(found[0] as (typeof found)[number], 'pt-BR')).toBe(
      'Meta ajustada R$\u00a01.234.567,89 difere da recomendada R$\u00a01.050.000,00 para a commodity HPF',
    );
    expect(divergenceMessage(found[0] as (typeof found)[number], 'en')).toBe(
      'Adjusted goal R$1,234,567.89 differs from the recommended R$1,050,000.00 for commodity HPF',
    );
    // A growth lever's goal comes from its growth base: the recommended goal is not compared.
    const growth = lever({ calculationModel: 'GROWTH', goal: null });
    expect(agreementDivergences(agreement([growth]), [row({ goal: '1050000.00' })])).toEqual([]);
  });

  it('reports an agreement that starts on another day than its lever as DIV_DTA_INICIO', () => {
    const found = agreementDivergences(agreement([lever()], { validityStart: '2026-03-01' }), [row()]);
    expect(codesOf(found)).toEqual([['DIV_DTA_INICIO', 'start', '01/01/2026', '01/03/2026']]);
    expect(divergenceMessage(found[0] as (typeof found)[number], 'pt-BR')).toBe(
      'Início ajustado em 01/03/2026 difere do recomendado em 01/01/2026 para a commodity HPF',
    );
    expect(divergenceMessage(found[0] as (typeof found)[number], 'en')).toBe(
      'Adjusted start on 03/01/2026 differs from the recommended 01/01/2026 for commodity HPF',
    );
  });

  it('reports another goal description as DIV_DESCRIPTION, blanks and case aside', () => {
    expect(
      agreementDivergences(agreement([lever({ goalDescription: '  META   mensal de Sell-out ' })]), [row()]),
    ).toEqual([]);
    const found = agreementDivergences(agreement([lever({ goalDescription: 'Meta trimestral' })]), [row()]);
    expect(codesOf(found)).toEqual([
      ['DIV_DESCRIPTION', 'goalDescription', 'Meta mensal de sell-out', 'Meta trimestral'],
    ]);
    expect(divergenceMessage(found[0] as (typeof found)[number], 'pt-BR')).toBe(
      'Descrição da meta ajustada “Meta trimestral” difere da recomendada “Meta mensal de sell-out” para a commodity HPF',
    );
    const missing = agreementDivergences(agreement([lever({ goalDescription: null })]), [row()]);
    expect(divergenceMessage(missing[0] as (typeof missing)[number], 'pt-BR')).toBe(
      'Descrição da meta ajustada não informada difere da recomendada “Meta mensal de sell-out” para a commodity HPF',
    );
  });

  it('reports quota events adding up above the recommended annual value as DIV_EVENTO_COTA, not at or below it', () => {
    const quota = (values: string[]) =>
      lever({
        calculationModel: 'QUOTA_EVENT',
        discountPercent: null,
        goal: null,
        events: values.map((value) => ({ value })),
      });
    const recommendation = row({ goal: null, discountPercent: null, annualValue: '7500.00' });
    expect(agreementDivergences(agreement([quota(['5000.00', '2500.00'])]), [recommendation])).toEqual([]);
    expect(agreementDivergences(agreement([quota(['1000.00'])]), [recommendation])).toEqual([]);
    const found = agreementDivergences(agreement([quota(['5000.00', '2500.01'])]), [recommendation]);
    expect(codesOf(found)).toEqual([['DIV_EVENTO_COTA', 'quotaEvents', '7500.00', '7500.01']]);
    expect(divergenceMessage(found[0] as (typeof found)[number], 'pt-BR')).toBe(
      'Eventos cota ajustados somam R$\u00a07.500,01, acima do valor anual recomendado de R$\u00a07.500,00 para a commodity HPF',
    );
  });

  it('lists every difference of a lever in the codes’ order and counts them per code', () => {
    const found = agreementDivergences(
      agreement(
        [lever({ budgetType: 'VERBA-ON', discountPercent: '3', goal: '600000.00', goalDescription: null })],
        {
          validityStart: '2026-02-01',
        },
      ),
      [row()],
    );
    expect(found.map((divergence) => divergence.divergence)).toEqual([
      'DIV_RIC',
      'DIV_DESCONTO_PAGAMENTO',
      'DIV_META',
      'DIV_DTA_INICIO',
      'DIV_DESCRIPTION',
    ]);
    expect(divergenceStatus(found)).toEqual({
      hasDivergences: true,
      total: 5,
      byCode: {
        DIV_RIC: 1,
        DIV_DESCONTO_PAGAMENTO: 1,
        DIV_META: 1,
        DIV_DTA_INICIO: 1,
        DIV_DESCRIPTION: 1,
        DIV_EVENTO_COTA: 0,
      },
    });
  });

  it('lists a difference found through several rows once per store size', () => {
    const rows = [
      row({ id: 1, subregion: 'SE-1', discountPercent: '1.5000' }),
      row({ id: 2, subregion: 'SE-2', discountPercent: '1.5000' }),
      row({ id: 3, storeSize: 'G', discountPercent: '1.5000' }),
    ];
    const found = agreementDivergences(agreement([lever()]), rows);
    expect(found.map((divergence) => [divergence.storeSize, divergence.recommended])).toEqual([
      [null, '1.5000'],
      ['G', '1.5000'],
    ]);
  });

  it('compares the values waiting for approval, and leaves closed levers out', () => {
    const pending = lever({
      status: 'EM_ALTERACAO',
      pendingValues: {
        budgetType: 'VERBA-OFF',
        discountPercent: '2.5000',
        minimumDiscountPercent: null,
        potentialDiscountPercent: null,
        paymentPercent: null,
        goal: '500000.00',
        events: [],
      },
    });
    expect(codesOf(agreementDivergences(agreement([pending]), [row()]))).toEqual([
      ['DIV_DESCONTO_PAGAMENTO', 'discountPercent', '2.0000', '2.5000'],
    ]);
    const closed = lever({ status: 'ENCERRADA', discountPercent: '9' });
    expect(agreementDivergences(agreement([closed]), [row()])).toEqual([]);
  });
});

describe('which recommendation rows apply to a lever of an agreement', () => {
  const applies = (
    overrides: Partial<DivergenceRecommendation>,
    leverOverrides: Partial<DivergenceLever> = {},
    agreementOverrides: Partial<DivergenceAgreement> = {},
  ) => {
    const held = lever(leverOverrides);
    return recommendationApplies(row(overrides), agreement([held], agreementOverrides), held);
  };

  it('needs the same catalogue lever, business unit and region', () => {
    expect(applies({})).toBe(true);
    expect(applies({ leverId: 2 })).toBe(false);
    expect(applies({ commodity: 'ICE' })).toBe(false);
    expect(applies({ region: 'S' })).toBe(false);
  });

  it('takes the customers’ regions when the agreement names none', () => {
    expect(applies({ region: 'SE' }, {}, { region: null })).toBe(true);
    expect(applies({ region: 'S' }, {}, { region: null })).toBe(false);
  });

  it('needs the agreement’s sales organisation when both name one, whatever the case', () => {
    expect(applies({ salesOrg: 'BR01' })).toBe(true);
    expect(applies({ salesOrg: 'BR01' }, {}, { salesOrganization: ' br01 ' })).toBe(true);
    expect(applies({ salesOrg: 'BR02' }, {}, { salesOrganization: 'BR01' })).toBe(false);
  });

  it('needs a customer of the row’s CVA and a customer with a store of the row’s size', () => {
    expect(applies({ cva: 'CVA1', storeSize: 'G' })).toBe(true);
    expect(applies({ cva: 'CVA2' })).toBe(false);
    expect(applies({ storeSize: 'P' })).toBe(false);
  });

  it('needs the row’s products within the lever’s scope, an empty scope holding them all', () => {
    expect(applies({ brand: 'BRILHO', productsGroup: 'GP-LIMP', ppaProduct: 'PPA-1' })).toBe(true);
    expect(applies({ brand: 'BRILHO' }, { brands: ['BRILHO', 'SUAVE'] })).toBe(true);
    expect(applies({ brand: 'BRILHO' }, { brands: ['SUAVE'] })).toBe(false);
    expect(applies({ productsGroup: 'GP-LIMP' }, { productGroups: ['GP-SORV'] })).toBe(false);
    expect(applies({ ppaProduct: 'PPA-1' }, { ppaProducts: ['PPA-2'] })).toBe(false);
    expect(
      applies({ packCategory: 'PACK-SORV', packCategoryCategory: 'SORV' }, { categories: ['SORV'] }),
    ).toBe(true);
    expect(
      applies({ packCategory: 'PACK-SORV', packCategoryCategory: 'SORV' }, { categories: ['LIMP'] }),
    ).toBe(false);
  });

  it('leaves a row out of the divergences when it applies to no lever', () => {
    expect(agreementDivergences(agreement([lever()]), [row({ region: 'S', discountPercent: '9' })])).toEqual(
      [],
    );
  });
});

describe('levers not recommended', () => {
  it('lists each row that marks a lever of the agreement as not recommended, of its budget type or of none', () => {
    const rows = [
      row({ id: 1, recommended: false, storeSize: 'G', mandatoryMembership: true }),
      row({ id: 2, recommended: false, budgetType: 'VERBA-ON' }),
      row({ id: 3, recommended: false, region: 'S' }),
    ];
    expect(notRecommendedLevers(agreement([lever()]), rows)).toEqual([
      {
        agreementId: 7,
        agreementLeverId: 11,
        leverId: 1,
        lever: 'Meta mensal sell-out',
        commodity: 'HPF',
        channel: 'HC',
        recommendationId: 1,
        region: 'SE',
        subregion: null,
        cva: null,
        storeSize: 'G',
        budgetType: 'VERBA-OFF',
        mandatoryMembership: true,
      },
    ]);
    // A row that does not recommend is no recommendation to diverge from.
    expect(agreementDivergences(agreement([lever({ discountPercent: '9' })]), rows)).toEqual([]);
  });
});

describe('the divergences call’s request', () => {
  it('takes one agreement or a list of them, not both nor neither', () => {
    expect(ZDivergencesRequestSchema.safeParse({ id: 1 }).success).toBe(true);
    expect(ZDivergencesRequestSchema.safeParse({ ids: [1, 2] }).success).toBe(true);
    expect(ZDivergencesRequestSchema.safeParse({ id: 1, ids: [2] }).success).toBe(false);
    expect(ZDivergencesRequestSchema.safeParse({}).success).toBe(false);
    expect(ZDivergencesRequestSchema.safeParse({ ids: [] }).success).toBe(false);
  });
});
