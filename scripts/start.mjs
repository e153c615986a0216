// `npm start`: builds what is not built (or is older than its sources), then runs the server,
// which migrates the database and seeds an empty one before it serves.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestChange(paths) {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stats = statSync(entry);
    if (stats.isDirectory()) {
      for (const child of readdirSync(entry)) if (child !== 'node_modules') visit(path.join(entry, child));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  for (const entry of paths) visit(entry);
  return newest;
}

function isStale(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newestChange(sources);
}

const domain = at('packages/domain/src');
const targets = [
  {
    workspace: 'apps/web',
    output: at('apps/web/dist/index.html'),
    sources: [at('apps/web/src'), at('apps/web/index.html'), at('apps/web/vite.config.ts'), domain],
  },
  {
    workspace: 'apps/api',
    output: at('apps/api/dist/main.js'),
    sources: [at('apps/api/src'), at('apps/api/build.mjs'), domain],
  },
];

for (const target of targets) {
  if (!isStale(target.output, target.sources)) continue;
  console.log(`Building ${target.workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `--worker` (npm run start:worker) runs only the job workers; the API runs them too unless
// RUN_WORKERS=false.
const entry = process.argv.includes('--worker') ? 'worker.js' : 'main.js';
const server = spawn(process.execPath, ['--enable-source-maps', at('apps/api/dist', entry)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
