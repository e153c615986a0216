import { z } from 'zod';
import type { CallSchema } from './call';

/**
 * The spec's names on the wire for the names the code uses, in one place. Schemas, handlers,
 * services and screens use the English name; only the API's edge (`serveCall`, the error
 * envelope, the OpenAPI document) and the web client's (`callApi`) speak the wire's, through
 * `atWire`, `toWire` and `wirePathOf`. A name is mapped wherever it is a key of an object of a
 * call's query, body or answer, at any depth.
 */
export const WIRE_NAMES = {
  page: 'pagina',
  pageSize: 'tamanhoPagina',
  direction: 'direcao',
  sortBy: 'ordenarPor',
  search: 'texto',
  items: 'itens',
  /** A count of items (a payment group's), whose wire name is the English one taken above. */
  itemCount: 'items',
  /** An answer's rows when it is not paged. */
  list: 'lista',
  /** A register search's filters by field. */
  filters: 'filtros',
  /** How many rows a lookup answers at most. */
  limit: 'limite',
  /** The codes a lookup looks for. */
  codes: 'codigos',
} as const;

type EnglishName = keyof typeof WIRE_NAMES;
const ENGLISH_OF: ReadonlyMap<string, EnglishName> = new Map(
  (Object.entries(WIRE_NAMES) as [EnglishName, string][]).map(([english, wire]) => [wire, english]),
);

function wireNameOf(name: string): string {
  return Object.hasOwn(WIRE_NAMES, name) ? WIRE_NAMES[name as EnglishName] : name;
}

/** The schema's definition, shared by zod and zod/mini. */
interface Def {
  type: string;
  shape?: Record<string, CallSchema>;
  element?: CallSchema;
  innerType?: CallSchema;
  in?: CallSchema;
  options?: readonly CallSchema[];
  left?: CallSchema;
  right?: CallSchema;
  valueType?: CallSchema;
  getter?: () => CallSchema;
}

const defOf = (schema: CallSchema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas a value at this place may follow: wrappers, pipes and unions opened. */
function placesOf(schema: CallSchema): CallSchema[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return def.innerType ? placesOf(def.innerType) : [];
    case 'pipe':
      return def.in ? placesOf(def.in) : [];
    case 'lazy':
      return def.getter ? placesOf(def.getter()) : [];
    case 'union':
      return (def.options ?? []).flatMap(placesOf);
    case 'intersection':
      return [def.left, def.right].filter((part): part is CallSchema => part !== undefined).flatMap(placesOf);
    default:
      return [schema];
  }
}

type Direction = 'toWire' | 'fromWire';

/** What renaming needs of a place of a schema, worked out once per schema. */
interface Layout {
  /** Whether anything below may hold a mapped name: if not, a value passes as it is. */
  mentions: boolean;
  element: CallSchema | undefined;
  shape: Record<string, CallSchema>;
  record: CallSchema | undefined;
}

const layouts = new WeakMap<CallSchema, Layout>();

function layoutOf(schema: CallSchema): Layout {
  const known = layouts.get(schema);
  if (known) return known;
  const places = placesOf(schema).map(defOf);
  const shape: Record<string, CallSchema> = {};
  let record: CallSchema | undefined;
  for (const def of places) {
    if (def.type === 'object') Object.assign(shape, def.shape);
    if (def.type === 'record') record = def.valueType;
  }
  const layout: Layout = {
    mentions: mentionsWireNames(schema),
    element: places.find((def) => def.type === 'array')?.element,
    shape,
    record,
  };
  layouts.set(schema, layout);
  return layout;
}

function renamed(schema: CallSchema, value: unknown, direction: Direction): unknown {
  if (value === null || typeof value !== 'object') return value;
  const { mentions, element, shape, record } = layoutOf(schema);
  // A page's rows without a mapped name (most) are neither walked nor copied.
  if (!mentions) return value;
  if (Array.isArray(value)) {
    return element ? value.map((item) => renamed(element, item, direction)) : value;
  }
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (direction === 'fromWire') {
      const english = ENGLISH_OF.get(key);
      let name = key;
      if (english !== undefined && shape[english]) name = english;
      // A name the wire spells otherwise is not taken as sent: only the wire's name means it.
      else if (Object.hasOwn(WIRE_NAMES, key) && shape[key]) continue;
      const field = shape[name] ?? record;
      result[name] = field ? renamed(field, item, direction) : item;
    } else {
      const field = shape[key] ?? record;
      result[shape[key] ? wireNameOf(key) : key] = field ? renamed(field, item, direction) : item;
    }
  }
  return result;
}

/** A value of the schema's English shape as the wire spells it (what the client sends). */
export function toWire(schema: CallSchema, value: unknown): unknown {
  return renamed(schema, value, 'toWire');
}

/** A value as the wire spells it, with the schema's English names (before it is parsed). */
export function fromWire(schema: CallSchema, value: unknown): unknown {
  return renamed(schema, value, 'fromWire');
}

/** The object keys a schema may hold, at any depth. */
export function keysOf(schema: CallSchema, seen = new Set<CallSchema>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(schema)) return keys;
  seen.add(schema);
  const def = defOf(schema);
  for (const [key, field] of Object.entries(def.shape ?? {})) {
    keys.add(key);
    for (const inner of keysOf(field, seen)) keys.add(inner);
  }
  for (const part of partsOf(def)) for (const inner of keysOf(part, seen)) keys.add(inner);
  return keys;
}

function partsOf(def: Def): CallSchema[] {
  return [
    def.element,
    def.innerType,
    def.in,
    def.left,
    def.right,
    def.valueType,
    ...(def.options ?? []),
    ...(def.type === 'lazy' && def.getter ? [def.getter()] : []),
  ].filter((part): part is CallSchema => part !== undefined);
}

/** Whether any object the schema may hold has a key the wire spells otherwise. */
export function mentionsWireNames(schema: CallSchema): boolean {
  for (const key of keysOf(schema)) if (Object.hasOwn(WIRE_NAMES, key)) return true;
  return false;
}

const wireSchemas = new WeakMap<CallSchema, CallSchema>();

/**
 * The schema as the edge uses it: parsing takes the wire's names and gives the English shape,
 * encoding (the API's serializer) takes the English shape and gives the wire's. A schema with no
 * name to map is its own.
 */
export function atWire(schema: CallSchema): CallSchema {
  const known = wireSchemas.get(schema);
  if (known) return known;
  const edge = mentionsWireNames(schema)
    ? z.codec(z.unknown(), schema as z.ZodType, {
        decode: (wire) => fromWire(schema, wire) as never,
        encode: (english) => toWire(schema, english),
      })
    : schema;
  wireSchemas.set(schema, edge);
  return edge;
}

/** A field's path as the wire names it (validation problems name what the caller sent). */
export function wirePathOf(path: readonly (string | number)[]): (string | number)[] {
  return path.map((segment) => (typeof segment === 'string' ? wireNameOf(segment) : segment));
}

/** A JSON Schema of the English shape with the wire's names (the OpenAPI document's). */
export function wireJsonSchema(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(wireJsonSchema);
  if (json === null || typeof json !== 'object') return json;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    if (key === 'properties' && value && typeof value === 'object') {
      result[key] = Object.fromEntries(
        Object.entries(value).map(([name, property]) => [wireNameOf(name), wireJsonSchema(property)]),
      );
    } else if (key === 'required' && Array.isArray(value)) {
      result[key] = value.map((name) => (typeof name === 'string' ? wireNameOf(name) : name));
    } else {
      result[key] = wireJsonSchema(value);
    }
  }
  return result;
}
