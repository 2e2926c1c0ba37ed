import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../auth/endpoints';
import { blogPosts, jobs } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { investmentPreferenceKeys } from '../../shared/poll';
import { buildPost, seedWorld, type World } from '../testing/world';
import { ALL_TAGS, tagsChangedBy, tagsOfAnswer, WRITE_ROUTES } from './public-cache-tags';
import { ResponseCache, VISITOR_CACHE_CONTROL } from './public-cache';

// A write forgets only the visitors' answers that show what it changed (decision 032). A change made
// straight in the database, behind the app's back, shows which answers still come from the cache.

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedWorld(t);
});
afterAll(() => t.close());

const visitor = async (path: string) => {
  const response = await t.app.request(path);
  expect(response.status, path).toBe(200);
  return response.text();
};

/** A member's view: never from the cache, so it shows the database as it is. */
const member = async (path: string) => (await w.send('member', path)).text();

/**
 * Changes the position's title (on the listing's card, the startup's page, the board and its own page)
 * and the post's title in the database only, and checks that a member sees them; `restore` puts them back.
 */
async function changeBehindTheCache(mark: string) {
  const [job] = await t.db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, w.job.id));
  const [post] = await t.db.select({ title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.id, w.post.id));
  await t.db
    .update(jobs)
    .set({ title: `Job ${mark}` })
    .where(eq(jobs.id, w.job.id));
  await t.db
    .update(blogPosts)
    .set({ title: `Title ${mark}` })
    .where(eq(blogPosts.id, w.post.id));
  for (const [name, path] of Object.entries(pages()))
    expect(await member(path), `${name}, as a member sees it`).toContain(mark);
  return async () => {
    await t.db.update(jobs).set({ title: job!.title }).where(eq(jobs.id, w.job.id));
    await t.db.update(blogPosts).set({ title: post!.title }).where(eq(blogPosts.id, w.post.id));
  };
}

const pages = () => ({
  listing: '/api/startups',
  startupPage: `/api/startups/by-slug/${w.startup.slug}`,
  board: '/api/jobs',
  jobPage: `/api/jobs/${w.job.id}/page`,
  blog: '/api/blog',
  post: `/api/blog/posts/${w.post.slug}`,
});

describe('what a write forgets', () => {
  it('keeps every answer after writes that change nothing public', async () => {
    const paths = pages();
    for (const path of Object.values(paths)) await visitor(path);
    const mark = w.unique('behind');
    const restore = await changeBehindTheCache(mark);
    try {
      const writes: [string, Awaited<ReturnType<World['send']>>][] = [
        [
          'notification read',
          await w.send('owner', `/api/notifications/${w.ownerNotification.id}/read`, { method: 'POST' }),
        ],
        ['all read', await w.send('member', '/api/notifications/read-all', { method: 'POST' })],
        ['follow', await w.send('member', `/api/follows/${w.startup.id}`, { method: 'PUT' })],
        ['unfollow', await w.send('member', `/api/follows/${w.startup.id}`, { method: 'DELETE' })],
        [
          'message',
          await w.send('applicant', `/api/applications/${w.application.id}/messages`, { json: { body: 'Any news?' } }),
        ],
        [
          'note',
          await w.send('owner', `/api/applications/${w.application.id}/notes`, { json: { body: 'Strong candidate' } }),
        ],
        [
          'poll',
          await w.send('member', '/api/poll', { method: 'PUT', json: { preference: investmentPreferenceKeys[0] } }),
        ],
        [
          'sign-in',
          await w.send('visitor', '/api/auth/sign-in/email', {
            json: { email: w.people.member.email, password: w.people.member.password },
          }),
        ],
      ];
      for (const [what, response] of writes)
        expect(response.status, `${what}: ${await response.clone().text()}`).toBeLessThan(400);
      for (const [name, path] of Object.entries(paths)) expect(await visitor(path), name).not.toContain(mark);
    } finally {
      await restore();
    }
  });

  it('an application forgets the pages that show its startup’s response record, and nothing else', async () => {
    const paths = pages();
    for (const path of Object.values(paths)) await visitor(path);
    const mark = w.unique('applied');
    const restore = await changeBehindTheCache(mark);
    try {
      await w.throwaway.application();
      for (const name of ['startupPage', 'jobPage'] as const) expect(await visitor(paths[name]), name).toContain(mark);
      for (const name of ['listing', 'board', 'blog', 'post'] as const)
        expect(await visitor(paths[name]), name).not.toContain(mark);
    } finally {
      await restore();
      await w.removeLeftovers();
    }
  });

  it('a startup edit shows at once on the listing, the board and the pages, and leaves the blog kept', async () => {
    const paths = pages();
    for (const path of Object.values(paths)) await visitor(path);
    const mark = w.unique('edited');
    const restore = await changeBehindTheCache(mark);
    try {
      const tagline = `Written through the API ${mark}`;
      const put = await w.send('owner', `/api/startups/${w.startup.id}`, {
        method: 'PUT',
        json: { ...w.startup.input, tagline },
      });
      expect(put.status).toBe(200);
      expect(await visitor(paths.listing)).toContain(tagline);
      expect(await visitor(paths.startupPage)).toContain(tagline);
      // A position's page shows its startup's tagline too, and the board its name and logo: both forgotten.
      expect(await visitor(paths.jobPage)).toContain(tagline);
      expect(await visitor(paths.board)).toContain(mark);
      for (const name of ['blog', 'post'] as const) expect(await visitor(paths[name]), name).not.toContain(mark);
    } finally {
      await restore();
      await w.send('owner', `/api/startups/${w.startup.id}`, { method: 'PUT', json: w.startup.input });
    }
  });

  it('a blog post shows at once on the blog, and leaves startups and positions kept', async () => {
    const paths = pages();
    for (const path of Object.values(paths)) await visitor(path);
    const mark = w.unique('posted');
    const restore = await changeBehindTheCache(mark);
    const slug = w.unique('new-post');
    try {
      const created = await w.send('admin', '/api/blog/posts', { json: buildPost(slug) });
      expect(created.status).toBe(201);
      expect(await visitor(paths.blog)).toContain(slug);
      expect(await visitor(paths.post)).toContain(mark);
      for (const name of ['listing', 'startupPage', 'board', 'jobPage'] as const)
        expect(await visitor(paths[name]), name).not.toContain(mark);
    } finally {
      await restore();
      await t.db.delete(blogPosts).where(eq(blogPosts.slug, slug));
    }
  });
});

describe('the table', () => {
  it('names every write route the app serves, and no route it does not', () => {
    const normalized = (route: string) => route.replace(/:[^/]+/g, ':');
    const served = new Set<string>();
    for (const { method, path } of t.app.routes) {
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) || path.endsWith('*')) continue;
      served.add(normalized(`${method} ${path}`));
    }
    // better-auth's endpoints are served by one catch-all route, from their own table (its GETs, the
    // passkey challenges and list, are the caller's own and never cached).
    for (const endpoint of ENDPOINTS)
      if (!endpoint.startsWith('GET ')) served.add(normalized(endpoint.replace(' /', ' /api/auth/')));
    const table = new Set(WRITE_ROUTES.map(normalized));
    expect(
      [...served].filter((route) => !table.has(route)),
      'write routes to add to public-cache-tags.ts',
    ).toEqual([]);
    expect(
      [...table].filter((route) => !served.has(route)),
      'routes the app no longer serves',
    ).toEqual([]);
  });

  it('treats what it does not know as showing, or changing, everything', () => {
    expect(tagsChangedBy('POST', '/api/something-new')).toEqual(ALL_TAGS);
    expect(tagsChangedBy('POST', '/api/auth/delete-user')).toEqual(ALL_TAGS);
    expect(tagsChangedBy('POST', '/api/notifications/read-all')).toEqual([]);
    expect(tagsOfAnswer('/about')).toEqual(ALL_TAGS);
    expect(tagsOfAnswer('/blog/rss.xml')).toEqual(['blog']);
    expect(tagsOfAnswer('/jobs/feed.xml')).toEqual(['startups']);
    expect(tagsOfAnswer('/jobs/some-id')).toEqual(['startups', 'response-records']);
  });

  it('keeps out an answer read while a write changed what it shows', () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1e6, maxEntryBytes: 1e5 });
    const answer = {
      body: '{}',
      etag: '"x"',
      contentType: 'application/json',
      cacheControl: VISITOR_CACHE_CONTROL,
      headers: [],
    };
    const blogMark = cache.markOf('/api/blog?x=1');
    const listingMark = cache.markOf('/api/startups');
    cache.forget(['blog']);
    expect(cache.set('/api/blog?x=1', answer, Date.now(), blogMark)).toBeUndefined();
    expect(cache.set('/api/startups', answer, Date.now(), listingMark)).toBeDefined();
    expect(cache.set('/api/blog?x=1', answer, Date.now(), cache.markOf('/api/blog?x=1'))).toBeDefined();
  });
});
