import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat } from './intl-formats';

describe('kept Intl formatters', () => {
  it('make one formatter per locale and options, which formats as a new one would', () => {
    expect(numberFormat('de-DE', { maximumFractionDigits: 2 })).toBe(
      numberFormat('de-DE', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('de-DE', { maximumFractionDigits: 2 })).not.toBe(
      numberFormat('en-US', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('de-DE', { maximumFractionDigits: 2 }).format(50000.5)).toBe('50.000,5');
    const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' };
    const day = new Date('2026-12-07T10:00:00Z');
    expect(dateFormat('en-GB', options).format(day)).toBe(day.toLocaleDateString('en-GB', options));
    expect(dateFormat('en-GB', options)).toBe(dateFormat('en-GB', { ...options }));
  });
});
