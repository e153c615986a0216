import { describe, expect, it } from 'vitest';
import { permissionCatalogue } from './permission-catalogue';
import { ALL_ROLES, FEATURE_GROUPS } from './permissions';
import { ZProfileSaveSchema } from './profiles';
import { describeIssue } from './validation-messages';

describe('profile rules', () => {
  it('fills the lists a new profile leaves out', () => {
    expect(ZProfileSaveSchema.parse({ name: ' Auditor ' })).toEqual({
      name: 'Auditor',
      description: null,
      features: [],
      budgetTypes: [],
      domains: { channels: [], commodities: [], regions: [] },
    });
  });

  it('refuses each unknown role at its own position, naming it', () => {
    const result = ZProfileSaveSchema.safeParse({
      name: 'Auditor',
      features: ['ROLE_VISUALIZAR_PERFIS', 'ROLE_X', 'ROLE_EDITAR_PERFIS', 'toString'],
    });
    const issues = result.error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['features.1', 'features.3']);
    expect(issues.map((issue) => describeIssue('pt-BR', issue))).toEqual([
      'Permissão desconhecida: ROLE_X',
      'Permissão desconhecida: toString',
    ]);
  });
});

describe('the permission catalogue for the profile screen', () => {
  it('offers every role once, under its feature group, labelled in the language asked', () => {
    const pt = permissionCatalogue('pt-BR');
    expect(pt.map((group) => group.group)).toEqual([...FEATURE_GROUPS]);
    expect(pt.flatMap((group) => group.permissions.map((p) => p.role)).sort()).toEqual([...ALL_ROLES].sort());
    const en = permissionCatalogue('en');
    expect(en.find((group) => group.group === 'payments')?.label).toBe('Payments');
    expect(pt.find((group) => group.group === 'payments')?.label).toBe('Pagamentos');
    expect(en.find((group) => group.group === 'administration')?.permissions).toContainEqual({
      role: 'ROLE_EDITAR_CALENDARIO',
      label: 'Edit calendar',
    });
  });
});
