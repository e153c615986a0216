import { NO_RESTRICTIONS } from '@trade-terms/domain/data-restrictions';
import { ALL_ROLES } from '@trade-terms/domain/permissions';
import { REGISTER_DECLARATIONS, registersInDependencyOrder } from '@trade-terms/domain/register-declarations';
import type { RegisterKey } from '@trade-terms/domain/registers';
import { saveRecord } from '../modules/master-data/register-service';
import type { Db } from '../platform/db/database';

/**
 * Demo master data, related as the business relates it: SKU -> PPA product -> brand ->
 * category -> business unit; customers in an economic group, region, microregion, segment and
 * channel; PDV stores of a customer. Reference fields name the code of what they point to.
 */
type DemoRow = Record<string, string | number | boolean | null>;

export const DEMO_MASTER_DATA: Record<RegisterKey, DemoRow[]> = {
  commodity: [
    { code: 'HPF', name: 'Home & Personal Care e Foods', sapCode: '1000' },
    { code: 'ICE', name: 'Sorvetes', sapCode: '2000' },
    { code: 'FS', name: 'Food Solutions', sapCode: '3000' },
  ],
  channel: [
    { code: 'HC', name: 'Hiper e Cash & Carry' },
    { code: 'PC', name: 'Pequeno Comércio' },
    { code: 'FR', name: 'Farma' },
    { code: 'MT', name: 'Modern Trade' },
    { code: 'ICE', name: 'Canal Sorvetes' },
  ],
  cva: [
    { code: 'CVA1', name: 'CVA grupo 1', cvaGroup: 1 },
    { code: 'CVA2', name: 'CVA grupo 2', cvaGroup: 2 },
    { code: 'CVA3', name: 'CVA grupo 3', cvaGroup: 3 },
    { code: 'CVA4', name: 'CVA grupo 4', cvaGroup: 4 },
  ],
  region: [
    { code: 'SE', name: 'Sudeste', acronym: 'SE', groupedCommodity: 'HPF', states: 'SP,RJ,MG,ES' },
    { code: 'S', name: 'Sul', acronym: 'S', groupedCommodity: 'HPF', states: 'PR,SC,RS' },
    { code: 'NE', name: 'Nordeste', acronym: 'NE', groupedCommodity: 'ICE', states: 'BA,PE,CE' },
  ],
  microregion: [
    { code: 'SP-CAP', name: 'São Paulo capital', region: 'SE' },
    { code: 'RJ-CAP', name: 'Rio de Janeiro capital', region: 'SE' },
    { code: 'POA', name: 'Porto Alegre', region: 'S' },
  ],
  subregion: [
    { code: 'SE-1', name: 'Sudeste 1', region: 'SE', storeCompliancePercentage: '80.0000' },
    { code: 'S-1', name: 'Sul 1', region: 'S', storeCompliancePercentage: '75.5000' },
  ],
  segment: [
    { code: 'CCR', name: 'Cash Carry Regular' },
    { code: 'VAR', name: 'Varejo' },
    { code: 'ATC', name: 'Atacado' },
  ],
  economicGroup: [
    { code: 'GRP-ALFA', name: 'Grupo Alfa Supermercados', cnpjBase: '11222333' },
    { code: 'GRP-BETA', name: 'Rede Beta Atacadista', cnpjBase: '45997418' },
  ],
  category: [
    {
      code: 'LIMP',
      name: 'Limpeza',
      commodity: 'HPF',
      sapCategory: 'C100',
      fyBudget: '1500000.00',
      apportionmentPercentage: '40.0000',
      validityStart: '01/01/2026',
      validityEnd: '31/12/2026',
    },
    {
      code: 'HIG',
      name: 'Higiene pessoal',
      commodity: 'HPF',
      sapCategory: 'C200',
      fyBudget: '2250000.50',
      apportionmentPercentage: '35.5000',
      validityStart: '01/01/2026',
      validityEnd: '31/12/2026',
    },
    {
      code: 'SORV',
      name: 'Sorvetes',
      commodity: 'ICE',
      sapCategory: 'C300',
      fyBudget: '800000.00',
      apportionmentPercentage: '24.5000',
      validityStart: '01/01/2026',
      validityEnd: null,
    },
  ],
  packCategory: [
    { code: 'PACK-LIMP', name: 'Pack limpeza', category: 'LIMP', compliancePercentage: '85.0000' },
    { code: 'PACK-SORV', name: 'Pack sorvetes', category: 'SORV', compliancePercentage: '70.0000' },
  ],
  brand: [
    { code: 'BRILHO', name: 'Brilho', category: 'LIMP' },
    { code: 'SUAVE', name: 'Suave', category: 'HIG' },
    { code: 'GELATO', name: 'Gelato', category: 'SORV' },
  ],
  ppaProduct: [
    { code: 'PPA-BRI-1L', name: 'Brilho multiuso 1L', brand: 'BRILHO' },
    { code: 'PPA-SUA-200', name: 'Suave sabonete 200g', brand: 'SUAVE' },
    { code: 'PPA-GEL-2L', name: 'Gelato pote 2L', brand: 'GELATO' },
  ],
  sku: [
    {
      code: 'SKU-1001',
      name: 'Brilho multiuso 1L cx 12',
      ean: '7891000100103',
      ppaProduct: 'PPA-BRI-1L',
      netWeight: '12.000',
    },
    {
      code: 'SKU-2001',
      name: 'Suave sabonete 200g cx 48',
      ean: '7891000200100',
      ppaProduct: 'PPA-SUA-200',
      netWeight: '9.600',
    },
    {
      code: 'SKU-3001',
      name: 'Gelato chocolate 2L',
      ean: '7891000300107',
      ppaProduct: 'PPA-GEL-2L',
      netWeight: '1.150',
    },
  ],
  productsGroup: [
    { code: 'GP-LIMP', name: 'Limpeza da casa', commodity: 'HPF' },
    { code: 'GP-SORV', name: 'Sorvetes de massa', commodity: 'ICE' },
  ],
  impulseItem: [
    { code: 'IMP-01', name: 'Display de checkout', validityStart: '01/01/2026', validityEnd: '30/06/2026' },
    { code: 'IMP-02', name: 'Ilha promocional', validityStart: '01/01/2026', validityEnd: null },
  ],
  internalOrder: [
    {
      code: 'OI-500100',
      name: 'Trade HPF 2026',
      commodity: 'HPF',
      validityStart: '01/01/2026',
      validityEnd: '31/12/2026',
    },
    {
      code: 'OI-500200',
      name: 'Trade ICE 2026',
      commodity: 'ICE',
      validityStart: '01/01/2026',
      validityEnd: '31/12/2026',
    },
  ],
  budgetType: [
    {
      code: 'VERBA-ON',
      name: 'Desconto em nota',
      ricMeasure: 'RIC-ON',
      opsoMeasure: 'OPSO-ON',
      paymentType: 'ON',
      validateBoa: false,
      orderReason: 'Z01',
      actpmCode: null,
      validityStart: '01/01/2026',
      validityEnd: null,
    },
    {
      code: 'VERBA-OFF',
      name: 'Verba de acordo',
      ricMeasure: 'RIC-OFF',
      opsoMeasure: 'OPSO-OFF',
      paymentType: 'OFF',
      validateBoa: true,
      orderReason: 'Z02',
      actpmCode: 'ACT-01',
      validityStart: '01/01/2026',
      validityEnd: null,
    },
  ],
  customer: [
    {
      code: '0001000101',
      name: 'Alfa Supermercados Matriz',
      cnpj: '11.222.333/0001-81',
      economicGroup: 'GRP-ALFA',
      region: 'SE',
      microregion: 'SP-CAP',
      segment: 'VAR',
      channel: 'HC',
      cva: 'CVA1',
      sapPayer: true,
      planningAccount: 'PA-100',
      bankKey: '341',
      bankAccount: '12345-6',
      bankControlKey: '01',
    },
    {
      code: '0001000102',
      name: 'Alfa Supermercados Filial RJ',
      cnpj: null,
      economicGroup: 'GRP-ALFA',
      region: 'SE',
      microregion: 'RJ-CAP',
      segment: 'VAR',
      channel: 'HC',
      cva: 'CVA1',
      sapPayer: false,
    },
    {
      code: '0002000201',
      name: 'Beta Atacadista',
      cnpj: '45.997.418/0001-53',
      economicGroup: 'GRP-BETA',
      region: 'S',
      microregion: 'POA',
      segment: 'ATC',
      channel: 'PC',
      cva: 'CVA2',
      sapPayer: true,
    },
  ],
  customerPdv: [
    {
      code: 'LJ-0001',
      name: 'Alfa Paulista',
      customer: '0001000101',
      cnpj: '11.222.333/0002-62',
      storeSize: 'G',
      state: 'SP',
      city: 'São Paulo',
      address: 'Av. Paulista, 1000',
      auditedStore: true,
      storeSituation: 'ATUAL',
    },
    {
      code: 'LJ-0002',
      name: 'Alfa Copacabana',
      customer: '0001000102',
      cnpj: '11.222.333/0003-43',
      storeSize: 'M',
      state: 'RJ',
      city: 'Rio de Janeiro',
      address: 'Rua Barata Ribeiro, 200',
      auditedStore: false,
      storeSituation: 'NOVA',
    },
  ],
  innovationProduct: [
    {
      code: 'INOV-2026-01',
      name: 'Lançamento Gelato pistache',
      competence: '03/2026',
      sku: 'SKU-3001',
      salesOrganization: 'BR01',
      commodity: 'ICE',
      region: 'NE',
      cutPercentage: '10.0000',
      cutIfNotPositivePercentage: '5.0000',
    },
  ],
  goalExecutionQuestion: [
    {
      code: 'Q-GONDOLA',
      name: 'O produto está exposto na gôndola principal?',
      answerType: 'SIM_NAO',
      validityStart: '01/01/2026',
      validityEnd: null,
    },
    {
      code: 'Q-FRENTES',
      name: 'Quantas frentes o produto ocupa?',
      answerType: 'NUMERO',
      validityStart: '01/01/2026',
      validityEnd: null,
    },
  ],
  targetExecutionCategory: [
    {
      code: 'TEC-LIMP',
      name: 'Execução limpeza',
      category: 'LIMP',
      validityStart: '01/01/2026',
      validityEnd: null,
    },
  ],
  targetExecutionProduct: [
    {
      code: 'TEP-1001',
      name: 'Execução Brilho 1L',
      targetExecutionCategory: 'TEC-LIMP',
      sku: 'SKU-1001',
      validityStart: '01/01/2026',
      validityEnd: null,
    },
  ],
  categoryPercentage: [
    {
      code: 'PC-2026-LIMP',
      name: 'Limpeza em HPC e Foods',
      year: 2026,
      commodity: 'HPF',
      category: 'LIMP',
      percentage: '5.0000',
      validityStart: '01/01/2026',
      validityEnd: '31/12/2026',
    },
    {
      code: 'PC-2026-HC-LIMP',
      name: 'Limpeza no Hiper e Cash & Carry',
      year: 2026,
      channel: 'HC',
      commodity: 'HPF',
      category: 'LIMP',
      percentage: '7.5000',
      validityStart: '01/01/2026',
      validityEnd: '31/12/2026',
    },
    {
      code: 'PC-2026-HIG',
      name: 'Higiene pessoal',
      year: 2026,
      category: 'HIG',
      percentage: '3.2500',
      validityStart: '01/01/2026',
      validityEnd: null,
    },
  ],
  // The tactic types come with the database itself (migration 0041), in production too.
  tacticType: [],
};

/** Saves the demo rows register by register, each after the ones it references. */
export async function seedDemoMasterData(db: Db): Promise<void> {
  const ids = new Map<string, number>();
  const actor = { id: null, authorities: ALL_ROLES, restrictions: NO_RESTRICTIONS };
  for (const register of registersInDependencyOrder()) {
    for (const row of DEMO_MASTER_DATA[register.key]) {
      const input: Record<string, unknown> = {};
      for (const field of register.fields) {
        const value = row[field.name];
        if (value === undefined) continue;
        if (field.type === 'reference' && typeof value === 'string') {
          const id = ids.get(`${field.references}:${value}`);
          if (id === undefined)
            throw new Error(`demo ${register.key} ${row.code} names an unknown ${field.references} ${value}`);
          input[field.name] = id;
        } else input[field.name] = value;
      }
      const { record: saved } = await saveRecord(db, REGISTER_DECLARATIONS[register.key], input, actor);
      ids.set(`${register.key}:${saved.code}`, saved.id);
    }
  }
}
