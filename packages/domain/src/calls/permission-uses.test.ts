import { describe, expect, it } from 'vitest';
import { ALL_ROLES } from '../permissions';
import { callKey } from './call';
import { CALL_CATALOGUE } from './catalogue';
import { permissionUses } from './permission-uses';

describe('what each permission opens', () => {
  it('reads the calls from their declarations', () => {
    const uses = permissionUses('ROLE_EDITAR_PERFIS');
    expect(uses.calls).toEqual(
      expect.arrayContaining(['POST /api/perfil/salvarAtualizarPerfil', 'POST /api/perfil/removerPerfil']),
    );
    expect(permissionUses('ROLE_VISUALIZAR_PERFIS').calls).not.toContain(
      'POST /api/perfil/salvarAtualizarPerfil',
    );
    expect(uses.routes).toContain('/profile');
  });

  it('accounts for every role-bound call under the roles it names', () => {
    const roleBound = CALL_CATALOGUE.filter((call) => !call.access.public && call.access.roles.length > 0);
    const reached = new Set(ALL_ROLES.flatMap((role) => permissionUses(role).calls));
    expect(roleBound.map(callKey).filter((key) => !reached.has(key))).toEqual([]);
  });
});
