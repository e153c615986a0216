// `node bench/ascertainment-month.mjs --database-url URL` (see ascertainment-month-bench.ts).
import { execFileSync } from 'node:child_process';
import { bundle, root } from './bundle.mjs';

const script = await bundle('ascertainment-month-bench.ts');
execFileSync(process.execPath, [script, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
