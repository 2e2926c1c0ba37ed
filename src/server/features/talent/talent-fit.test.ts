import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { misfitSummary } from '../../../shared/job-match-text';
import type { TalentPage } from '../../../shared/talent';
import { profiles } from '../../db/schema';
import { candidate, founder } from '../../testing/talent';
import { createTestApp, type TestApp } from '../../testing/test-app';

// A founder ranking candidates against a position sees what does not fit beside what does, and those
// who cannot take it from where they can work come last (decision 060).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unique = () => `Skill${Math.random().toString(36).slice(2, 8)}`;

describe('candidates ranked against a position', () => {
  it('say what does not fit, and one outside its time zones comes after one who can take it, however well they know the skills', async () => {
    const skill = unique();
    const partial = await candidate(t, { skills: [skill, 'Rust'], preferences: { countries: ['PT'] } });
    const farAway = await candidate(t, {
      skills: [skill, 'Rust', 'Kafka'],
      preferences: { countries: ['BR'], locationTypes: ['Remote'] },
    });
    await t.db.update(profiles).set({ country: 'BR' }).where(eq(profiles.id, farAway.user.id));
    expect(
      (
        await farAway.caller.request('/api/account/time-zone', {
          method: 'PUT',
          json: { timeZone: 'America/Sao_Paulo' },
        })
      ).status,
    ).toBe(200);
    const hiring = await founder(t, {
      job: {
        title: 'Europe hours',
        requiredSkills: ['Rust', 'Kafka'],
        locationType: 'Remote',
        locationCity: undefined,
        locationCountry: undefined,
        remoteScope: 'timezones',
        remoteUtcMin: -60,
        remoteUtcMax: 180,
      },
    });

    const response = await hiring.caller.request(`/api/talent?skill=${skill}&forJob=${hiring.job.id}`);
    expect(response.status).toBe(200);
    const ranked = (await response.json()) as TalentPage;
    expect(ranked.items.map((item) => item.id)).toEqual([partial.user.id, farAway.user.id]);
    const [first, last] = ranked.items.map((item) => item.match!);
    expect(first).toMatchObject({ canTake: true, misfits: [{ kind: 'skills', has: 1, of: 2 }] });
    expect(misfitSummary(first!, 'founder')).toBe('1 of 2 skills');
    expect(last!.canTake).toBe(false);
    expect(last!.score).toBeGreaterThan(first!.score);
    expect(misfitSummary(last!, 'founder')).toBe('Lives outside your time zones');
  });

  it('say so of one who named other countries than where an office is', async () => {
    const skill = unique();
    const elsewhere = await candidate(t, { skills: [skill], preferences: { countries: ['GB'] } });
    const hiring = await founder(t, {
      job: { title: 'Zurich office', locationType: 'On-site', locationCity: 'Zurich', locationCountry: 'CH' },
    });
    const ranked = (await (
      await hiring.caller.request(`/api/talent?skill=${skill}&forJob=${hiring.job.id}`)
    ).json()) as TalentPage;
    expect(ranked.items.map((item) => item.id)).toEqual([elsewhere.user.id]);
    const match = ranked.items[0]!.match!;
    expect(match.canTake).toBe(false);
    // What they cannot get past first, then the rest: the office is not the kind of place they chose.
    expect(misfitSummary(match, 'founder')).toBe(
      'Outside where they can work · 0 of 2 skills · Wants Remote or Hybrid',
    );
  });
});
