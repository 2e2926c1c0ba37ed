import { describe, expect, it } from 'vitest';
import { fundingReadyStages, techIndustries } from './catalog';
import { ideaMeter, startupBasicsSchema, startupSlug } from './startups';

describe('startupSlug', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(startupSlug('  Orbit  Labs ')).toBe('orbit-labs');
    expect(startupSlug('Re-Cycle Hub')).toBe('re-cycle-hub');
  });
});

describe('ideaMeter (spec 1, startup listing)', () => {
  it('is loaded count over 10 capped at 100%, and the shares of funding-ready and tech startups', () => {
    const loaded = [
      { stage: 'Seed', industry: 'AI/ML' },
      { stage: 'Preseed', industry: 'Biotech & Life Sciences' },
      { stage: 'MVP', industry: 'SaaS' },
      { stage: 'Idea', industry: 'B2B' },
    ];
    expect(ideaMeter(loaded, fundingReadyStages, techIndustries)).toEqual({ innovationIndex: 40, fundingReady: 50, techFocus: 50 });
    expect(ideaMeter(Array(15).fill(loaded[0]), fundingReadyStages, techIndustries).innovationIndex).toBe(100);
    expect(ideaMeter([], fundingReadyStages, techIndustries)).toEqual({ innovationIndex: 0, fundingReady: 0, techFocus: 0 });
  });
});

describe('startupBasicsSchema', () => {
  const basics = { name: 'Orbit', logoUrl: '/files/logos/x/1.png', description: 'About', stage: 'MVP', industry: 'SaaS', country: 'US' };
  it('turns a team size below 1 into 1, and defaults it and the country', () => {
    expect(startupBasicsSchema.parse({ ...basics, teamSize: -4 }).teamSize).toBe(1);
    expect(startupBasicsSchema.parse({ ...basics, teamSize: '' }).teamSize).toBe(1);
    const { country: _c, ...noCountry } = basics;
    expect(startupBasicsSchema.parse(noCountry)).toMatchObject({ teamSize: 1, country: 'US' });
  });
  it('asks for the logo before step 2', () => {
    const result = startupBasicsSchema.safeParse({ ...basics, logoUrl: '' });
    expect(result.error?.issues[0]?.message).toBe('Please upload a logo before proceeding');
  });
});
