import { describe, expect, it } from 'vitest';
import { maintenanceEndProblems, ZMaintenanceActivateSchema } from './maintenance';
import { isHeldByMaintenance, MAINTENANCE_ROLE } from './maintenance-status';

describe('maintenance notice', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('takes a trimmed message of 1 to 500 characters and an instant with its offset', () => {
    const parsed = ZMaintenanceActivateSchema.parse({
      message: '  Atualização do sistema  ',
      expectedEnd: '2026-11-27T15:00:00-03:00',
    });
    expect(parsed.message).toBe('Atualização do sistema');
    for (const notice of [
      { message: '   ', expectedEnd: '2026-11-27T15:00:00Z' },
      { message: 'x'.repeat(501), expectedEnd: '2026-11-27T15:00:00Z' },
      { message: 'ok', expectedEnd: '27/11/2026 15:00' },
      { message: 'ok' },
    ]) {
      expect(ZMaintenanceActivateSchema.safeParse(notice).success).toBe(false);
    }
  });

  it('wants the expected end strictly in the future', () => {
    expect(maintenanceEndProblems('2026-11-27T12:00:01Z', now)).toEqual([]);
    expect(maintenanceEndProblems('2026-11-27T12:00:00Z', now)).toEqual([
      { path: ['expectedEnd'], message: 'maintenance.error.endInPast' },
    ]);
    expect(maintenanceEndProblems('2026-11-27T08:59:00-03:00', now)).toHaveLength(1);
  });
});

describe('who waits during maintenance', () => {
  it('holds visitors and users without the role while it is on, nobody while it is off', () => {
    const on = { active: true };
    expect(isHeldByMaintenance(on, null)).toBe(true);
    expect(isHeldByMaintenance(on, ['ROLE_EDITAR_USUARIOS'])).toBe(true);
    expect(isHeldByMaintenance(on, [MAINTENANCE_ROLE])).toBe(false);
    expect(isHeldByMaintenance({ active: false }, null)).toBe(false);
  });
});
