import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it.each([
    ['2026-11-23T11:59:30Z', 'Just now'],
    ['2026-11-23T11:55:00Z', '5m ago'],
    ['2026-11-23T09:00:00Z', '3h ago'],
    ['2026-11-21T12:00:00Z', '2d ago'],
  ])('%s is "%s"', (iso, expected) => {
    expect(relativeTime(iso, now)).toBe(expected);
  });
});
