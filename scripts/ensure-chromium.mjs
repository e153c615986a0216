// The browser tests drive Debian's Chromium. Where it is missing and this user may run apt-get,
// install it; otherwise say in one line what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(executable)) process.exit(0);

const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
if (!canInstall) {
  console.error(
    `Browser tests need Chromium at ${executable}: install Debian's "chromium" package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
console.log("Installing Debian's chromium package for the browser tests...");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', 'chromium'],
]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
