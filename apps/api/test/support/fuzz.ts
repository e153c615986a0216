import fc from 'fast-check';
import { expect } from 'vitest';

/**
 * Hostile input for the property tests: what a careless client, a pasted spreadsheet cell or an
 * attacker sends instead of a value. The seed is fixed so a failure replays; FUZZ_SEED and
 * FUZZ_RUNS change it for a longer hunt.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 15);
export const fuzzOptions = { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true } as const;
/** A longer hunt gets the time it needs; the default runs end in a few seconds. */
export const FUZZ_TIMEOUT_MS = Math.max(30_000, FUZZ_RUNS * 2_000);

const pad = (value: number) => String(value).padStart(2, '0');

export const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    '   ',
    '*',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'a\udc00b',
    '\ude00\ud83d',
    'ok \ud83d',
    'ok 😀',
    "'; drop table users; --",
    '%_\\',
    '0',
    '-1',
    '1e400',
    'NaN',
    'Infinity',
    '１２',
    '12,50',
    '1.234,56',
    '99999999999999999999999.999',
    '-0.001',
    '<script>alert(1)</script>',
  ),
);

export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    0,
    -1,
    0.5,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e21,
    -1e21,
    1e308,
    5e-324,
  ),
);

/** Dates as users type them (DD/MM/YYYY, MM/YYYY) and as machines write them, valid or not. */
export const hostileDate = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: -1, max: 40 }),
      fc.integer({ min: -1, max: 14 }),
      fc.integer({ min: 0, max: 300_000 }),
    )
    .map(([day, month, year]) => `${pad(day)}/${pad(month)}/${year}`),
  fc
    .tuple(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 300_000 }))
    .map(([m, y]) => `${pad(m)}/${y}`),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom('29/02/2023', '31/04/2026', '00/00/0000', '31/12/275760', '2026-02-01', '01-02-2026'),
);

/** Larger than any field, list or page allows. */
export const oversized = fc.oneof(
  fc.integer({ min: 1_000, max: 60_000 }).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 501, max: 5_000 }).map((length) => Array.from({ length }, (_, index) => index + 1)),
  fc.integer({ min: 501, max: 2_000 }).map((length) => Array.from({ length }, () => 'código')),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 2, arbitrary: hostileDate },
  { weight: 1, arbitrary: oversized },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileNumber, hostileString), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), hostileNumber, { maxKeys: 3 }) },
);

/**
 * A valid body with at most two of its keys replaced by hostile values (or dropped): one bad
 * value at a time reaches the code behind the schema instead of being stopped with the others.
 */
export function spoiled(
  valid: fc.Arbitrary<Record<string, unknown>>,
  keys: readonly string[],
): fc.Arbitrary<Record<string, unknown>> {
  const change = fc.tuple(fc.constantFrom(...keys), fc.option(hostileValue, { freq: 8, nil: undefined }));
  return fc.tuple(valid, fc.array(change, { maxLength: 2 })).map(([body, changes]) => {
    const result = { ...body };
    for (const [key, value] of changes) {
      if (value === undefined) delete result[key];
      else result[key] = value;
    }
    return result;
  });
}

/** How the calls of a property answered, to show that both outcomes were reached. */
export class Outcomes {
  private readonly counts = new Map<string, number>();
  private readonly samples = new Map<string, string>();
  record(answer: { statusCode: number; body: string }): void {
    const status = answer.statusCode;
    const kind = status < 300 ? '2xx' : status < 500 ? '4xx' : '5xx';
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
    if (!this.samples.has(kind)) this.samples.set(kind, answer.body.slice(0, 300));
  }
  get(kind: '2xx' | '4xx' | '5xx'): number {
    return this.counts.get(kind) ?? 0;
  }
  toString(): string {
    return [...this.counts].map(([kind, n]) => `${kind}: ${n} (first: ${this.samples.get(kind)})`).join(', ');
  }
}

interface Answer {
  statusCode: number;
  body: string;
  json: () => unknown;
}

/** Whether a value holds, anywhere, a text PostgreSQL cannot take as sent: NUL or a lone surrogate. */
export function holdsUnstorableText(value: unknown): boolean {
  const unstorable = (text: string) => text.includes('\u0000') || !text.isWellFormed();
  if (typeof value === 'string') return unstorable(value);
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => unstorable(key) || holdsUnstorableText(item));
  }
  return false;
}

/**
 * 2xx, or a 4xx with the error envelope; never a 5xx. A body holding a text that cannot be
 * stored is refused as an invalid field (422), never saved altered.
 */
export function expectHandled(answer: Answer, label: string, sent?: unknown): void {
  expect(
    answer.statusCode,
    `${label} answered ${answer.statusCode}: ${answer.body.slice(0, 500)}`,
  ).toBeLessThan(500);
  if (sent !== undefined && holdsUnstorableText(sent)) {
    expect(answer.statusCode, `${label}: ${answer.body.slice(0, 500)}`).toBe(422);
  }
  if (answer.statusCode < 400) return;
  const envelope = answer.json() as { mensagens?: { tipo?: unknown; texto?: unknown; codigo?: unknown }[] };
  expect(envelope.mensagens?.length, `${label}: ${answer.body.slice(0, 500)}`).toBeGreaterThan(0);
  for (const message of envelope.mensagens ?? []) {
    expect(message.tipo, label).toBe('ERRO');
    expect(typeof message.texto === 'string' && message.texto.length > 0, label).toBe(true);
    expect(typeof message.codigo, label).toBe('string');
  }
}
