import { describe, expect, it } from 'vitest';
import { internationalPhone, nationalPhone, toE164 } from './phone';

// Decision 023: numbers are stored in E.164; older ones (national digits) are read with the profile's country.

describe('phone numbers', () => {
  it('turns a valid number of the country into E.164, and anything else into null', () => {
    expect(toE164('01512 3456789', 'DE')).toBe('+4915123456789');
    expect(toE164('+4915123456789', 'DE')).toBe('+4915123456789');
    expect(toE164('+4915123456789', 'FR')).toBeNull();
    expect(toE164('555 0100 200', 'US')).toBeNull();
    expect(toE164('', 'US')).toBeNull();
  });

  it('shows a stored number as dialled from abroad', () => {
    expect(internationalPhone('+4915123456789', 'DE')).toBe('+49 1512 3456789');
    // Stored before E.164: read with the profile's country.
    expect(internationalPhone('20 7946 0958', 'GB')).toBe('+44 20 7946 0958');
    expect(internationalPhone('555 0100 200', 'US')).toBeNull();
  });

  it('gives the phone input the number without the dial code it sits next to', () => {
    expect(nationalPhone('+4915123456789', 'DE')).toBe('1512 3456789');
    expect(nationalPhone('+12015550123', 'US')).toBe('201 555 0123');
    expect(nationalPhone('6123 4567', 'SG')).toBe('6123 4567');
    // What cannot be read is shown as stored; so is a number beside no dial code of its own.
    expect(nationalPhone('555 0100 200', 'US')).toBe('555 0100 200');
    expect(nationalPhone('+64211234567', 'AQ')).toBe('+64 21 123 4567');
  });
});
