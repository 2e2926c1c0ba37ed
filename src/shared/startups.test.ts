import { describe, expect, it } from 'vitest';
import { fundingReadyStages, techIndustries } from './catalog';
import { ideaMeter, startupBasicsSchema, startupSlug } from './startups';

describe('startupSlug', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(startupSlug('  Orbit  Labs ')).toBe('orbit-labs');
    expect(startupSlug('Re-Cycle Hub')).toBe('re-cycle-hub');
    expect(startupSlug('Green \t Grid')).toBe('green-grid');
  });

  it('turns every run of other characters into one hyphen and trims hyphens at both ends', () => {
    expect(startupSlug('Delta 100% Green & Co')).toBe('delta-100-green-co');
    expect(startupSlug('--Hello__World!!--')).toBe('hello-world');
    expect(startupSlug('a/b?c#d\u0000e\te')).toBe('a-b-c-d-e-e');
    expect(startupSlug('../../etc')).toBe('etc');
  });

  it('keeps letters and digits of any script, normalized (NFKC) and lowercased', () => {
    expect(startupSlug('Café Münster')).toBe('café-münster');
    expect(startupSlug('Cafe\u0301')).toBe('café'); // a decomposed accent composes
    expect(startupSlug('ＧｒｅｅｎＧｒｉｄ ２')).toBe('greengrid-2'); // full-width forms
    expect(startupSlug('Ωmega Λab')).toBe('ωmega-λab');
    expect(startupSlug('हिन्दी लैब')).toBe('हिन्दी-लैब'); // vowel signs are marks, kept
    expect(startupSlug('東京 スタートアップ')).toBe('東京-スタートアップ');
  });

  it("is 'startup' when nothing is left", () => {
    expect(startupSlug('')).toBe('startup');
    expect(startupSlug(' !!! ')).toBe('startup');
    expect(startupSlug('🚀🚀')).toBe('startup');
  });

  it('is at most 80 characters, cut between code points, with no hyphen at the end', () => {
    expect(startupSlug('a'.repeat(200))).toHaveLength(80);
    expect(startupSlug(`${'a'.repeat(79)} b`)).toBe('a'.repeat(79));
    const astral = startupSlug('𝒜'.repeat(100)); // 𝒜 becomes a plain "a" under NFKC
    expect(astral).toBe('a'.repeat(80));
    const cjk = startupSlug('𠀀'.repeat(100)); // outside the BMP: two UTF-16 units each
    expect(Array.from(cjk)).toHaveLength(80);
    expect(() => encodeURIComponent(cjk)).not.toThrow(); // a lone surrogate would throw
  });

  it('gives the same slug when applied to a slug', () => {
    for (const name of ['Orbit Labs', 'Delta 100% Green & Co', 'İstanbul Ventures', 'हिन्दी लैब']) {
      expect(startupSlug(startupSlug(name))).toBe(startupSlug(name));
    }
  });
});

describe('ideaMeter', () => {
  it('is loaded count over 10 capped at 100%, and the shares of funding-ready and tech startups', () => {
    const loaded = [
      { stage: 'Seed', industry: 'AI/ML' },
      { stage: 'Preseed', industry: 'Biotech & Life Sciences' },
      { stage: 'MVP', industry: 'SaaS' },
      { stage: 'Idea', industry: 'B2B' },
    ];
    expect(ideaMeter(loaded, fundingReadyStages, techIndustries)).toEqual({
      innovationIndex: 40,
      fundingReady: 50,
      techFocus: 50,
    });
    expect(ideaMeter(Array(15).fill(loaded[0]), fundingReadyStages, techIndustries).innovationIndex).toBe(100);
    expect(ideaMeter([], fundingReadyStages, techIndustries)).toEqual({
      innovationIndex: null,
      fundingReady: null,
      techFocus: null,
    });
  });
});

describe('startupBasicsSchema', () => {
  const basics = {
    name: 'Orbit',
    logoUrl: '/files/logos/x/1.png',
    description: 'About',
    stage: 'MVP',
    industry: 'SaaS',
    country: 'US',
  };
  it('turns a team size below 1 into 1, and defaults it and the country', () => {
    expect(startupBasicsSchema.parse({ ...basics, teamSize: -4 }).teamSize).toBe(1);
    expect(startupBasicsSchema.parse({ ...basics, teamSize: '' }).teamSize).toBe(1);
    const { country: _c, ...noCountry } = basics;
    expect(startupBasicsSchema.parse(noCountry)).toMatchObject({ teamSize: 1, country: 'US' });
  });
  it('refuses a team larger than an early-stage one, with its limit', () => {
    expect(startupBasicsSchema.parse({ ...basics, teamSize: 1000 }).teamSize).toBe(1000);
    expect(startupBasicsSchema.safeParse({ ...basics, teamSize: 99999 }).error?.issues[0]?.message).toBe(
      'Team size must be at most 1000',
    );
  });
  it('asks for the logo before step 2', () => {
    const result = startupBasicsSchema.safeParse({ ...basics, logoUrl: '' });
    expect(result.error?.issues[0]?.message).toBe('Please upload a logo before proceeding');
  });
});
