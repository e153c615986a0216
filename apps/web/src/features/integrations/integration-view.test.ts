import { INTEGRATIONS } from '@trade-terms/domain/integrations';
import { describe, expect, it } from 'vitest';
import {
  displayCell,
  mayApprove,
  mayAssociate,
  refetchWhileAnyProcessing,
  refetchWhileProcessing,
} from './integration-view';

const column = (kind: string, name: string) => {
  const found = Object.values(INTEGRATIONS)
    .flatMap((integration) => integration.columns)
    .find((entry) => entry.kind === kind && entry.name === name);
  if (!found) throw new Error(`no column ${name}`);
  return found;
};

describe('integration view', () => {
  it('shows decimals with their scale in the reader’s digits, competences as MM/YYYY and CNPJ masked', () => {
    expect(displayCell(column('decimal3', 'netWeight'), '1.15', 'pt-BR')).toBe('1,150');
    expect(displayCell(column('decimal3', 'netWeight'), '1234.5', 'en')).toBe('1,234.500');
    expect(displayCell(column('decimal2', 'gsv'), '1234.56', 'pt-BR')).toBe('1.234,56');
    expect(displayCell(column('competence', 'competence'), '2026-03-01', 'pt-BR')).toBe('03/2026');
    expect(displayCell(column('cnpj', 'cnpj'), '11222333000181', 'en')).toBe('11.222.333/0001-81');
  });

  it('shows what the server could not read as it came, and nothing for empty cells', () => {
    expect(displayCell(column('decimal3', 'netWeight'), 'abc', 'pt-BR')).toBe('abc');
    expect(displayCell(column('competence', 'competence'), '13/2026', 'pt-BR')).toBe('13/2026');
    expect(displayCell(column('cnpj', 'cnpj'), '123', 'pt-BR')).toBe('123');
    expect(displayCell(column('code', 'code'), null, 'pt-BR')).toBe('');
  });

  it('follows an integration only while it is processing', () => {
    expect(refetchWhileProcessing({ status: 'PROCESSANDO' })).toBe(2000);
    expect(refetchWhileProcessing({ status: 'AGUARDANDO_APROVACAO' })).toBe(false);
    expect(refetchWhileProcessing(null)).toBe(false);
    expect(refetchWhileAnyProcessing([{ status: 'APROVADA' }, { status: 'PROCESSANDO' }])).toBe(2000);
    expect(refetchWhileAnyProcessing([{ status: 'ERRO' }])).toBe(false);
  });

  it('offers approval and association only with the edit role on an integration awaiting approval', () => {
    expect(mayApprove({ status: 'AGUARDANDO_APROVACAO' }, true)).toBe(true);
    expect(mayApprove({ status: 'AGUARDANDO_APROVACAO' }, false)).toBe(false);
    expect(mayApprove({ status: 'APROVADA' }, true)).toBe(false);
    const pending = { tab: 'PENDENTES_ASSOCIACAO' } as const;
    expect(mayAssociate({ kind: 'product', status: 'AGUARDANDO_APROVACAO' }, pending, true)).toBe(true);
    expect(mayAssociate({ kind: 'product', status: 'APROVADA' }, pending, true)).toBe(false);
    expect(mayAssociate({ kind: 'product', status: 'AGUARDANDO_APROVACAO' }, { tab: 'NOVOS' }, true)).toBe(
      false,
    );
    expect(mayAssociate({ kind: 'customer', status: 'AGUARDANDO_APROVACAO' }, pending, true)).toBe(false);
  });
});
