// Deterministic data for the benchmarks and the scale generator: the same seed, the same data.

/** A small deterministic generator (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < weights.length; index++) sum += Number(digits[index]) * (weights[index] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const FIRST = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** A valid CNPJ (14 digits with their check digits): base `root` (8 digits), branch `branch`. */
export function cnpj(root: number, branch: number): string {
  const twelve = `${String(root % 1e8).padStart(8, '0')}${String(branch % 1e4).padStart(4, '0')}`;
  const thirteen = `${twelve}${checkDigit(twelve, FIRST)}`;
  return `${thirteen}${checkDigit(thirteen, SECOND)}`;
}

/** An amount with two decimals below `max`, as text (money is exact decimals). */
export const cents = (next: () => number, max: number) => (Math.floor(next() * max * 100) / 100).toFixed(2);

export const pick = <T>(next: () => number, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)] as T;

const FIRST_WORDS = [
  'Supermercado',
  'Atacadão',
  'Mercado',
  'Drogaria',
  'Empório',
  'Comercial',
  'Distribuidora',
];
const SECOND_WORDS = [
  'São Jorge',
  'Boa Vista',
  'Santa Luzia',
  'Progresso',
  'Central',
  'do Povo',
  'Bom Preço',
];

/** A store-like name, unique by its index. */
export const customerName = (next: () => number, index: number) =>
  `${pick(next, FIRST_WORDS)} ${pick(next, SECOND_WORDS)} ${index}`;
