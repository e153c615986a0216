import { describe, expect, it } from 'vitest';
import { ALL_ROLES, PERMISSIONS } from './permissions';
import { mayOpenRoute, ROUTE_ACCESS } from './route-access';

describe('route access table', () => {
  it('names only roles of the catalogue', () => {
    for (const [path, rule] of Object.entries(ROUTE_ACCESS)) {
      if ('roles' in rule)
        for (const role of rule.roles) expect(Object.hasOwn(PERMISSIONS, role), path).toBe(true);
    }
  });

  it('uses every role of the catalogue on some route, except the roles that guard actions inside screens', () => {
    const used = new Set(Object.values(ROUTE_ACCESS).flatMap((rule) => ('roles' in rule ? rule.roles : [])));
    expect(ALL_ROLES.filter((role) => !used.has(role)).sort()).toEqual([
      'ROLE_ADMINISTRAR_CHAT',
      'ROLE_EDITAR_CALENDARIO',
      'ROLE_MARCAR_PAGADOR_SAP',
      'ROLE_VISUALIZAR_DASHBOARD_IMPORTACOES',
      'ROLE_VISUALIZAR_RELATORIO_EVENTOS_COTA',
    ]);
  });

  it('gives every register of the spec its list, register and edit routes', () => {
    for (const base of ['/category', '/customer', '/economic-group', '/sku', '/commodity']) {
      for (const path of [base, `${base}/register`, `${base}/edit/:id`])
        expect(ROUTE_ACCESS[path], path).toBeDefined();
    }
  });

  it('opens public routes to everyone, open routes to any session, others by role', () => {
    expect(mayOpenRoute('/login', null)).toBe(true);
    expect(mayOpenRoute('/calendar', null)).toBe(false);
    expect(mayOpenRoute('/calendar', [])).toBe(true);
    expect(mayOpenRoute('/lever', ['ROLE_VISUALIZAR_CADASTRO_ALAVANCAS'])).toBe(true);
    expect(mayOpenRoute('/lever/register', ['ROLE_VISUALIZAR_CADASTRO_ALAVANCAS'])).toBe(false);
    expect(mayOpenRoute('/not-a-route', ['ROLE_VISUALIZAR_DASHBOARD'])).toBe(false);
  });
});
