import { describe, expect, it } from 'vitest';
import { ApiError, failureTexts, needsTelling, readEnvelope } from './api-error';

const translate = (key: string) => `[${key}]`;

describe('readEnvelope', () => {
  it('reads the messages of the envelope', () => {
    const payload = {
      mensagens: [
        { tipo: 'ERRO', texto: 'Dados de acesso não encontrados', codigo: 'ACCESS_DATA_NOT_FOUND' },
        { tipo: 'ALERTA', texto: 'Atenção' },
      ],
    };
    expect(readEnvelope(payload)).toEqual([
      { kind: 'ERRO', text: 'Dados de acesso não encontrados', code: 'ACCESS_DATA_NOT_FOUND' },
      { kind: 'ALERTA', text: 'Atenção' },
    ]);
  });

  it('keeps the good messages beside malformed ones', () => {
    expect(readEnvelope({ mensagens: [{ tipo: 'ERRO' }, { tipo: 'SUCESSO', texto: 'Salvo' }] })).toEqual([
      { kind: 'SUCESSO', text: 'Salvo' },
    ]);
  });

  it('skips malformed messages', () => {
    expect(readEnvelope({ mensagens: [{ tipo: 'ERRO' }, { tipo: 'OUTRO', texto: 'x' }, 'texto'] })).toEqual(
      [],
    );
  });

  it('yields nothing for bodies that are not an envelope', () => {
    expect(readEnvelope('<html>Bad gateway</html>')).toEqual([]);
    expect(readEnvelope(null)).toEqual([]);
    expect(readEnvelope({ message: 'Unauthorized' })).toEqual([]);
  });
});

describe('ApiError', () => {
  it('carries the status, the messages and the first error text as its message', () => {
    const error = new ApiError(429, [{ kind: 'ERRO', text: 'Limite de requisições excedido' }]);
    expect(error.status).toBe(429);
    expect(error.message).toBe('Limite de requisições excedido');
    expect(error).toBeInstanceOf(Error);
  });
});

describe('failureTexts', () => {
  it('shows the server error texts', () => {
    const error = new ApiError(422, [
      { kind: 'ERRO', text: 'Há campo(s) não preenchido(s)' },
      { kind: 'SUCESSO', text: 'Salvo' },
      { kind: 'ERRO', text: 'nome: O campo é obrigatório' },
    ]);
    expect(failureTexts(error, translate)).toEqual([
      'Há campo(s) não preenchido(s)',
      'nome: O campo é obrigatório',
    ]);
  });

  it('says the connection was lost when no answer came', () => {
    expect(failureTexts(new ApiError(0, []), translate)).toEqual(['[errors.connectionLost]']);
  });

  it('falls back to the generic text for answers without messages and for other errors', () => {
    expect(failureTexts(new ApiError(502, []), translate)).toEqual(['[errors.internalServerError]']);
    expect(failureTexts(new TypeError('boom'), translate)).toEqual(['[errors.internalServerError]']);
  });
});

describe('needsTelling', () => {
  it('leaves to the HTTP client the failures it showed, and tells the others', () => {
    expect(needsTelling(new ApiError(422, [{ kind: 'ERRO', text: 'Código já existe' }], true))).toBe(false);
    expect(needsTelling(new ApiError(422, [{ kind: 'ERRO', text: 'Código já existe' }]))).toBe(true);
    expect(needsTelling(new Error('leitura do arquivo'))).toBe(true);
  });
});
