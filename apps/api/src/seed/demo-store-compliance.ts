import { ZAgreementSaveSchema } from '@trade-terms/domain/agreements';
import { formatCompetence } from '@trade-terms/domain/competence';
import { NO_RESTRICTIONS } from '@trade-terms/domain/data-restrictions';
import { ALL_ROLES } from '@trade-terms/domain/permissions';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import { ZTargetExecutionSaveSchema } from '@trade-terms/domain/target-execution';
import { decideAgreements, sendToApproval } from '../modules/agreements/agreement-lifecycle';
import { saveAgreement } from '../modules/agreements/agreements-service';
import { leverOptions } from '../modules/levers/levers-service';
import { recordIdsByCodes } from '../modules/master-data/register-records';
import { saveRecord } from '../modules/master-data/register-service';
import { saveAnswer } from '../modules/store-compliance/target-execution-service';
import type { Db } from '../platform/db/database';

/** Four more audited stores of the Alfa group, in the Southeast like its customers. */
const DEMO_AUDITED_STORES = [
  {
    code: 'LJA-101',
    name: 'Alfa Pinheiros',
    customer: '0001000101',
    cnpj: '11.222.333/0004-24',
    city: 'São Paulo',
  },
  {
    code: 'LJA-102',
    name: 'Alfa Moema',
    customer: '0001000101',
    cnpj: '11.222.333/0005-05',
    city: 'São Paulo',
  },
  {
    code: 'LJA-103',
    name: 'Alfa Tijuca',
    customer: '0001000102',
    cnpj: '11.222.333/0006-96',
    city: 'Rio de Janeiro',
  },
  {
    code: 'LJA-104',
    name: 'Alfa Botafogo',
    customer: '0001000102',
    cnpj: '11.222.333/0007-77',
    city: 'Rio de Janeiro',
  },
];

type DemoAnswer = [store: string, month: number, question: string, subject: string | null, answer: string];

/**
 * Goal-execution answers of the Alfa stores in the first quarter (5 audited, 4 compliant: 80 %,
 * the threshold) and in April (4 audited, 2 compliant: 50 %), with a numeric answer that does
 * not count. Products are `TEP-…`, categories `TEC-…`.
 */
const DEMO_ANSWERS: DemoAnswer[] = [
  ['LJ-0001', 1, 'Q-GONDOLA', null, 'Sim'],
  ['LJ-0001', 2, 'Q-GONDOLA', 'TEP-1001', 'Sim'],
  ['LJ-0001', 2, 'Q-FRENTES', 'TEP-1001', '4'],
  ['LJA-101', 1, 'Q-GONDOLA', null, 'Sim'],
  ['LJA-101', 2, 'Q-GONDOLA', 'TEP-1001', 'Sim'],
  ['LJA-102', 1, 'Q-GONDOLA', null, 'Sim'],
  ['LJA-102', 2, 'Q-GONDOLA', 'TEP-1001', 'Não'],
  ['LJA-103', 3, 'Q-GONDOLA', null, 'Sim'],
  ['LJA-104', 3, 'Q-GONDOLA', 'TEC-LIMP', 'Sim'],
  ['LJ-0001', 4, 'Q-GONDOLA', null, 'Sim'],
  ['LJA-101', 4, 'Q-GONDOLA', null, 'Não'],
  ['LJA-102', 4, 'Q-GONDOLA', 'TEP-1001', 'Não'],
  ['LJA-103', 4, 'Q-GONDOLA', 'TEC-LIMP', 'Sim'],
];

/**
 * The store-compliance demo: audited stores, an approved agreement of the Alfa group holding the
 * store-compliance lever (threshold 80 %), and goal-execution answers keyed in by the
 * administrator, so both compliance reports and the target-execution screen show data.
 */
export async function seedDemoStoreCompliance(db: Db, today: string, userIds: ReadonlyMap<string, number>) {
  const year = Number(today.slice(0, 4));
  const userId = (login: string) => {
    const id = userIds.get(login);
    if (id === undefined) throw new Error(`demo store compliance names an unknown user ${login}`);
    return id;
  };
  const customers = await recordIdsByCodes(
    db,
    'customer',
    DEMO_AUDITED_STORES.map((store) => store.customer),
  );
  const actor = { id: null, authorities: ALL_ROLES, restrictions: NO_RESTRICTIONS };
  for (const { customer, ...store } of DEMO_AUDITED_STORES) {
    await saveRecord(
      db,
      REGISTER_DECLARATIONS.customerPdv,
      {
        ...store,
        customer: customers.get(customer),
        storeSize: 'M',
        state: store.city === 'São Paulo' ? 'SP' : 'RJ',
        auditedStore: true,
        storeSituation: 'ATUAL',
      },
      actor,
    );
  }
  const as = (login: string) => ({
    id: userId(login),
    roles: ALL_ROLES,
    restrictions: NO_RESTRICTIONS,
    today,
    language: 'pt-BR' as const,
  });
  const lever = (await leverOptions(db, { channels: ['HC'] }, as('comercial'))).list.find(
    (option) => option.calculationModel === 'STORE_COMPLIANCE',
  );
  if (!lever) throw new Error('demo store compliance needs the store-compliance lever');
  const agreement = await saveAgreement(
    db,
    ZAgreementSaveSchema.parse({
      description: `Acordo Grupo Alfa execução em loja ${year}`,
      economicGroup: 'GRP-ALFA',
      channels: ['HC'],
      validityStart: `01/01/${year}`,
      validityEnd: `31/12/${year}`,
      region: 'SE',
      segment: 'VAR',
      businessUnit: 'HPF',
      onOff: 'OFF',
      calculationBasis: 'NIV',
      levers: [
        {
          leverId: lever.id,
          fundsType: 'OFF',
          discountPercent: '1.5',
          thresholdPercent: '80',
          expectedYearlyValue: '36000.00',
          commodity: 'HPF',
          categories: ['LIMP'],
          customers: ['0001000101', '0001000102'],
          payers: ['0001000101'],
        },
      ],
    }),
    as('comercial'),
  );
  await sendToApproval(db, [agreement.id], as('comercial'));
  await decideAgreements(db, [agreement.id], as('aprovador'), 'APROVAR', undefined);
  await decideAgreements(db, [agreement.id], as('admin'), 'APROVAR', undefined);
  const keyedBy = { id: userId('admin'), restrictions: NO_RESTRICTIONS };
  for (const [storeCode, month, questionCode, subject, answer] of DEMO_ANSWERS) {
    const input = ZTargetExecutionSaveSchema.parse({
      storeCode,
      competence: formatCompetence({ year, month }),
      questionCode,
      productCode: subject?.startsWith('TEP-') ? subject : null,
      categoryCode: subject?.startsWith('TEC-') ? subject : null,
      answer,
    });
    await saveAnswer(db, input, keyedBy);
  }
}
