import { describe, expect, it } from 'vitest';

describe('zod settings set before zod loads', () => {
  it('are the ones zod reads: jitless, so no page probes for eval under its Content Security Policy', async () => {
    await import('./zod-config');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
