import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface ProductServer {
  baseUrl: string;
  dataDir: string;
  /** Starts (again) the built product on the same port and data folder. */
  start(): Promise<void>;
  /** Stops the process and waits for it to exit. */
  stop(): Promise<void>;
  /** Kills the process outright (SIGKILL, a crash) and waits for it to be gone. */
  kill(): Promise<void>;
  /** The running process's id, to freeze it (SIGSTOP) as a hung server would be. */
  pid(): number;
  /** Stops it and removes its data folder. */
  dispose(): Promise<void>;
}

export interface ProductServerOptions {
  /**
   * A stopped server's data folder to start from (the run's seeded template): the copy takes
   * a second where a first start migrates and seeds the embedded database for a minute or more.
   */
  from?: string;
}

/**
 * The built product as a user runs it: one process serving the web client and the API on the
 * embedded database, in a data folder of its own, seeded with the demo data on first start (or
 * a copy of a seeded one).
 */
export async function productServer(
  env: Record<string, string> = {},
  options: ProductServerOptions = {},
): Promise<ProductServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trade-terms-e2e-'));
  if (options.from) cpSync(options.from, dataDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let log = '';

  async function waitUntilUp(server: ChildProcess): Promise<void> {
    // A first start migrates and seeds the embedded database: minutes on a busy 2-core machine.
    const deadline = Date.now() + 300_000;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`the server stopped while starting:\n${log}`);
      try {
        const response = await fetch(`${baseUrl}/api/actuator/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the server did not come up in time:\n${log}`);
  }

  const end = async (signal: NodeJS.Signals) => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  };
  const stop = () => end('SIGTERM');

  return {
    baseUrl,
    dataDir,
    async start() {
      log = '';
      child = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk) => {
        log += chunk;
      });
      child.stderr?.on('data', (chunk) => {
        log += chunk;
      });
      await waitUntilUp(child);
    },
    stop,
    kill: () => end('SIGKILL'),
    pid() {
      if (!child?.pid) throw new Error('the server is not running');
      return child.pid;
    },
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
