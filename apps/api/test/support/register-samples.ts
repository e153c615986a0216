import type { FieldDeclaration } from '@trade-terms/domain/registers';

/** A valid value for a field of a new record; references point at a demo record. */
export function sampleValue(
  field: FieldDeclaration,
  suffix: string,
  referenceIds: Map<string, { id: number; code: string }>,
) {
  switch (field.type) {
    case 'text':
      if (field.name === 'code') return `NOVO-${suffix}`;
      if (field.format === 'cnpj') return '11.222.333/0001-81';
      if (field.name === 'ean') return '7891234567895';
      if (field.name === 'states') return 'SP,RJ';
      if (field.name === 'cnpjBase') return '11222333';
      return `Teste ${suffix}`.slice(0, field.maxLength ?? 40);
    case 'integer':
      return typeof field.min === 'number' ? field.min : 1;
    case 'money':
      return '1234.56';
    case 'percentage':
      return '12.5000';
    case 'quantity':
      return '2.500';
    case 'date':
      return field.name === 'validityEnd' ? '31/12/2026' : '01/02/2026';
    case 'competence':
      return '02/2026';
    case 'boolean':
      return true;
    case 'enum':
      return field.options?.[0] ?? null;
    case 'reference':
      return referenceIds.get(field.references ?? '')?.id ?? null;
  }
}

/** The customer import template's header, in pt-BR. */
export const CUSTOMER_HEADER = [
  'Código SAP *',
  'Nome *',
  'CNPJ',
  'Grupo econômico (holding)',
  'Região',
  'Microrregião',
  'Segmento',
  'Canal',
  'CVA',
  'Pagador SAP',
  'Conta de planejamento',
  'Chave do banco',
  'Conta bancária',
  'Chave de controle',
  'Ativo',
];
