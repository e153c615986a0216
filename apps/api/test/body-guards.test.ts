import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEventTypes } from '../src/modules/calendar/calendar-table';
import { importExportJobs as jobs } from '../src/modules/imports-exports/jobs-table';
import { tableOf } from '../src/modules/master-data/register-tables';
import { MAX_BODY_DEPTH, nestsDeeperThan } from '../src/platform/http/json-body';
import { unstorableTexts } from '../src/platform/http/text-guard';
import { call, texts } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

/** `levels` arrays inside one another under the key `texto` of an object: levels + 1 in all. */
function nestedBody(levels: number): string {
  return `{"texto":${'['.repeat(levels)}${']'.repeat(levels)}}`;
}

describe('bodies nested too deep and texts that are not valid Unicode are refused at the edge', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin', 'Admin@123');
  });
  afterAll(async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/actuator/health' });
    expect(health.statusCode).toBe(200);
    await t.close();
  });

  const json = { 'content-type': 'application/json' };
  const asAdmin = (url: string, body: unknown, language?: string) =>
    call(t, url, body, { token: admin, ...(language ? { language } : {}) });

  describe('nesting', () => {
    it('counts objects and arrays opened inside one another, not brackets inside texts', () => {
      expect(nestsDeeperThan(nestedBody(MAX_BODY_DEPTH - 1), MAX_BODY_DEPTH)).toBe(false);
      expect(nestsDeeperThan(nestedBody(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(true);
      expect(nestsDeeperThan(`{"texto":"${'['.repeat(5000)}"}`, MAX_BODY_DEPTH)).toBe(false);
      // Escaped quotes do not end a text; an escaped backslash before a quote does.
      expect(nestsDeeperThan(`{"a":"\\"${'{'.repeat(100)}"}`, MAX_BODY_DEPTH)).toBe(false);
      expect(nestsDeeperThan(`{"a":"\\\\",${'['.repeat(100)}`, MAX_BODY_DEPTH)).toBe(true);
      // Stray closings first do not make room for deeper openings.
      expect(nestsDeeperThan(`${']'.repeat(100)}${'['.repeat(100)}`, MAX_BODY_DEPTH)).toBe(true);
      // Siblings do not add up.
      expect(nestsDeeperThan(`[${'[[]],'.repeat(1000)}[]]`, 3)).toBe(false);
    });

    it('answers 400 with the envelope to 2 000 levels on a public call and on a signed-in one', async () => {
      const deep = `{"loginOuEmail":${'['.repeat(2000)}${']'.repeat(2000)}}`;
      const publicCall = await t.app.inject({
        method: 'POST',
        url: '/api/autenticacao/resetarSenha',
        headers: json,
        payload: deep,
      });
      expect(publicCall.statusCode, publicCall.body).toBe(400);
      expect(publicCall.json().mensagens).toEqual([
        {
          tipo: 'ERRO',
          codigo: 'BODY_TOO_DEEP',
          texto: `O conteúdo enviado tem mais de ${MAX_BODY_DEPTH} níveis aninhados`,
        },
      ]);
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/usuario/buscarUsuarios',
        headers: { ...json, authorization: `Bearer ${admin}`, 'accept-language': 'en' },
        payload: `{"texto":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
      });
      expect(signedIn.statusCode, signedIn.body).toBe(400);
      expect(texts(signedIn)).toEqual([`The content sent is nested more than ${MAX_BODY_DEPTH} levels deep`]);
    });

    it(`lets ${MAX_BODY_DEPTH} levels through to the call's own checks, and refuses one more`, async () => {
      const send = (payload: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/usuario/buscarUsuarios',
          headers: { ...json, authorization: `Bearer ${admin}` },
          payload,
        });
      const deepest = await send(nestedBody(MAX_BODY_DEPTH - 1));
      expect(deepest.statusCode, deepest.body).toBe(422);
      expect(deepest.json().mensagens[1].texto).toMatch(/^texto: /);
      const tooDeep = await send(nestedBody(MAX_BODY_DEPTH));
      expect(tooDeep.statusCode).toBe(400);
      expect(tooDeep.json().mensagens[0].codigo).toBe('BODY_TOO_DEEP');
      const bracketsInText = await send(`{"texto":"${'[{'.repeat(50)}"}`);
      expect(bracketsInText.statusCode, bracketsInText.body).toBe(200);
    });
  });

  describe('invalid Unicode', () => {
    it('walks any nesting without recursion and names every text that cannot be stored', () => {
      let deep: unknown = 'a\ud800';
      for (let level = 0; level < 100_000; level++) deep = [deep];
      expect(unstorableTexts(deep)).toHaveLength(1);
      expect(
        unstorableTexts({ a: ['ok', 'x\udc00'], b: { 'c\u0000': 1, 'd\ud800': 2 }, e: '😀', f: 'a\u0000' }),
      ).toEqual([
        { path: ['a', 1], message: 'validation.invalidUnicode' },
        { path: ['b', 'c'], message: 'validation.nulCharacter' },
        { path: ['b', 'd\ufffd'], message: 'validation.invalidUnicode' },
        { path: ['f'], message: 'validation.nulCharacter' },
      ]);
    });

    it('refuses a lone surrogate in a register save with 422 naming the field, and stores nothing', async () => {
      const channels = tableOf('channel');
      const before = (await t.database.db.select({ value: count() }).from(channels))[0]?.value;
      const saved = await asAdmin('/api/canal/salvar', { code: 'SURR-1', name: 'Canal \ud800 quebrado' });
      expect(saved.statusCode, saved.body).toBe(422);
      expect(saved.json().mensagens).toEqual([
        {
          tipo: 'ERRO',
          codigo: 'INVALID_FIELDS',
          texto: 'Há campo(s) não preenchido(s) ou com irregularidades',
        },
        {
          tipo: 'ERRO',
          codigo: 'INVALID_FIELD',
          texto: 'name: O texto contém um caractere inválido (Unicode malformado)',
        },
      ]);
      expect((await t.database.db.select({ value: count() }).from(channels))[0]?.value).toBe(before);

      const paired = await asAdmin('/api/canal/salvar', { code: 'SURR-2', name: 'Canal 😀 inteiro' });
      expect(paired.statusCode, paired.body).toBe(200);
      expect(paired.json().name).toBe('Canal 😀 inteiro');
    });

    it('refuses it the same way on the event-type save, in English too, and stores nothing', async () => {
      const answer = await asAdmin('/api/calendario/salvarTipoEvento', { nome: '\udc00Feriado' }, 'en');
      expect(answer.statusCode, answer.body).toBe(422);
      expect(texts(answer)).toEqual([
        'There are field(s) not filled in or with irregularities',
        'nome: The text holds an invalid character (malformed Unicode)',
      ]);
      const stored = await t.database.db
        .select({ value: count() })
        .from(calendarEventTypes)
        .where(eq(calendarEventTypes.name, '\ufffdFeriado'));
      expect(stored[0]?.value).toBe(0);
    });

    it('refuses it in export filters and list searches, and in a key, before any job is created', async () => {
      const jobsBefore = (await t.database.db.select({ value: count() }).from(jobs))[0]?.value;
      const exported = await asAdmin('/api/canal/exportar', { filtros: { code: ['A', 'B\ud83d'] } });
      expect(exported.statusCode, exported.body).toBe(422);
      expect(texts(exported)[1]).toBe(
        'filtros.code.1: O texto contém um caractere inválido (Unicode malformado)',
      );
      expect((await t.database.db.select({ value: count() }).from(jobs))[0]?.value).toBe(jobsBefore);

      const searched = await asAdmin('/api/usuario/buscarUsuarios', { texto: '\ud800' });
      expect(searched.statusCode, searched.body).toBe(422);
      expect(texts(searched)[1]).toBe('texto: O texto contém um caractere inválido (Unicode malformado)');

      const key = await asAdmin('/api/canal/buscar', { filtros: { '\ud800': '*' } });
      expect(key.statusCode, key.body).toBe(422);
      expect(texts(key)[1]).toBe('filtros.\ufffd: O texto contém um caractere inválido (Unicode malformado)');

      const publicCall = await call(t, '/api/autenticacao/resetarSenha', { loginOuEmail: 'admin\udfff' });
      expect(publicCall.statusCode, publicCall.body).toBe(422);
      expect(texts(publicCall)[1]).toBe(
        'loginOuEmail: O texto contém um caractere inválido (Unicode malformado)',
      );
    });

    it('takes invalid UTF-8 bytes as the replacement character, which is valid text', async () => {
      const bytes = Buffer.concat([
        Buffer.from('{"texto":"a'),
        Buffer.from([0xed, 0xa0, 0x80, 0xff]),
        Buffer.from('b"}'),
      ]);
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/usuario/buscarUsuarios',
        headers: { ...json, authorization: `Bearer ${admin}` },
        payload: bytes,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    });
  });
});
