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

/** The fields named on the wire by `onWire`, each its own schema. */
const FIELD_WIRE_NAMES = new WeakMap<CallSchema, string>();

/**
 * A field the wire names otherwise than the code, for a name that belongs to this field only
 * (`kind: onWire('tipo', ZKindSchema)`): the same English name may travel as itself in another
 * answer, which a pair of `WIRE_NAMES` would rename everywhere. The field is a copy of the schema
 * given, so a schema shared by other fields keeps its own name there. Wrapping the field
 * afterwards (`.optional()`, `.nullable()`, `.default()`, a pipe) keeps its wire name; refining
 * it (`.min()`, `.refine()`) makes a new schema without it, so name the field last.
 */
export function onWire<T extends CallSchema>(wireName: string, schema: T): T {
  const named = (schema as unknown as { clone(): T }).clone();
  FIELD_WIRE_NAMES.set(named, wireName);
  return named;
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

/** The schema a wrapper or pipe holds, whose values it takes as they are. */
function wrappedOf(schema: CallSchema): CallSchema | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return def.innerType;
    case 'pipe':
      return def.in;
    case 'lazy':
      return def.getter?.();
    default:
      return undefined;
  }
}

/** The name a field of an object travels under: its own (`onWire`), the dictionary's, or its key. */
function fieldWireName(key: string, field: CallSchema): string {
  for (let current: CallSchema | undefined = field; current; current = wrappedOf(current)) {
    const named = FIELD_WIRE_NAMES.get(current);
    if (named !== undefined) return named;
  }
  return Object.hasOwn(WIRE_NAMES, key) ? WIRE_NAMES[key as EnglishName] : key;
}

/** The schemas a value at this place may follow: wrappers, pipes and unions opened. */
function placesOf(schema: CallSchema): CallSchema[] {
  const def = defOf(schema);
  if (def.type === 'union') return (def.options ?? []).flatMap(placesOf);
  if (def.type === 'intersection')
    return [def.left, def.right].filter((part): part is CallSchema => part !== undefined).flatMap(placesOf);
  const wrapped = wrappedOf(schema);
  return wrapped ? placesOf(wrapped) : [schema];
}

type Direction = 'toWire' | 'fromWire';

/** What renaming needs of a place of a schema, worked out once per schema. */
interface Layout {
  /** Whether anything below may hold a mapped name: if not, a value passes as it is. */
  mentions: boolean;
  element: CallSchema | undefined;
  shape: Record<string, CallSchema>;
  record: CallSchema | undefined;
  /** The object's fields whose wire name is another, by English name. */
  wireOf: ReadonlyMap<string, string>;
  /** The same fields by wire name. */
  englishOf: ReadonlyMap<string, string>;
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
  const wireOf = new Map<string, string>();
  for (const [key, field] of Object.entries(shape)) {
    const wire = fieldWireName(key, field);
    if (wire !== key) wireOf.set(key, wire);
  }
  const layout: Layout = {
    mentions: mentionsWireNames(schema),
    element: places.find((def) => def.type === 'array')?.element,
    shape,
    record,
    wireOf,
    englishOf: new Map([...wireOf].map(([english, wire]) => [wire, english])),
  };
  layouts.set(schema, layout);
  return layout;
}

function renamed(schema: CallSchema, value: unknown, direction: Direction): unknown {
  if (value === null || typeof value !== 'object') return value;
  const { mentions, element, shape, record, wireOf, englishOf } = layoutOf(schema);
  // A page's rows without a mapped name (most) are neither walked nor copied.
  if (!mentions) return value;
  if (Array.isArray(value)) {
    return element ? value.map((item) => renamed(element, item, direction)) : value;
  }
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    let name = key;
    if (direction === 'fromWire') {
      const english = englishOf.get(key);
      if (english !== undefined) name = english;
      // A name the wire spells otherwise is not taken as sent: only the wire's name means it.
      else if (wireOf.has(key)) continue;
    }
    const field = shape[name] ?? record;
    const mapped = field ? renamed(field, item, direction) : item;
    result[direction === 'toWire' ? (wireOf.get(key) ?? key) : name] = mapped;
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

/** A field of an object and the name it travels under. */
export interface WireField {
  key: string;
  wire: string;
}

/** Each object field a schema may hold, at any depth, with the name it travels under. */
export function fieldsOf(schema: CallSchema, seen = new Set<CallSchema>()): WireField[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const fields: WireField[] = [];
  for (const [key, field] of Object.entries(def.shape ?? {})) {
    fields.push({ key, wire: fieldWireName(key, field) }, ...fieldsOf(field, seen));
  }
  for (const part of partsOf(def)) fields.push(...fieldsOf(part, seen));
  return fields;
}

/** Whether any object the schema may hold has a field the wire names otherwise. */
export function mentionsWireNames(schema: CallSchema): boolean {
  return fieldsOf(schema).some((field) => field.wire !== field.key);
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

/** A path walked down the schema, each field named the other way round. */
function renamedPath(
  schema: CallSchema | undefined,
  path: readonly (string | number)[],
  direction: Direction,
): (string | number)[] {
  let place = schema;
  return path.map((segment) => {
    if (!place) return segment;
    const { element, shape, record, wireOf, englishOf } = layoutOf(place);
    // A validation path names an array's item by its index, as a number or as digits.
    if (typeof segment === 'number' || (element && /^\d+$/.test(segment))) {
      place = element ?? record;
      return segment;
    }
    const name = direction === 'toWire' ? segment : (englishOf.get(segment) ?? segment);
    place = shape[name] ?? record;
    return direction === 'toWire' ? (wireOf.get(segment) ?? segment) : name;
  });
}

/**
 * A field's path in the schema's English shape as the wire names it (validation problems name
 * what the caller sent). Without a schema the path is the wire's already (route parameters).
 */
export function wirePathOf(
  schema: CallSchema | undefined,
  path: readonly (string | number)[],
): (string | number)[] {
  return renamedPath(schema, path, 'toWire');
}

/**
 * A field's path as the wire names it, in the schema's English shape: a form shows the server's
 * problem on the field it names.
 */
export function englishPathOf(schema: CallSchema, path: readonly (string | number)[]): (string | number)[] {
  return renamedPath(schema, path, 'fromWire');
}

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The JSON Schema of a schema's English shape (the OpenAPI document's) with the wire's names:
 * walked beside the schema it was generated from, so each object's properties are renamed as
 * that object's fields travel.
 */
export function wireJsonSchema(schema: CallSchema, json: unknown): unknown {
  if (!isJson(json) || !layoutOf(schema).mentions) return json;
  const result: Json = { ...json };
  // A union, a nullable or an intersection is documented as a list of schemas: each is walked
  // beside every schema the value may follow.
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = json[key];
    if (Array.isArray(list)) {
      result[key] = list.map((each) =>
        placesOf(schema).reduce<unknown>((documented, place) => wireJsonSchema(place, documented), each),
      );
    }
  }
  const { element, shape, record, wireOf } = layoutOf(schema);
  if (isJson(json.properties)) {
    result.properties = Object.fromEntries(
      Object.entries(json.properties).map(([name, property]) => {
        const field = shape[name];
        return [wireOf.get(name) ?? name, field ? wireJsonSchema(field, property) : property];
      }),
    );
  }
  if (Array.isArray(json.required)) {
    result.required = json.required.map((name) =>
      typeof name === 'string' ? (wireOf.get(name) ?? name) : name,
    );
  }
  if (element && json.items !== undefined) result.items = wireJsonSchema(element, json.items);
  if (record && isJson(json.additionalProperties))
    result.additionalProperties = wireJsonSchema(record, json.additionalProperties);
  return result;
}
