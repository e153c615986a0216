import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import type { Db } from './database';

/**
 * A `COPY … FROM STDIN` into a table, in the transaction of `db`, written as text format rows
 * (`writeRows`), on PostgreSQL. Null on PGlite, which has no COPY from a client's stream (its
 * COPY reads a whole blob): the caller then inserts in batches instead.
 */
export interface CopyIn {
  /** One page of rows, each a list of values (null is SQL null); waits while the server is behind. */
  writeRows(rows: readonly (readonly (string | number | null)[])[]): Promise<void>;
  /** Ends the COPY; answers the rows the server took. */
  end(): Promise<number>;
  /**
   * Gives the COPY up (the server rolls it back), so the connection takes statements again: a
   * COPY left open would hold the transaction's rollback behind it for ever.
   */
  abort(): Promise<void>;
}

const SPECIAL = /[\\\t\n\r]/;
const escaped = (value: string | number | null): string => {
  if (value === null) return '\\N';
  const text = String(value);
  if (!SPECIAL.test(text)) return text;
  return text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
};

export function copyIn(db: Db, statement: string): CopyIn | null {
  // The transaction's own connection: drizzle's node-postgres session keeps it as `client`.
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (!(client instanceof pg.Client)) return null;
  const stream = client.query(copyFromStdin(statement));
  const done = finished(stream);
  // Awaited in `end`; marked handled meanwhile, so a failure surfaces there, not as unhandled.
  done.catch(() => undefined);
  return {
    async writeRows(rows) {
      let text = '';
      for (const row of rows) text += `${row.map(escaped).join('\t')}\n`;
      if (!stream.write(text)) await Promise.race([once(stream, 'drain'), done]);
    },
    async end() {
      stream.end();
      await done;
      return stream.rowCount;
    },
    async abort() {
      if (stream.writableFinished || stream.destroyed) return;
      stream.destroy(new Error('import abandoned'));
      await done.catch(() => undefined);
    },
  };
}
