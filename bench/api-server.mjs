// The built API started as the benchmarks drive it (production mode, workers off, log level
// warn), and the admin's sign-in.
import { spawn } from 'node:child_process';
import { root } from './bundle.mjs';

export const CLIENT_BASIC = `Basic ${Buffer.from('trade-terms-web:trade-terms-web-secret').toString('base64')}`;
export const LOGIN_BODY = new URLSearchParams({
  grant_type: 'password',
  username: 'admin',
  password: 'Admin@123',
}).toString();

/** Starts `apps/api/dist/main.js` on `port` with `env` over the benchmark defaults; waits for health. */
export async function startApi(port, env) {
  const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RUN_WORKERS: 'false',
      // Every sign-in is counted while its password is checked, and the load benchmark signs one
      // login in from one address over 50 connections at once: far past the real limits.
      LOGIN_MAX_FAILURES_PER_USER: '100000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/actuator/health`)).ok) return server;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the API did not start');
}

/** The admin's access token. */
export async function signIn(base) {
  const response = await fetch(`${base}/api/oauth/token`, {
    method: 'POST',
    headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: LOGIN_BODY,
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}
