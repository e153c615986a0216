import { describe, expect, it } from 'vitest';
import { leverCustomerChanges } from './agreement-details';
import {
  activateProblems,
  disableProblems,
  inactiveSince,
  LEVER_STATUS_AFTER,
  leverEarnsOn,
  mayMoveLever,
  terminationDateProblems,
  withActivated,
  withDisabled,
} from './agreement-moves';
import {
  AGREEMENT_LEVER_STATUSES,
  AGREEMENT_STATUSES,
  agreementTab,
  mayTake,
  STATUS_AFTER,
} from './agreements';

const validity = { validityStart: '2026-01-01', validityEnd: '2026-12-31' };
const onDay = (today: string, mayBackdate = false) => ({ today, mayBackdate });
const messages = (problems: { message: string }[]) => problems.map((problem) => problem.message);

describe('agreement moves: reactivate and terminate', () => {
  it('reactivates only a canceled agreement, into registration', () => {
    expect(AGREEMENT_STATUSES.filter((status) => mayTake('REACTIVATE', status))).toEqual(['CANCELADO']);
    expect(STATUS_AFTER.REACTIVATE).toBe('EM_CADASTRO');
    expect(agreementTab({ status: STATUS_AFTER.REACTIVATE, validityEnd: '2026-12-31' }, '2026-06-01')).toBe(
      'registering',
    );
  });

  it('terminates only an approved agreement, which ends closed', () => {
    expect(AGREEMENT_STATUSES.filter((status) => mayTake('TERMINATE', status))).toEqual(['APROVADO']);
    expect(STATUS_AFTER.TERMINATE).toBe('ENCERRADO');
    expect(agreementTab({ status: STATUS_AFTER.TERMINATE, validityEnd: '2026-06-30' }, '2026-06-01')).toBe(
      'closed',
    );
  });

  it('takes a termination date from the validity start to the day before the end', () => {
    expect(terminationDateProblems(validity, '2026-01-01')).toEqual([]);
    expect(terminationDateProblems(validity, '2026-12-30')).toEqual([]);
    expect(terminationDateProblems(validity, '2025-12-31')).toEqual([
      {
        path: ['terminationDate'],
        message: 'validation.agreement.dateBeforeStart',
        params: { start: '01/01/2026' },
      },
    ]);
    // Ending on the last day, or later, is no early end.
    expect(messages(terminationDateProblems(validity, '2026-12-31'))).toEqual([
      'validation.agreement.terminationNotEarly',
    ]);
    expect(messages(terminationDateProblems(validity, '2027-03-01'))).toEqual([
      'validation.agreement.terminationNotEarly',
    ]);
  });
});

describe('agreement moves: disable and activate a lever', () => {
  it('disables an active lever and activates an inactive one, nothing else', () => {
    expect(AGREEMENT_LEVER_STATUSES.filter((status) => mayMoveLever('DISABLE', status))).toEqual(['ATIVA']);
    expect(AGREEMENT_LEVER_STATUSES.filter((status) => mayMoveLever('ACTIVATE', status))).toEqual([
      'INATIVA',
    ]);
    expect(LEVER_STATUS_AFTER).toEqual({ DISABLE: 'INATIVA', ACTIVATE: 'ATIVA' });
  });

  it('earns nothing from the day it is disabled to the day before it is activated', () => {
    const disabled = withDisabled([], '2026-03-01');
    expect(inactiveSince(disabled)).toBe('2026-03-01');
    expect(leverEarnsOn(disabled, '2026-02-28')).toBe(true);
    expect(leverEarnsOn(disabled, '2026-03-01')).toBe(false);
    expect(leverEarnsOn(disabled, '2026-12-31')).toBe(false);
    const activated = withActivated(disabled, '2026-06-01');
    expect(activated).toEqual([{ from: '2026-03-01', until: '2026-06-01' }]);
    expect(inactiveSince(activated)).toBeNull();
    expect(leverEarnsOn(activated, '2026-05-31')).toBe(false);
    expect(leverEarnsOn(activated, '2026-06-01')).toBe(true);
    // A second stretch is kept beside the first.
    const twice = withActivated(withDisabled(activated, '2026-09-01'), '2026-10-01');
    expect(twice).toEqual([
      { from: '2026-03-01', until: '2026-06-01' },
      { from: '2026-09-01', until: '2026-10-01' },
    ]);
    expect(leverEarnsOn(twice, '2026-07-15')).toBe(true);
    expect(leverEarnsOn(twice, '2026-09-15')).toBe(false);
  });

  it('activating on the day it stopped undoes the stop', () => {
    expect(withActivated(withDisabled([], '2026-03-01'), '2026-03-01')).toEqual([]);
  });

  it('disables from a day within the validity, after its last activation, and today or later without the retroactive role', () => {
    const today = onDay('2026-05-10');
    expect(disableProblems(validity, [], '2026-05-10', today)).toEqual([]);
    expect(messages(disableProblems(validity, [], '2027-01-01', today))).toEqual([
      'validation.agreement.leverDateOutsideValidity',
    ]);
    expect(messages(disableProblems(validity, [], '2026-05-09', today))).toEqual([
      'validation.agreement.pastDateNeedsRetroactiveRole',
    ]);
    expect(disableProblems(validity, [], '2026-05-09', onDay('2026-05-10', true))).toEqual([]);
    const earlier = [{ from: '2026-06-01', until: '2026-07-01' }];
    expect(disableProblems(validity, earlier, '2026-06-15', onDay('2026-05-10'))).toEqual([
      {
        path: ['date'],
        message: 'validation.agreement.disableBeforeLastActivation',
        params: { date: '01/07/2026' },
      },
    ]);
    expect(disableProblems(validity, earlier, '2026-07-01', onDay('2026-05-10'))).toEqual([]);
  });

  it('activates from the day it stopped or later, within the validity, today or later without the retroactive role', () => {
    const periods = withDisabled([], '2026-05-01');
    expect(activateProblems(validity, periods, '2026-05-20', onDay('2026-05-20'))).toEqual([]);
    expect(messages(activateProblems(validity, periods, '2026-04-30', onDay('2026-04-01')))).toEqual([
      'validation.agreement.activationBeforeDisable',
    ]);
    expect(messages(activateProblems(validity, periods, '2027-01-02', onDay('2026-05-20')))).toEqual([
      'validation.agreement.leverDateOutsideValidity',
    ]);
    expect(messages(activateProblems(validity, periods, '2026-05-10', onDay('2026-05-20')))).toEqual([
      'validation.agreement.pastDateNeedsRetroactiveRole',
    ]);
    expect(activateProblems(validity, periods, '2026-05-10', onDay('2026-05-20', true))).toEqual([]);
  });
});

describe('changes of the levers’ SAP customers between two images of an agreement', () => {
  it('lists every customer and payer a new agreement puts on its levers', () => {
    expect(leverCustomerChanges(null, [{ leverId: 7, customers: ['C1', 'C2'], payers: ['C1'] }])).toEqual([
      { leverId: 7, role: 'CLIENTE', code: 'C1', change: 'INCLUIDO' },
      { leverId: 7, role: 'CLIENTE', code: 'C2', change: 'INCLUIDO' },
      { leverId: 7, role: 'PAGADOR', code: 'C1', change: 'INCLUIDO' },
    ]);
  });

  it('matches levers by their catalogue lever: added and removed customers, a lever removed, a lever added', () => {
    const before = [
      { leverId: 7, customers: ['C1', 'C2'], payers: ['C1'] },
      { leverId: 8, customers: ['C3'], payers: ['C3'] },
    ];
    const after = [
      { leverId: 9, customers: ['C4'], payers: [] },
      { leverId: 7, customers: ['C2', 'C5'], payers: ['C1'] },
    ];
    expect(leverCustomerChanges(before, after)).toEqual([
      { leverId: 7, role: 'CLIENTE', code: 'C5', change: 'INCLUIDO' },
      { leverId: 7, role: 'CLIENTE', code: 'C1', change: 'REMOVIDO' },
      { leverId: 8, role: 'CLIENTE', code: 'C3', change: 'REMOVIDO' },
      { leverId: 8, role: 'PAGADOR', code: 'C3', change: 'REMOVIDO' },
      { leverId: 9, role: 'CLIENTE', code: 'C4', change: 'INCLUIDO' },
    ]);
  });

  it('finds nothing when only values changed', () => {
    const image = [{ leverId: 7, customers: ['C1'], payers: ['C1'] }];
    expect(leverCustomerChanges(image, image)).toEqual([]);
  });
});
