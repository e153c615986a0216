import { describe, expect, it } from 'vitest';
import {
  checkUpload,
  DEFAULT_UPLOAD_MAX_BYTES,
  formatFileSize,
  isValidFileName,
  uploadProblem,
  uploadStatus,
} from './uploads';

describe('upload checks', () => {
  it('takes ordinary names, accents, spaces and copies numbered by the browser', () => {
    for (const name of ['planilha.xlsx', 'Relatório março 2026.pdf', 'evidencia_12-03 (1).zip'])
      expect(isValidFileName(name), name).toBe(true);
  });

  it('refuses special characters, hidden files and empty names', () => {
    for (const name of ['a/b.pdf', 'con*tr@to.pdf', 'nota#1.pdf', '.env', '   ', 'x;rm.xlsx', 'a\\b.pdf'])
      expect(isValidFileName(name), name).toBe(false);
  });

  it('checks the type by extension or MIME type', () => {
    const sheet = { name: 'Base.XLSX', size: 10, type: 'application/octet-stream' };
    expect(checkUpload(sheet, { accept: ['.xlsx'] })).toEqual([]);
    expect(checkUpload(sheet, { accept: ['.pdf'] })).toEqual([{ key: 'errors.fileTypeNotAccepted' }]);
    expect(checkUpload({ name: 'foto.jpg', size: 1, type: 'image/jpeg' }, { accept: ['image/*'] })).toEqual(
      [],
    );
    expect(checkUpload({ name: 'semextensao', size: 1 }, { accept: ['.pdf'] })).toEqual([
      { key: 'errors.fileTypeNotAccepted' },
    ]);
  });

  it('checks the size against the limit, the default one included', () => {
    expect(checkUpload({ name: 'a.pdf', size: 2048 }, { maxBytes: 1024 })).toEqual([
      { key: 'errors.fileTooLarge', maxBytes: 1024 },
    ]);
    expect(checkUpload({ name: 'a.pdf', size: 1024 }, { maxBytes: 1024 })).toEqual([]);
    expect(checkUpload({ name: 'a.pdf', size: DEFAULT_UPLOAD_MAX_BYTES + 1 })).toHaveLength(1);
  });

  it('reports every problem of a file at once', () => {
    expect(checkUpload({ name: 'a$b.exe', size: 5000 }, { accept: ['.pdf'], maxBytes: 100 })).toHaveLength(3);
  });
});

describe('file sizes', () => {
  it('are shown in powers of 1024 up to YB, in the reader number format', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1.023 B');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 ** 2)).toBe('10 MB');
    expect(formatFileSize(1024 ** 8)).toBe('1 YB');
    expect(formatFileSize(3 * 1024 ** 9, 'en')).toBe('3,072 YB');
  });
});
const rules = { extensions: ['.xlsx'], maxBytes: 1000 };

describe('upload rules on the server', () => {
  it('accepts a spreadsheet with a plain name within the limit', () => {
    expect(uploadProblem({ name: 'Clientes março (1).xlsx', size: 10 }, rules)).toBeNull();
  });

  it('refuses special characters, other types, empty and oversized files', () => {
    expect(uploadProblem({ name: 'clientes;rm.xlsx', size: 10 }, rules)).toBe('invalidFileName');
    expect(uploadProblem({ name: '../clientes.xlsx', size: 10 }, rules)).toBe('invalidFileName');
    expect(uploadProblem({ name: 'clientes.csv', size: 10 }, rules)).toBe('fileTypeNotAccepted');
    expect(uploadProblem({ name: 'clientes.xlsx', size: 0 }, rules)).toBe('emptyFile');
    expect(uploadProblem({ name: 'clientes.xlsx', size: 1001 }, rules)).toBe('fileTooLarge');
  });

  it('computes the upload status: failed on errors, success when finished, otherwise sending', () => {
    expect(uploadStatus({ errors: ['x'], finished: true })).toBe('FALHOU');
    expect(uploadStatus({ errors: [], finished: true })).toBe('SUCESSO');
    expect(uploadStatus({ errors: [], finished: false })).toBe('ENVIANDO');
  });

  it('shows sizes in binary units', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });
});
