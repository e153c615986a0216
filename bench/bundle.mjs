// Bundles a benchmark entry (TypeScript reaching into the API's sources) into .tmp/bench: the
// workspace's own code is bundled, npm dependencies load from node_modules.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const work = path.join(root, '.tmp', 'bench');

/** `entry` is a path relative to bench/. */
export async function bundle(entry) {
  const { dependencies } = JSON.parse(readFileSync(path.join(root, 'apps', 'api', 'package.json'), 'utf8'));
  mkdirSync(work, { recursive: true });
  const outfile = path.join(work, `${path.basename(entry, '.ts')}.mjs`);
  await build({
    entryPoints: [path.join(root, 'bench', entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
  return outfile;
}
