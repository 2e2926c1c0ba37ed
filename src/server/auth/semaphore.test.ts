import { describe, expect, it } from 'vitest';
import { createSemaphore, SemaphoreFullError } from './semaphore';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('semaphore', () => {
  it('never runs more than its limit at once, and runs every task', async () => {
    const slots = createSemaphore(3, 100);
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        slots.run(async () => {
          running += 1;
          peak = Math.max(peak, running);
          await tick();
          running -= 1;
          return i;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(results).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(slots.active).toBe(0);
  });

  it('refuses at once when the line is full, and frees the slot of a task that failed', async () => {
    const slots = createSemaphore(1, 2);
    let release!: () => void;
    const blocker = slots.run(() => new Promise<void>((resolve) => (release = resolve)));
    const waiting = [slots.run(async () => 'a'), slots.run(async () => 'b')];
    await expect(slots.run(async () => 'c')).rejects.toBeInstanceOf(SemaphoreFullError);
    expect(slots.waiting).toBe(2);
    release();
    await blocker;
    expect(await Promise.all(waiting)).toEqual(['a', 'b']);
    await expect(slots.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'after')).toBe('after');
    expect(slots.active).toBe(0);
  });
});
