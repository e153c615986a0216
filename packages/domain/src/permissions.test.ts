import { describe, expect, it } from 'vitest';
import { ALL_ROLES, holdsAnyRole, isRole, PERMISSIONS } from './permissions';

const CONFIRMED_BY_THE_SPEC = [
  'ROLE_EDITAR_CADASTRO_ALAVANCA',
  'ROLE_VISUALIZAR_CADASTRO_ALAVANCAS',
  'ROLE_RELATORIO_COMPLIANCE_LOJAS_ACORDOS',
  'ROLE_APROVAR_ACORDO_COMERCIAL',
  'ROLE_CANCELAR_ACORDO_COMERCIAL',
  'ROLE_EDITAR_ACORDO_COMERCIAL',
  'ROLE_ENCERRAR_ACORDO_RETROATIVO',
  'ROLE_ENVIAR_APROVACAO_ACORDOS_COMERCIAIS',
  'ROLE_MANUTENCAO_ASSINATURA_ACORDOS',
  'ROLE_PRORROGAR_ACORDO_COMERCIAL',
  'ROLE_RELATORIO_CONSOLIDADO_ACORDOS',
  'ROLE_VISUALIZAR_ACORDOS_COMERCIAIS',
  'ROLE_VISUALIZAR_EDICAO_ACORDOS_COMERCIAIS',
  'ROLE_VISUALIZAR_APURACOES_AVULSO',
  'ROLE_EDITAR_APURACAO_AVULSO',
  'ROLE_EDITAR_VALORIZACAO_PASTA',
  'ROLE_VISUALIZAR_VALORIZACAO_PASTA',
  'ROLE_VISUALIZAR_RELATORIO_EVENTOS_COTA',
];

describe('permission catalogue', () => {
  it('holds the 18 role names the spec confirms, spelled exactly', () => {
    for (const role of CONFIRMED_BY_THE_SPEC) expect(isRole(role), role).toBe(true);
  });

  it('names every role in the ROLE_<VERB>_<OBJECT> pattern with labels in both languages', () => {
    for (const role of ALL_ROLES) {
      expect(role).toMatch(/^ROLE_[A-Z]+(_[A-Z]+)+$/);
      expect(PERMISSIONS[role].label['pt-BR']).not.toBe('');
      expect(PERMISSIONS[role].label.en).not.toBe('');
    }
  });

  it('allows a route with several roles to a user holding any of them', () => {
    expect(
      holdsAnyRole(
        ['ROLE_A', 'ROLE_VISUALIZAR_USUARIOS'],
        ['ROLE_EDITAR_USUARIOS', 'ROLE_VISUALIZAR_USUARIOS'],
      ),
    ).toBe(true);
    expect(holdsAnyRole(['ROLE_A'], ['ROLE_EDITAR_USUARIOS'])).toBe(false);
    expect(holdsAnyRole([], [])).toBe(true);
  });

  it('does not take a name outside the catalogue for a role', () => {
    expect(isRole('ROLE_INVENTADO')).toBe(false);
    expect(isRole('toString')).toBe(false);
  });
});
