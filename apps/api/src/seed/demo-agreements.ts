import { type TAgreementSave, ZAgreementSaveSchema } from '@trade-terms/domain/agreements';
import { NO_RESTRICTIONS } from '@trade-terms/domain/data-restrictions';
import { ALL_ROLES } from '@trade-terms/domain/permissions';
import { decideAgreements, sendToApproval } from '../modules/agreements/agreement-lifecycle';
import { saveAgreement } from '../modules/agreements/agreements-service';
import { leverOptions } from '../modules/levers/levers-service';
import type { Db } from '../platform/db/database';

/**
 * Three agreements over the demo levers: one in registration, one approved in both steps of the
 * demo flow (sales, then channel), one awaiting the first step.
 */
function demoAgreements(year: number, leverId: (name: string) => number): TAgreementSave[] {
  const thisYear = { validityStart: `01/01/${year}`, validityEnd: `31/12/${year}` };
  const alfa = {
    economicGroup: 'GRP-ALFA',
    channels: ['HC'],
    ...thisYear,
    region: 'SE',
    segment: 'VAR',
    businessUnit: 'HPF',
    onOff: 'OFF' as const,
    calculationBasis: 'NIV' as const,
  };
  const goal = {
    leverId: leverId('Meta mensal sell-out'),
    fundsType: 'OFF' as const,
    discountPercent: '2.0',
    goal: '500000.00',
    minimumPercent: '90',
    minimumDiscountPercent: '1.0',
    potentialDiscountPercent: '3.0',
    expectedYearlyValue: '120000.00',
    commodity: 'HPF',
    categories: ['LIMP'],
    customers: ['0001000101', '0001000102'],
    payers: ['0001000101'],
  };
  return [
    {
      description: `Acordo Grupo Alfa ${year} (em cadastro)`,
      ...alfa,
      levers: [
        goal,
        {
          leverId: leverId('Evento cota aniversário'),
          fundsType: 'OFF',
          commodity: 'HPF',
          customers: ['0001000101'],
          payers: ['0001000101'],
          events: [{ description: 'Aniversário da rede', competence: `09/${year}`, value: '5000.00' }],
        },
      ],
    },
    {
      description: `Acordo Grupo Alfa ${year}`,
      ...alfa,
      levers: [
        goal,
        {
          leverId: leverId('Crescimento trimestral sell-in'),
          fundsType: 'OFF',
          discountPercent: '2.5',
          growthPercent: '5',
          expectedYearlyValue: '108000.00',
          commodity: 'HPF',
          customers: ['0001000101', '0001000102'],
          payers: ['0001000101'],
        },
      ],
    },
    {
      description: `Acordo Rede Beta ${year}`,
      economicGroup: 'GRP-BETA',
      channels: ['PC'],
      ...thisYear,
      region: 'S',
      businessUnit: 'HPF',
      onOff: 'ON',
      levers: [
        {
          leverId: leverId('Desconto sobre GSV'),
          fundsType: 'ON',
          discountPercent: '1.0',
          expectedYearlyValue: '48000.00',
          commodity: 'HPF',
          customers: ['0002000201'],
          payers: ['0002000201'],
        },
      ],
    },
  ];
}

export async function seedDemoAgreements(db: Db, today: string, userIds: ReadonlyMap<string, number>) {
  const userId = (login: string) => {
    const id = userIds.get(login);
    if (id === undefined) throw new Error(`demo agreements name an unknown user ${login}`);
    return id;
  };
  const as = (login: string) => ({
    id: userId(login),
    roles: ALL_ROLES,
    restrictions: NO_RESTRICTIONS,
    today,
    language: 'pt-BR' as const,
  });
  const { list } = await leverOptions(db, {}, as('comercial'));
  const leverId = (name: string) => {
    const found = list.find((lever) => lever.name === name);
    if (!found) throw new Error(`demo agreements name an unknown lever ${name}`);
    return found.id;
  };
  const saved = [];
  for (const agreement of demoAgreements(Number(today.slice(0, 4)), leverId)) {
    saved.push(await saveAgreement(db, ZAgreementSaveSchema.parse(agreement), as('comercial')));
  }
  const [, approved, awaiting] = saved;
  if (!approved || !awaiting) throw new Error('demo agreements were not saved');
  await sendToApproval(db, [approved.id, awaiting.id], as('comercial'));
  await decideAgreements(db, [approved.id], as('aprovador'), 'APROVAR', undefined);
  await decideAgreements(db, [approved.id], as('admin'), 'APROVAR', undefined);
}
