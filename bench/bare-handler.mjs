// The reference the API's lists are measured against (bench/load.mjs): Fastify and pg with
// nothing of the API in between. One POST route per list runs that list's captured statements
// in order over a pool as large as the API's and answers their rows as JSON. No body
// validation, no token, no session read, no logging, no mapping of rows to records: what is
// left of the API's time once all of those are gone.
//
//   node bench/bare-handler.mjs   (env: DATABASE_URL, PORT, POOL_SIZE, STATEMENTS = JSON of
//                                  { list: [{ sql, params }] }; serves POST /<list>)
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE) });
const statements = JSON.parse(process.env.STATEMENTS ?? '{}');
const app = Fastify({ logger: false });

for (const [list, listStatements] of Object.entries(statements)) {
  app.post(`/${list}`, async () => {
    const results = [];
    for (const statement of listStatements) {
      results.push((await pool.query(statement.sql, statement.params)).rows);
    }
    return { results };
  });
}
app.get('/health', async () => ({ status: 'UP' }));

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
