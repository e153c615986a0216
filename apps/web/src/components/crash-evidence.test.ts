import { describe, expect, it } from 'vitest';
import { crashEvidence } from './crash-evidence';

describe('crash evidence', () => {
  const context = {
    url: 'http://localhost/agreements',
    userAgent: 'Chrome/131',
    at: new Date('2026-03-01T12:00:00Z'),
    language: 'pt-BR',
  };

  it('holds where and when it happened, the error and its stack', () => {
    const error = new TypeError('x is undefined');
    const text = crashEvidence(error, context);
    expect(text).toContain('2026-03-01T12:00:00.000Z');
    expect(text).toContain('http://localhost/agreements');
    expect(text).toContain('TypeError: x is undefined');
    expect(text).toContain(error.stack?.split('\n')[1]?.trim() ?? '');
  });

  it('describes what was thrown when it is not an Error', () => {
    expect(crashEvidence({ status: 404, statusText: 'Not Found' }, context)).toContain('"status": 404');
    expect(crashEvidence('falhou', context)).toContain('falhou');
  });
});
