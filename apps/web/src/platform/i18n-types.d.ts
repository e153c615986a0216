import type { ptBR } from '@trade-terms/domain/messages/pt-BR';

// Typed keys: a t() call with a key missing from the catalogue fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ptBR };
    keySeparator: false;
    nsSeparator: false;
  }
}
