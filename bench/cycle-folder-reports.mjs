// `node bench/cycle-folder-reports.mjs --database-url URL` (see cycle-folder-reports-bench.ts).
import { execFileSync } from 'node:child_process';
import { bundle, root } from './bundle.mjs';

const script = await bundle('cycle-folder-reports-bench.ts');
execFileSync(process.execPath, [script, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
