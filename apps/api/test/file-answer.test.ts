import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fileAnswer } from '../src/platform/http/file-answer';

async function textOf(stream: Readable): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += (chunk as Buffer).toString();
  return text;
}

describe('a streamed file answer', () => {
  it('is the spec file answer whatever sizes the chunks of the file have', async () => {
    const bytes = randomBytes(1000);
    // Chunk sizes of every remainder modulo 3, so base64 groups cross chunk boundaries.
    for (const sizes of [[1000], [1, 2, 997], [4, 5, 7, 984], [999, 1], [2, 2, 2, 994]]) {
      const chunks: Buffer[] = [];
      let at = 0;
      for (const size of sizes) {
        chunks.push(bytes.subarray(at, at + size));
        at += size;
      }
      const head = { fileName: 'relatório "final".xlsx', fileType: 'xlsx', mime: 'application/x' };
      const answer = JSON.parse(await textOf(fileAnswer(Readable.from(chunks), head)));
      expect(answer, sizes.join(',')).toEqual({
        nomeArquivo: 'relatório "final".xlsx',
        tipoArquivo: 'xlsx',
        mime: 'application/x',
        conteudo: bytes.toString('base64'),
      });
    }
  });

  it('answers an empty file with empty content', async () => {
    const head = { fileName: 'vazio.xlsx', fileType: 'xlsx', mime: 'application/x' };
    expect(JSON.parse(await textOf(fileAnswer(Readable.from([]), head)))).toEqual({
      nomeArquivo: 'vazio.xlsx',
      tipoArquivo: 'xlsx',
      mime: 'application/x',
      conteudo: '',
    });
  });
});
