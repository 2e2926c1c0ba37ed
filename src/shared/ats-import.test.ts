import { describe, expect, it } from 'vitest';
import { atsEditsText } from './ats-import';

describe('atsEditsText', () => {
  it('says nothing when the whole position follows the ATS', () => {
    expect(atsEditsText([])).toBeNull();
  });

  it('names the fields edited here in words, in a fixed order, and a position closed here', () => {
    expect(atsEditsText(['pay', 'jobType'])).toBe('Your edits here are kept: job type, pay.');
    expect(atsEditsText(['status'])).toBe('Closed here, so it stays closed whatever your ATS says.');
    expect(atsEditsText(['title', 'status'])).toBe(
      'Your edits here are kept: title. Closed here, so it stays closed whatever your ATS says.',
    );
  });
});
