import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, tryAgainIn } from './ats-retry';

const now = DateTime.fromISO('2026-12-07T10:00:00Z');

describe('retryAfterSeconds', () => {
  it('reads both forms of Retry-After: seconds and an HTTP date', () => {
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Mon, 07 Dec 2026 10:05:00 GMT', now)).toBe(300);
  });

  it('gives null for none, nonsense, or a time already past, and at most a day', () => {
    expect(retryAfterSeconds(null, now)).toBeNull();
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds('0', now)).toBeNull();
    expect(retryAfterSeconds('Mon, 07 Dec 2026 09:00:00 GMT', now)).toBeNull();
    expect(retryAfterSeconds('999999', now)).toBe(86_400);
  });
});

describe('tryAgainIn', () => {
  it('says when in words, rounded up so that trying then is never too early', () => {
    expect(tryAgainIn(45, now)).toBe('in 45 seconds');
    expect(tryAgainIn(90, now)).toBe('in 2 minutes');
    expect(tryAgainIn(120, now)).toBe('in 2 minutes');
    expect(tryAgainIn(3601, now)).toBe('in 2 hours');
  });
});
