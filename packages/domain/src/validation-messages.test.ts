import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue } from './validation-messages';

function firstIssue(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  const issue = result.error.issues[0];
  if (!issue) throw new Error('no issue');
  return issue;
}

describe('explaining validation issues', () => {
  it('calls an absent value required, with the spec text', () => {
    expect(describeIssue('pt-BR', { ...firstIssue(z.string(), undefined), missing: true })).toBe(
      'O campo é obrigatório',
    );
  });

  it('explains limits by what is limited', () => {
    expect(describeIssue('pt-BR', firstIssue(z.string().max(3), 'abcd'))).toBe(
      'Deve ter no máximo 3 caractere(s)',
    );
    expect(describeIssue('en', firstIssue(z.number().min(0), -1))).toBe('Must be greater than or equal to 0');
    expect(describeIssue('pt-BR', firstIssue(z.array(z.string()).min(1), []))).toBe(
      'Selecione ao menos 1 item(ns)',
    );
  });

  it('explains formats, options and types', () => {
    expect(describeIssue('pt-BR', firstIssue(z.email(), 'x'))).toBe('E-mail inválido');
    expect(describeIssue('en', firstIssue(z.enum(['A', 'B']), 'C'))).toBe('Value not allowed. Options: A, B');
    expect(describeIssue('pt-BR', firstIssue(z.number(), 'x'))).toBe('Valor inválido: esperado número');
  });

  it('translates a message that is a catalogue key', () => {
    const schema = z.string().refine(() => false, { message: 'password.passwords-did-not-match' });
    expect(describeIssue('en', firstIssue(schema, 'x'))).toBe('The passwords do not match');
  });
});
