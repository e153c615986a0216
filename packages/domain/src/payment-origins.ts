/**
 * What creates a payment: the approval of an agreement's ascertainment, of a detached
 * (cashflow) ascertainment, of a claim, the distribution of a cycle folder, or the month of a
 * percentage contract. Approval flows may be chosen by it, so the list is fixed here rather than
 * typed by hand.
 */
export const PAYMENT_ORIGINS = [
  'APURACAO',
  'APURACAO_AVULSA',
  'RECLAMACAO',
  'PASTA_CICLO',
  'CONTRATO_PERCENTUAL',
] as const;
export type PaymentOrigin = (typeof PAYMENT_ORIGINS)[number];

export const isPaymentOrigin = (value: string): value is PaymentOrigin =>
  (PAYMENT_ORIGINS as readonly string[]).includes(value);
