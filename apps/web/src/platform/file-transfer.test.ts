import { describe, expect, it } from 'vitest';
import { base64ToBytes, blobOfExportFile, bytesToBase64 } from './file-transfer';

describe('file transfer helpers', () => {
  it('turns base64 into bytes and back, also for files larger than one slice', () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 256);
    const base64 = bytesToBase64(bytes);
    expect(base64).toBe(Buffer.from(bytes).toString('base64'));
    expect(base64ToBytes(base64)).toEqual(bytes);
  });

  it('makes a Blob of a file answer with its MIME type and content', async () => {
    const blob = blobOfExportFile({
      content: Buffer.from('planilha').toString('base64'),
      fileName: 'canais.xlsx',
      fileType: 'xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await blob.text()).toBe('planilha');
  });
});
