import { describe, expect, it } from 'vitest';
import { catalogues, negotiateLanguage, translate } from './i18n';

describe('languages', () => {
  it('defaults and falls back to pt-BR', () => {
    expect(negotiateLanguage(undefined)).toBe('pt-BR');
    expect(negotiateLanguage('')).toBe('pt-BR');
    expect(negotiateLanguage('fr-FR,de;q=0.8')).toBe('pt-BR');
  });

  it('honours the order and quality of Accept-Language', () => {
    expect(negotiateLanguage('en-US,en;q=0.9')).toBe('en');
    expect(negotiateLanguage('pt-BR')).toBe('pt-BR');
    expect(negotiateLanguage('fr;q=1, en;q=0.5, pt;q=0.8')).toBe('pt-BR');
    expect(negotiateLanguage('pt;q=0, en')).toBe('en');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'shell.welcome', { name: 'Ana' })).toBe('Hello, Ana');
    expect(translate('pt-BR', 'shell.welcome')).toBe('Olá, {{name}}');
  });

  it('has every key in both languages and no empty text', () => {
    expect(Object.keys(catalogues.en).sort()).toEqual(Object.keys(catalogues['pt-BR']).sort());
    for (const catalogue of Object.values(catalogues)) {
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('');
    }
  });
});
