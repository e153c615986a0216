import { NO_RESTRICTIONS } from '@trade-terms/domain/data-restrictions';
import { type TLeverSave, ZLeverSaveSchema } from '@trade-terms/domain/levers';
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
  for (const lever of demoLevers(Number(today.slice(0, 4)), customerId)) {
    await saveLever(db, ZLeverSaveSchema.parse(lever), caller);
  }
}
