import { ConfigError, loadConfig } from './platform/config';
import { SeedError } from './seed/seed-database';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'stopping');
    await server.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  // Configuration and first-run problems are the operator's to fix: say what, without a stack.
  if (error instanceof ConfigError || error instanceof SeedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
