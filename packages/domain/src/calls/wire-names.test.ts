import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageOf, ZPageRequestSchema } from '../paging';
import { CALL_CATALOGUE } from './catalogue';
import {
  atWire,
  englishPathOf,
  fieldsOf,
  fromWire,
  mentionsWireNames,
  onWire,
  toWire,
  WIRE_NAMES,
  wireJsonSchema,
  wirePathOf,
} from './wire-names';

const row = z.object({ id: z.number(), itemCount: z.number(), note: z.string().nullable() });
const page = pageOf(row);
const search = ZPageRequestSchema.extend({
  search: z.string().optional(),
  sortBy: z.enum(['id', 'name']).default('id'),
  records: z.record(z.string(), z.object({ items: z.array(z.number()) })).optional(),
});

describe('wire names', () => {
  it('reads a page as the wire spells it and writes it back the same way', () => {
    const wire = { itens: [{ id: 1, items: 3, note: null }], total: 1 };
    const english = atWire(page).parse(wire);
    expect(english).toEqual({ items: [{ id: 1, itemCount: 3, note: null }], total: 1 });
    expect(z.encode(atWire(page) as typeof page, english as z.output<typeof page>)).toEqual(wire);
  });

  it('maps names at any depth the schema describes, and never a record key', () => {
    const english = { page: 2, pageSize: 50, search: 'HC', records: { items: { items: [1] } } };
    expect(toWire(search, english)).toEqual({
      pagina: 2,
      tamanhoPagina: 50,
      texto: 'HC',
      records: { items: { itens: [1] } },
    });
    expect(fromWire(search, toWire(search, english))).toEqual(english);
  });

  it('takes a name only as the wire spells it: the English one sent as is means nothing', () => {
    const parsed = atWire(search).parse({ page: 7, pagina: '3', ordenarPor: 'name', direcao: 'desc' });
    expect(parsed).toMatchObject({ page: 3, pageSize: 20, sortBy: 'name', direction: 'desc' });
    expect(atWire(search).parse({ page: 7 })).toMatchObject({ page: 1 });
  });

  it('leaves a schema without such names as it is', () => {
    const plain = z.object({ code: z.string() });
    expect(mentionsWireNames(plain)).toBe(false);
    expect(atWire(plain)).toBe(plain);
    expect(mentionsWireNames(z.array(z.object({ note: z.string(), total: z.number() })))).toBe(false);
    expect(mentionsWireNames(z.object({ rows: z.array(row) }))).toBe(true);
  });

  it('names a problem and a documented property as the wire does', () => {
    expect(wirePathOf(page, ['items', 0, 'itemCount'])).toEqual(['itens', 0, 'items']);
    expect(wirePathOf(page, ['items', '0', 'note'])).toEqual(['itens', '0', 'note']);
    expect(wirePathOf(undefined, ['id'])).toEqual(['id']);
    const documented = z.object({
      page: z.number(),
      rows: z.object({ items: z.array(z.number()) }).nullable(),
      code: onWire('codigo', z.string()),
    });
    expect(
      wireJsonSchema(documented, {
        type: 'object',
        properties: {
          page: { type: 'integer' },
          rows: { anyOf: [{ type: 'object', properties: { items: {} } }, { type: 'null' }] },
          code: { type: 'string' },
        },
        required: ['page', 'rows', 'code'],
      }),
    ).toEqual({
      type: 'object',
      properties: {
        pagina: { type: 'integer' },
        rows: { anyOf: [{ type: 'object', properties: { itens: {} } }, { type: 'null' }] },
        codigo: { type: 'string' },
      },
      required: ['pagina', 'rows', 'codigo'],
    });
  });

  it('names a field on the wire for that field only, whatever wraps it afterwards', () => {
    const kind = z.enum(['ERRO', 'ALERTA']);
    const message = z.object({ kind: onWire('tipo', kind), text: onWire('texto', z.string()).optional() });
    const other = z.object({ kind, text: z.string() });
    const answer = z.object({ messages: onWire('mensagens', z.array(message)), other });
    const wire = { mensagens: [{ tipo: 'ERRO', texto: 'Falhou' }], other: { kind: 'ALERTA', text: 'x' } };
    const english = { messages: [{ kind: 'ERRO', text: 'Falhou' }], other: { kind: 'ALERTA', text: 'x' } };
    expect(atWire(answer).parse(wire)).toEqual(english);
    expect(toWire(answer, english)).toEqual(wire);
    // The schema given is copied, so the other field that uses it keeps its own name.
    expect(mentionsWireNames(other)).toBe(false);
    // Only the wire's spelling is read: the English one sent as is leaves the field missing.
    expect(atWire(answer).safeParse({ messages: [], other: english.other }).success).toBe(false);
    expect(wirePathOf(answer, ['messages', 0, 'text'])).toEqual(['mensagens', 0, 'texto']);
    expect(englishPathOf(answer, ['mensagens', '0', 'texto'])).toEqual(['messages', '0', 'text']);
    expect(englishPathOf(answer, ['other', 'text'])).toEqual(['other', 'text']);
  });

  it('keeps the wire names out of the code: a name the wire gives one field is never a field name inside', () => {
    const fields = CALL_CATALOGUE.flatMap((call) =>
      [call.body, call.query, ...Object.values(call.responses)]
        .filter((schema) => schema !== undefined)
        .flatMap((schema) => fieldsOf(schema).map((field) => ({ ...field, path: call.path }))),
    );
    // Every name the wire spells otherwise than the code somewhere: the spec's own words.
    const wireWords = new Set([
      ...Object.values(WIRE_NAMES),
      ...fields.filter(({ key, wire }) => wire !== key).map(({ wire }) => wire),
    ]);
    const found = fields
      .filter(({ key, wire }) => wire === key && wireWords.has(key))
      .map(({ path, key }) => `${path}: ${key}`);
    expect([...new Set(found)]).toEqual([]);
  });
});
