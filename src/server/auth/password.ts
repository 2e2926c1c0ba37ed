import { hash, verify } from '@node-rs/argon2';
import { APIError } from 'better-auth/api';
import { createSemaphore, SemaphoreFullError } from './semaphore';

// Argon2id at OWASP's recommended parameters (Password Storage Cheat Sheet: m=19 MiB, t=2, p=1).
// `algorithm: 2` is Argon2id; the package's enum is a const enum that isolated modules cannot read.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash takes 19 MiB and a thread of libuv's pool (4 threads, shared with file and DNS work). A
 * burst of password checks would take all of them and stall every other request, so at most
 * PASSWORD_HASH_CONCURRENCY run at once and PASSWORD_HASH_QUEUE wait; past that the server answers 503
 * with a Retry-After rather than letting the line grow without end.
 */
export const PASSWORD_HASH_CONCURRENCY = 2;
export const PASSWORD_HASH_QUEUE = 32;
export const PASSWORD_BUSY_RETRY_SECONDS = 2;
export const PASSWORD_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

const slots = createSemaphore(PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE);

async function bounded<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await slots.run(task);
  } catch (error) {
    if (error instanceof SemaphoreFullError) {
      throw new APIError('SERVICE_UNAVAILABLE', { message: PASSWORD_BUSY_MESSAGE, code: 'PASSWORD_HASHING_BUSY' });
    }
    throw error;
  }
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password, options));
}

export function verifyPassword({ hash: digest, password }: { hash: string; password: string }): Promise<boolean> {
  return bounded(() => verify(digest, password).catch(() => false));
}
