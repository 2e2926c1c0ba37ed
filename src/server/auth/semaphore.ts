/** Thrown when every slot is busy and the waiting line is full: the caller should answer 503. */
export class SemaphoreFullError extends Error {
  constructor() {
    super('Too busy');
    this.name = 'SemaphoreFullError';
  }
}

export type Semaphore = {
  /** Runs `task` once a slot is free; rejects at once with SemaphoreFullError when `maxWaiting` already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
};

/** At most `maxActive` tasks at once, at most `maxWaiting` in line (first come, first served). */
export function createSemaphore(maxActive: number, maxWaiting: number): Semaphore {
  let active = 0;
  const queue: (() => void)[] = [];

  function release() {
    const next = queue.shift();
    if (next)
      next(); // the slot passes straight to the next in line
    else active -= 1;
  }

  async function acquire() {
    if (active < maxActive) {
      active += 1;
      return;
    }
    if (queue.length >= maxWaiting) throw new SemaphoreFullError();
    await new Promise<void>((resolve) => queue.push(resolve));
  }

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
