import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { misfitSummary } from '../../../shared/job-match-text';
import type { JobMatches } from '../../../shared/job-matches';
import type { JobPreferences } from '../../../shared/job-preferences';
import type { JobInput } from '../../../shared/jobs';
import { profiles } from '../../db/schema';
import { buildJob, insertJob } from '../../seed/factories';
import { postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Jobs for you lists only positions the member can take from where they can work (decision 060): not a
// remote one in time zones none of theirs meet, nor one placed outside the countries they named and the
// one they live in; what does not fit of the others is said beside what does.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;
const remote = { locationType: 'Remote', locationCity: undefined, locationCountry: undefined } as const;
const onlyBrazil: JobPreferences = {
  openToWork: 'active',
  jobTypes: [],
  experienceLevels: [],
  locationTypes: [],
  countries: ['BR'],
  minPay: null,
  needsVisa: false,
  lookingFor: '',
};

/** A member in São Paulo (UTC−3, their own time zone set) with these skills, who named Brazil. */
async function inSaoPaulo(skills: string[]) {
  const caller = t.client();
  const user = await caller.signUp();
  await t.db.update(profiles).set({ skills, country: 'BR' }).where(eq(profiles.id, user.id));
  expect(
    (await caller.request(`/api/profiles/${user.id}/preferences`, { method: 'PUT', json: onlyBrazil })).status,
  ).toBe(200);
  expect(
    (await caller.request('/api/account/time-zone', { method: 'PUT', json: { timeZone: 'America/Sao_Paulo' } })).status,
  ).toBe(200);
  return { caller, matches: async () => json<JobMatches>(await caller.request('/api/job-matches')) };
}

async function hiring(name: string) {
  const caller = t.client();
  await caller.signUp();
  const startup = await postStartupOk(caller, { name });
  const post = async (job: Partial<JobInput>) => {
    const response = await caller.request(`/api/startups/${startup.id}/jobs`, { json: buildJob(job) });
    expect(response.status).toBe(201);
    return (await json<{ job: { id: string } }>(response)).job.id;
  };
  return { startup, post };
}

const unique = (word: string) => `${word}${Math.random().toString(36).slice(2, 7)}`;

describe('Jobs for you, from where the member can work', () => {
  it('leaves out a remote position for UTC−1 to UTC+3, a hybrid one in Berlin and an on-site one in Zurich, and says what does not fit of the rest', async () => {
    const [elm, gleam, ocaml, nix, zig] = ['Elm', 'Gleam', 'OCaml', 'Nix', 'Zig'].map(unique) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const founder = await hiring('Far Away Labs');
    const europeHours = await founder.post({
      title: 'Europe hours',
      requiredSkills: [elm],
      ...remote,
      remoteScope: 'timezones',
      remoteUtcMin: -60,
      remoteUtcMax: 180,
    });
    const berlin = await founder.post({
      title: 'Berlin hybrid',
      requiredSkills: [elm],
      locationType: 'Hybrid',
      locationCity: 'Berlin',
      locationCountry: 'DE',
    });
    const zurich = await founder.post({
      title: 'Zurich office',
      requiredSkills: [elm],
      locationType: 'On-site',
      locationCity: 'Zurich',
      locationCountry: 'CH',
    });
    const forEurope = await founder.post({
      title: 'Remote in Europe',
      requiredSkills: [elm],
      ...remote,
      remoteScope: 'countries',
      remoteCountries: ['DE', 'FR'],
    });
    const americasHours = await founder.post({
      title: 'Americas hours',
      requiredSkills: [elm, gleam, ocaml, nix, zig],
      ...remote,
      remoteScope: 'timezones',
      remoteUtcMin: -300,
      remoteUtcMax: -180,
    });
    const saoPaulo = await founder.post({
      title: 'São Paulo hybrid',
      requiredSkills: [elm],
      locationType: 'Hybrid',
      locationCity: 'São Paulo',
      locationCountry: 'BR',
    });
    const anywhere = await founder.post({
      title: 'Anywhere',
      requiredSkills: [elm],
      ...remote,
      remoteScope: 'anywhere',
    });

    const member = await inSaoPaulo([elm, gleam, ocaml]);
    const listed = (await member.matches()).items.filter((item) => item.startup.id === founder.startup.id);
    expect(listed.map((item) => item.id).sort()).toEqual([americasHours, saoPaulo, anywhere].sort());
    for (const excluded of [europeHours, berlin, zurich, forEurope])
      expect(listed.some((item) => item.id === excluded)).toBe(false);
    expect(listed.every((item) => item.match.canTake)).toBe(true);
    const americas = listed.find((item) => item.id === americasHours)!;
    expect(americas.match.misfits).toEqual([{ kind: 'skills', has: 3, of: 5 }]);
    expect(misfitSummary(americas.match, 'candidate')).toBe('3 of 5 skills');
  });

  it('leaves them out in the statement, so newer positions they cannot take do not push out one they can', async () => {
    const rust = unique('Rust');
    const founder = await hiring('Crowded Zurich');
    const takeable = await founder.post({
      title: 'Remote anywhere',
      requiredSkills: [rust],
      ...remote,
      remoteScope: 'anywhere',
    });
    // More than one source reads (200), all newer and sharing the skill, none of them in reach.
    const later = Date.now() + 60_000;
    for (let i = 0; i < 201; i += 1) {
      await insertJob(t.db, founder.startup.id, {
        title: `Zurich ${i}`,
        requiredSkills: [rust],
        locationType: 'On-site',
        locationCity: 'Zurich',
        locationCountry: 'CH',
        createdAt: new Date(later + i * 1000),
      });
    }
    const member = await inSaoPaulo([rust]);
    const listed = (await member.matches()).items.filter((item) => item.startup.id === founder.startup.id);
    expect(listed.map((item) => item.id)).toEqual([takeable]);
  });
});
