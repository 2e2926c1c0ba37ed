import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartupCard } from '../../../shared/startups';
import { insertJob, insertStartup } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

// A known set of startups, inserted directly, and the public listing read through the API.

let t: TestApp;
type ListBody = { items: StartupCard[]; total: number; page: number; pageSize: number; hasMore: boolean };
const list = async (query = '') => (await (await t.client().request(`/api/startups${query}`)).json()) as ListBody;
const names = (body: ListBody) => body.items.map((s) => s.name);

beforeAll(async () => {
  t = await createTestApp();
  const owners = [];
  for (let i = 0; i < 7; i++) owners.push((await t.client().signUp({ firstName: `Owner${'abcdefg'[i]}` })).id);
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const rows = [
    { name: 'Alpha Robotics', industry: 'AI/ML', stage: 'Seed', country: 'US', createdAt: day(1) },
    { name: 'beta health', industry: 'Health Tech', stage: 'Preseed', country: 'GB', createdAt: day(2) },
    { name: 'Gamma Pay', industry: 'Fintech', stage: 'MVP', country: 'SG', createdAt: day(3) },
    {
      name: 'Delta 100% Green',
      industry: 'Social Impact & Non-profit',
      stage: 'Idea',
      country: 'CA',
      createdAt: day(4),
    },
    { name: 'Epsilon Games', industry: 'Gaming & eSports', stage: 'Scaling', country: 'US', createdAt: day(5) },
    { name: 'Dormant Corp', industry: 'AI/ML', stage: 'Seed', country: 'US', createdAt: day(6), active: false },
  ];
  const ids: Record<string, string> = {};
  for (const [i, row] of rows.entries()) ids[row.name] = (await insertStartup(t.db, owners[i % 3]!, row)).id;
  // Fillers for pagination: 12 more, older than the rest.
  for (let i = 0; i < 12; i++)
    await insertStartup(t.db, owners[3 + (i % 4)]!, {
      name: `Filler ${String(i).padStart(2, '0')}`,
      industry: 'B2B',
      stage: 'Beta Testing',
      createdAt: new Date(Date.UTC(2025, 0, i + 1)),
    });
  await insertJob(t.db, ids['Alpha Robotics']!, { title: 'Senior Robotics Engineer' });
  await insertJob(t.db, ids['Alpha Robotics']!, { title: 'Product Designer', createdAt: day(9) });
  await insertJob(t.db, ids['Gamma Pay']!, { title: 'Robotics Intern', status: 'closed' });
  await insertJob(t.db, ids['beta health']!, { title: 'Robotics Lead', isActive: false });
  await insertJob(t.db, ids['Dormant Corp']!, { title: 'Robotics Engineer' });
});
afterAll(() => t.close());

describe('GET /api/startups', () => {
  it('is public, shows only active startups, newest first, 15 a page, with the exact count', async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 17, page: 1, pageSize: 15, hasMore: true });
    expect(first.items).toHaveLength(15);
    expect(names(first).slice(0, 5)).toEqual([
      'Epsilon Games',
      'Delta 100% Green',
      'Gamma Pay',
      'beta health',
      'Alpha Robotics',
    ]);
    expect(names(first)).not.toContain('Dormant Corp');
    const second = await list('?page=2');
    expect(second).toMatchObject({ total: 17, page: 2, hasMore: false });
    expect(names(second)).toEqual(['Filler 01', 'Filler 00']);
  });

  it('carries each card its open roles and its owner, so a page is one request', async () => {
    const alpha = (await list('?search=alpha')).items[0]!;
    expect(alpha.openRoles).toEqual(['Senior Robotics Engineer', 'Product Designer']);
    // Each role's id, in the same order: the card's menu links to that position.
    const titles = await Promise.all(
      alpha.openRoleIds.map(
        async (id) =>
          ((await (await t.client().request(`/api/jobs/${id}/page`)).json()) as { job: { title: string } }).job.title,
      ),
    );
    expect(titles).toEqual(alpha.openRoles);
    expect(alpha.owner.firstName).toBe('Ownera');
    expect(alpha.slug).toBe('alpha-robotics');
    const gamma = (await list('?search=gamma')).items[0]!;
    expect(gamma.openRoles).toEqual([]);
  });

  it.each([
    ['?industry=AI%2FML', ['Alpha Robotics']],
    ['?stage=Preseed', ['beta health']],
    ['?country=SG', ['Gamma Pay']],
    ['?industry=Fintech&country=US', []],
  ])('filters %s', async (query, expected) => {
    expect(names(await list(query))).toEqual(expected);
  });

  it('searches names case-insensitively, anywhere in the name, taking % literally', async () => {
    expect(names(await list('?search=BETA'))).toEqual(['beta health']);
    expect(names(await list('?search=obot'))).toEqual(['Alpha Robotics']);
    expect(names(await list('?search=100%25'))).toEqual(['Delta 100% Green']);
    expect(names(await list('?search=%25'))).toEqual(['Delta 100% Green']);
  });

  it('searches job titles among open, active roles only; no match means no startups', async () => {
    expect(names(await list('?jobPosition=robotics'))).toEqual(['Alpha Robotics']);
    expect(names(await list('?jobPosition=designer'))).toEqual(['Alpha Robotics']);
    expect((await list('?jobPosition=astronaut')).total).toBe(0);
  });

  it.each([
    ['newest', ['Epsilon Games', 'Delta 100% Green']],
    ['oldest', ['Filler 00', 'Filler 01']],
    ['name_asc', ['Alpha Robotics', 'beta health']],
    ['name_desc', ['Gamma Pay', 'Filler 11']],
  ])('sorts by %s', async (sort, firstTwo) => {
    expect(names(await list(`?sort=${sort}`)).slice(0, 2)).toEqual(firstTwo);
  });

  it('ignores unknown filter values instead of failing', async () => {
    const body = await list('?sort=sideways&stage=Series%20Z&page=-3');
    expect(body).toMatchObject({ total: 17, page: 1 });
  });
});
