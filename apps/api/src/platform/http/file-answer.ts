import { Readable } from 'node:stream';
import { toWire, wirePathOf } from '@trade-terms/domain/calls/wire-names';
import { type TExportFile, ZExportFileSchema } from '@trade-terms/domain/import-export-jobs';
import type { FastifyReply } from 'fastify';

/** What the spec's file answer says of the file besides its content. */
type FileAnswerHead = Omit<TExportFile, 'content'>;

/** The name the wire gives the file answer's content. */
const CONTENT_ON_WIRE = String(wirePathOf(ZExportFileSchema, ['content'])[0]);

/** Base64 of a byte stream, chunk by chunk: the 0 to 2 bytes that end a chunk wait for the next. */
async function* base64Of(content: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of content) {
    const bytes = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    const whole = bytes.length - (bytes.length % 3);
    rest = bytes.subarray(whole);
    if (whole > 0) yield Buffer.from(bytes.subarray(0, whole).toString('base64'));
  }
  if (rest.length > 0) yield Buffer.from(rest.toString('base64'));
}

/**
 * The spec's file answer (`ZExportFileSchema`) written while the file is read: the content goes
 * out base64 chunk by chunk, so a download never holds the whole file. A client that goes away
 * stops the reading. Written by hand, not by the call's serializer, so in the wire's names here.
 */
export function fileAnswer(content: Readable, head: FileAnswerHead): Readable {
  async function* json(): AsyncGenerator<Buffer> {
    const wireHead = JSON.stringify(toWire(ZExportFileSchema, head));
    yield Buffer.from(`${wireHead.slice(0, -1)},${JSON.stringify(CONTENT_ON_WIRE)}:"`);
    yield* base64Of(content);
    yield Buffer.from('"}');
  }
  return Readable.from(json(), { objectMode: false });
}

/** Sends a streamed file answer; the route's response schema still documents its shape. */
export function sendFileAnswer(reply: FastifyReply, answer: Readable): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(answer);
}
