// `npm run seed:scale -- --customers N --skus N [--seed S] [--database-url URL]` (see seed-scale.ts).
import { execFileSync } from 'node:child_process';
import { bundle, root } from './bundle.mjs';

const script = await bundle('seed-scale.ts');
execFileSync(process.execPath, [script, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
