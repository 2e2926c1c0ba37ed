import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * One JSON line per event. The server writes through an asynchronous destination: under load the lines
 * of many requests go out in one write instead of one blocking write each (a third of a bare request's
 * cost); when idle each line still goes out at once. What is buffered is written when the process exits.
 */
export function createLogger(level: string, { isAsync = false }: { isAsync?: boolean } = {}): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  if (!isAsync) return pino(options);
  const destination = pino.destination({ dest: 1, sync: false });
  process.on('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // A write still in flight when the process ends: nothing more can be done.
    }
  });
  return pino(options, destination);
}
