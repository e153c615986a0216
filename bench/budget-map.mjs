// `node bench/budget-map.mjs --database-url URL` (see budget-map-bench.ts).
import { execFileSync } from 'node:child_process';
import { bundle, root } from './bundle.mjs';

const script = await bundle('budget-map-bench.ts');
execFileSync(process.execPath, [script, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
