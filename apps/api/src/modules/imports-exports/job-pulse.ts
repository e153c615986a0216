import type { Db } from '../../platform/db/database';
import { renewJob } from './jobs-repository';

/** How often a running job says it is alive; several missed beats make it stale. */
export const HEARTBEAT_SECONDS = 3;
/** A running job not renewed for this long belongs to a worker that died. */
export const STALE_SECONDS = 15;

/** Jobs this process is running now: never stale, whatever their heartbeat says. */
const runningHere = new Set<string>();

export function isRunningHere(id: string): boolean {
  return runningHere.has(id);
}

export interface JobPulse {
  /** The job's progress (0-100); written soon, never waited for. */
  progress(value: number): void;
  /** Stops the beats and waits for the last write. */
  stop(): Promise<void>;
}

/**
 * Keeps a running job's heartbeat and progress fresh, on the pool rather than the job's own
 * transaction, so other sessions see them while the import's rows are still uncommitted. The
 * writes are never awaited by the job: on PGlite, which runs one statement at a time, they wait
 * until the job's transaction ends (the process is then the only worker, see `isRunningHere`).
 */
export function startJobPulse(db: Db, id: string, initial: number): JobPulse {
  runningHere.add(id);
  let latest = initial;
  let writing: Promise<void> | null = null;
  let again = false;
  const write = () => {
    if (writing) {
      again = true;
      return;
    }
    writing = renewJob(db, id, latest)
      .catch(() => {
        // A lost beat is retried by the next one; the job itself goes on.
      })
      .finally(() => {
        writing = null;
        if (again) {
          again = false;
          write();
        }
      });
  };
  const timer = setInterval(write, HEARTBEAT_SECONDS * 1000);
  return {
    progress(value) {
      if (value === latest) return;
      latest = value;
      write();
    },
    async stop() {
      clearInterval(timer);
      again = false;
      while (writing) await writing;
      runningHere.delete(id);
    },
  };
}
