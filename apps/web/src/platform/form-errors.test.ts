import { onWire } from '@trade-terms/domain/calls/wire-names';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, readEnvelope } from './api-error';
import {
  formFailureOf,
  formPath,
  problemFieldErrors,
  schemaFieldErrors,
  sentFormFailureOf,
  serverFormFailure,
} from './form-errors';

const known =
  (...fields: string[]) =>
  (path: (string | number)[]) =>
    fields.includes(path.join('.'));

describe('form errors', () => {
  it('shows a list item problem on the list field, and keeps a step index', () => {
    expect(formPath(['features', 3])).toEqual(['features']);
    expect(formPath(['steps', '0', 'responsibleIds', '1'])).toEqual(['steps', 0, 'responsibleIds']);
  });

  it('puts the server field messages on the fields and the rest above the form', () => {
    const failure = serverFormFailure(
      [
        {
          kind: 'ERRO',
          code: 'INVALID_FIELDS',
          text: 'Há campo(s) não preenchido(s) ou com irregularidades',
        },
        { kind: 'ERRO', code: 'INVALID_FIELD', text: 'name: Já existe um registro com este nome' },
        { kind: 'ERRO', code: 'INVALID_FIELD', text: 'steps.1.responsibleIds.0: Usuário inativo: Ana' },
        {
          kind: 'ERRO',
          code: 'INVALID_FIELD',
          text: 'version: Informe a versão do registro para alterá-lo',
        },
      ],
      known('name', 'steps.1.responsibleIds'),
    );
    expect(failure.fields).toEqual([
      { name: ['name'], errors: ['Já existe um registro com este nome'] },
      { name: ['steps', 1, 'responsibleIds'], errors: ['Usuário inativo: Ana'] },
    ]);
    expect(failure.general).toEqual([
      'Há campo(s) não preenchido(s) ou com irregularidades',
      'version: Informe a versão do registro para alterá-lo',
    ]);
  });

  it('finds the field the server names as the wire does under its English name', () => {
    const sent = z.object({
      eventType: onWire('evento', z.string()),
      rows: onWire('linhas', z.array(z.object({ note: onWire('nota', z.string()) }))),
    });
    const refusal = new ApiError(
      422,
      readEnvelope({
        mensagens: [
          { tipo: 'ERRO', codigo: 'INVALID_FIELD', texto: 'evento: Tipo de evento desconhecido' },
          { tipo: 'ERRO', codigo: 'INVALID_FIELD', texto: 'linhas.2.nota: O campo é obrigatório' },
          { tipo: 'ERRO', codigo: 'INVALID_FIELD', texto: 'version: Informe a versão' },
        ],
      }),
    );
    expect(sentFormFailureOf(refusal, known('eventType', 'rows.2.note'), 'Erro', sent)).toEqual({
      fields: [
        { name: ['eventType'], errors: ['Tipo de evento desconhecido'] },
        { name: ['rows', 2, 'note'], errors: ['O campo é obrigatório'] },
      ],
      general: ['version: Informe a versão'],
    });
  });

  it('shows a refusal without an envelope with the generic text', () => {
    expect(formFailureOf(new ApiError(500, []), known(), 'Erro interno do servidor')).toEqual({
      fields: [],
      general: ['Erro interno do servidor'],
    });
  });

  it('explains browser-side schema issues with the server sentences', () => {
    const input = { name: '  ', color: '#12' };
    const errors = schemaFieldErrors('pt-BR', input, [
      { code: 'too_small', path: ['name'], origin: 'string', minimum: 1 },
      { code: 'invalid_format', path: ['color'], message: 'validation.invalidColor' },
    ]);
    expect(errors).toEqual([
      { name: ['name'], errors: ['O campo é obrigatório'] },
      { name: ['color'], errors: ['Cor inválida: use o formato hexadecimal #RRGGBB'] },
    ]);
  });

  it('explains domain rule problems in the chosen language', () => {
    expect(
      problemFieldErrors('en', [
        { path: ['steps', 0, 'responsibleIds'], message: 'approval.stepWithoutResponsible' },
      ]),
    ).toEqual([
      { name: ['steps', 0, 'responsibleIds'], errors: ['The step needs at least one responsible'] },
    ]);
  });
});
