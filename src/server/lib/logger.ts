import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * One JSON line per event. The server writes through an asynchronous destination: under load the lines
 * of many requests go out in one write instead of one blocking write each (a third of a bare request's
 * cost); when idle each line still goes out at once. What is buffered is written when the process exits.
 * A write holds whole lines and at most 4 KiB, what a pipe takes in one piece: the server processes of
 * a cluster share one stdout, and a bigger write could be cut by another process's (decision 034).
 */
export function createLogger(level: string, { isAsync = false }: { isAsync?: boolean } = {}): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  if (!isAsync) return pino(options);
  const destination = pino.destination({ dest: 1, sync: false, maxWrite: 4096 });
  process.on('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // A write still in flight when the process ends: nothing more can be done.
    }
  });
  return pino(options, destination);
}
