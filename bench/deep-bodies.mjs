// Deep-body benchmark (not a test): how much a flood of deeply nested JSON bodies on a public
// call slows a signed-in user's call. It starts the built API on a fresh PGlite database with
// the demo data (workers off, log level warn), then measures the users grid with one caller,
// first alone, then while `--attackers` clients send bodies nested `--levels` deep to the
// forgot-password call. Both phases run in the same run on the same server; the figure to read
// is the ratio of the two medians.
//
//   node bench/deep-bodies.mjs [--duration 15] [--attackers 8] [--levels 2000] [--no-build]
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { signIn, startApi } from './api-server.mjs';
import { root, work } from './bundle.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const duration = Number(argument('duration', '15'));
const attackers = Number(argument('attackers', '8'));
const levels = Number(argument('levels', '2000'));
const PORT = 3988;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = path.join(work, 'deep-bodies-data');

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)];
}

function startServer() {
  rmSync(dataDir, { recursive: true, force: true });
  // PGlite with the demo data: the flood is refused before any query, the grid reads demo users.
  return startApi(PORT, { DATABASE_URL: '', DATA_DIR: dataDir });
}

/** One autocannon run; every response's time and status. */
async function drive(route, options) {
  const latencies = [];
  const statuses = new Map();
  const instance = autocannon({ url: `${base}${route}`, duration, method: 'POST', ...options });
  instance.on('response', (_client, status, _bytes, time) => {
    latencies.push(time);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  return {
    p50: median(latencies),
    total: latencies.length,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

const server = await startServer();
try {
  const token = await signIn(base);
  const grid = () =>
    drive('/api/usuario/buscarUsuarios', {
      connections: 1,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ texto: 'comercial', status: 'ATIVO' }),
    });
  const deepBody = `{"loginOuEmail":${'['.repeat(levels)}${']'.repeat(levels)}}`;

  const alone = await grid();
  const [underFlood, flood] = await Promise.all([
    grid(),
    drive('/api/autenticacao/resetarSenha', {
      connections: attackers,
      headers: { 'content-type': 'application/json' },
      body: deepBody,
    }),
  ]);
  const statusList = (statuses) => [...statuses].map(([status, count]) => `${count}×${status}`).join(', ');
  console.log(
    `users grid alone:        p50 ${alone.p50} ms over ${alone.total} calls (${statusList(alone.statuses)})`,
  );
  console.log(
    `users grid under flood:  p50 ${underFlood.p50} ms over ${underFlood.total} calls (${statusList(underFlood.statuses)})`,
  );
  console.log(
    `flood (${attackers} clients, ${levels} levels, ${deepBody.length} bytes): ${flood.total} calls (${statusList(flood.statuses)}), ${flood.errors} errors`,
  );
  console.log(`ratio under flood : alone = ${(underFlood.p50 / alone.p50).toFixed(2)}`);
} finally {
  server.kill();
}
