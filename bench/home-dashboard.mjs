// `node bench/home-dashboard.mjs --database-url URL [--agreements N]` (see home-dashboard-bench.ts).
import { execFileSync } from 'node:child_process';
import { bundle, root } from './bundle.mjs';

const script = await bundle('home-dashboard-bench.ts');
execFileSync(process.execPath, [script, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
