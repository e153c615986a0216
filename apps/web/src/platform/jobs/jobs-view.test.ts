import { describe, expect, it } from 'vitest';
import {
  importHasErrors,
  mayReprocess,
  progressStatus,
  refetchWhileRunning,
  registerTitleKey,
} from './jobs-view';

describe('imports and exports dashboard', () => {
  it('refetches every 2 seconds while a job runs, and stops once all have ended', () => {
    expect(refetchWhileRunning([{ status: 'FINALIZADO' }, { status: 'PROCESSANDO' }])).toBe(2000);
    expect(refetchWhileRunning([{ status: 'FINALIZADO' }, { status: 'ERRO' }])).toBe(false);
    expect(refetchWhileRunning([])).toBe(false);
  });

  it('tells an import with rejected rows or failed as one with errors', () => {
    expect(
      importHasErrors({ type: 'IMPORTACAO', status: 'FINALIZADO_COM_INCONSISTENCIAS', rowsRejected: 1 }),
    ).toBe(true);
    expect(importHasErrors({ type: 'IMPORTACAO', status: 'ERRO', rowsRejected: 0 })).toBe(true);
    expect(importHasErrors({ type: 'IMPORTACAO', status: 'FINALIZADO', rowsRejected: 0 })).toBe(false);
    expect(importHasErrors({ type: 'EXPORTACAO', status: 'ERRO', rowsRejected: 0 })).toBe(false);
  });

  it('offers reprocessing of finished imports with their file to who edits the register', () => {
    const job = { type: 'IMPORTACAO' as const, status: 'ERRO' as const, hasResult: true };
    expect(mayReprocess(job, true)).toBe(true);
    expect(mayReprocess(job, false)).toBe(false);
    expect(mayReprocess({ ...job, status: 'PROCESSANDO' }, true)).toBe(false);
    expect(mayReprocess({ ...job, type: 'EXPORTACAO' }, true)).toBe(false);
  });

  it('maps statuses to the progress bar and register keys to titles', () => {
    expect(progressStatus('PROCESSANDO')).toBe('active');
    expect(progressStatus('ERRO')).toBe('exception');
    expect(registerTitleKey('channel')).toBe('registers.channel');
    expect(registerTitleKey('Canais')).toBeNull();
  });
});
