import { describe, expect, it } from 'vitest';
import { parseTalentFilters } from './talent-filters-of';

describe('the filters of /talent in the address', () => {
  it('keeps what the catalog knows and drops the rest, as the server ignores it', () => {
    const params = new URLSearchParams(
      'skill=%20Rust%20&country=GB&locationType=Moon&jobType=Contract&experience=Senior&needsVisa=yes&forJob=5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e&other=1',
    );
    expect(parseTalentFilters(params)).toEqual({
      skill: 'Rust',
      country: 'GB',
      jobType: 'Contract',
      experience: 'Senior',
      needsVisa: 'yes',
      forJob: '5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e',
    });
    expect(parseTalentFilters(new URLSearchParams('forJob=not-an-id&needsVisa=perhaps'))).toEqual({});
  });
});
