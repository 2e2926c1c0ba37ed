import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The server build of the client, from its source: what `vite build --ssr` bundles for the server.
import * as entryServer from '../client/entry-server';
import { SSR_STATE_ELEMENT_ID, type PageRenderer } from '../shared/ssr';
import { STARTUPS_PAGE_SIZE } from '../shared/startup-cards';
import { buildStartup, insertStartup } from './seed/factories';
import { eq } from 'drizzle-orm';
import { createApp } from './app';
import { startups } from './db/schema';
import { createLogger, type Logger } from './lib/logger';
import { postJobOk, postStartupOk } from './testing/startups';
import { createTestApp, type TestApp } from './testing/test-app';

// Server rendering, end to end through the app: the real renderer, the real API in-process, a real
// database. The browser's side (hydration without a second request) is the journey first-load.spec.ts.

/** The build's inline head script (the early actions, decision 022), as vite.config.ts writes it. */
const EARLY_SCRIPT = 'window.__liftoffEarly={held:new Map};';
const TEMPLATE = `<!doctype html><html><head><title>%PLATFORM_NAME%</title><meta name="description" content="generic" /><!--app-config--><script>${EARLY_SCRIPT}</script></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>`;
const HOSTILE = '</script><script>alert("ssr")</script><!--';

let t: TestApp;
let founder: ReturnType<TestApp['client']>;
let startup: { id: string; slug: string; name: string };

function appWith(renderer: PageRenderer, logger: Logger = createLogger('silent')) {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'liftoff-ssr-'));
  writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  return createApp({
    db: t.db,
    config: t.config,
    auth: t.auth,
    storage: t.storage,
    realtime: t.realtime,
    logger,
    clientDir,
    renderer,
    publicCache: false,
  });
}
let app: ReturnType<typeof appWith>;

/** The HTML inside the root element, and the query cache the page carries. */
function partsOf(html: string) {
  const root =
    html.match(/<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="ssr-state">/)?.[1] ?? null;
  const state =
    html.match(new RegExp(`<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">([^<]*)</script>`))?.[1] ??
    null;
  return {
    root,
    state:
      state === null ? null : (JSON.parse(state) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  app = appWith(entryServer);
  founder = t.client();
  await founder.signUp({ firstName: 'Ada', lastName: 'Founder' });
  startup = await postStartupOk(founder, { name: 'Rendered Robotics', tagline: `Robots ${HOSTILE}` });
  await postJobOk(founder, startup.id);
});
afterAll(() => t.close());

describe("the page's inline script", () => {
  it('is allowed by its hash, and nothing else inline is', async () => {
    const response = await app.request('/startups');
    const policy = response.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(EARLY_SCRIPT).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(policy.match(/'sha256-/g)).toHaveLength(1);
    expect(await response.text()).toContain(`<script>${EARLY_SCRIPT}</script>`);
  });
});

describe('public pages come with their content and data in the first HTML', () => {
  it('renders the listing with its cards, and inlines the first page of the query the page runs', async () => {
    const response = await app.request('/startups');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Startups · Liftoff</title>');
    const { root, state } = partsOf(html);
    expect(root).toContain('Rendered Robotics');
    expect(root).toContain('Startups <span class="text-brand-600">(<!-- -->1<!-- -->)</span>');
    const listing = state?.queries.find((q) => q.queryKey[0] === 'startups' && q.queryKey[1] === 'list');
    expect(listing?.state.data).toMatchObject({ pages: [{ items: [{ name: 'Rendered Robotics' }] }] });
    const session = state?.queries.find((q) => q.queryKey[0] === 'session');
    expect(session?.state.data).toEqual({ user: null });
  });

  it('renders as many pages as the address says (`?pages=`), so a reloaded or shared list shows what was shown', async () => {
    // Seventeen of one industry: more than a page (15) of them, filtered from the others.
    const owner = await t.client().signUp();
    for (let i = 0; i < 17; i++)
      await insertStartup(t.db, owner.id, {
        name: `Paged Robotics ${String(i).padStart(2, '0')}`,
        industry: 'Cybersecurity',
      });
    const cards = async (address: string) =>
      new Set(partsOf(await (await app.request(address)).text()).root!.match(/Paged Robotics \d\d/g)).size;
    expect(await cards('/startups?industry=Cybersecurity')).toBe(STARTUPS_PAGE_SIZE);
    expect(await cards('/startups?industry=Cybersecurity&pages=2')).toBe(17);
    // Bounded: a huge count is the most the server renders, not a loop it runs.
    expect(await cards('/startups?industry=Cybersecurity&pages=999999')).toBe(17);
  });

  it('renders the filters of the address: a filter that matches nothing shows the empty state', async () => {
    const { root } = partsOf(await (await app.request('/startups?search=nothing-matches-this')).text());
    expect(root).toContain('No startups found');
    expect(root).not.toContain('Rendered Robotics');
  });

  it("renders a startup's page with its positions, and escapes what the founder wrote, in the HTML and in the inlined data", async () => {
    const response = await app.request(`/startup/${startup.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const { root, state } = partsOf(html);
    expect(html).toContain('<title>Rendered Robotics · Liftoff</title>');
    expect(root).toContain('<h1 class="text-3xl font-bold text-slate-900">Rendered Robotics</h1>');
    expect(root).toContain('Open Positions (1)');
    expect(root).toContain('Robots &lt;/script&gt;&lt;script&gt;alert(&quot;ssr&quot;)&lt;/script&gt;&lt;!--');
    expect(html).not.toContain('<script>alert');
    // The data survives the escaping unchanged.
    const detail = state?.queries.find((q) => q.queryKey[1] === 'slug');
    expect(detail?.state.data).toMatchObject({ startup: { tagline: `Robots ${HOSTILE}` } });
  });

  it("sends a renamed startup's old address to the current one (the API's redirect is followed in-process)", async () => {
    const renamed = await founder.request(`/api/startups/${startup.id}`, {
      method: 'PUT',
      json: buildStartup({
        name: 'Rendered Robotics Two',
        logoUrl: (await (await founder.request(`/api/startups/${startup.id}`)).json()).startup.logoUrl,
      }),
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    const old = await app.request(`/startup/${startup.slug}`);
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe('/startup/rendered-robotics-two');
    const { root } = partsOf(await (await app.request('/startup/rendered-robotics-two')).text());
    expect(root).toContain('<h1 class="text-3xl font-bold text-slate-900">Rendered Robotics Two</h1>');
  });

  it('answers an unknown startup with 404 and leaves the page to the browser', async () => {
    const response = await app.request('/startup/no-such-startup');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(partsOf(html).state).toBeNull();
  });

  it("names the job page's aside and the blog post's share bar for screen readers", async () => {
    const [job] = (
      (await (await founder.request(`/api/startups/${startup.id}/jobs`)).json()) as { items: { id: string }[] }
    ).items;
    expect(partsOf(await (await app.request(`/jobs/${job!.id}`)).text()).root).toContain(
      '<aside aria-label="About the startup">',
    );
    const admin = t.client();
    await admin.signUp({ email: 'admin@example.com' }, { verified: true });
    const posted = await admin.request('/api/blog/posts', {
      json: {
        category: 'market-trends',
        content: '<p>Body</p>',
        excerpt: 'The excerpt.',
        tags: [],
        title: 'Shared widely',
        slug: 'shared-widely',
        status: 'published',
      },
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    expect(partsOf(await (await app.request('/blog/shared-widely')).text()).root).toMatch(
      /<nav class="[^"]*" aria-label="Share this post">/,
    );
  });

  it('answers a malformed position id and an unknown blog category with 404 and their not-found state, not a soft 404', async () => {
    for (const [address, text] of [
      ['/jobs/not-a-position', 'Job not found'],
      ['/blog/category/no-such-category', 'Category not found'],
      ['/blog/category/constructor', 'Category not found'],
    ]) {
      const response = await app.request(address!);
      expect(response.status, address).toBe(404);
      expect(partsOf(await response.text()).root, address).toContain(text);
    }
  });

  it('answers a startup the administrator hid with 410 and leaves the page to the browser, which says why', async () => {
    const hidden = await postStartupOk(founder, { name: 'Hidden Holdings' });
    await t.db.update(startups).set({ hiddenAt: new Date(), hiddenReason: 'scam' }).where(eq(startups.id, hidden.id));
    const response = await app.request(`/startup/${hidden.slug}`);
    expect(response.status).toBe(410);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('Hidden Holdings');
  });

  it('renders the landing and marketing pages', async () => {
    expect(partsOf(await (await app.request('/')).text()).root).toContain('Where Startups Take Off');
    expect(partsOf(await (await app.request('/faqs')).text()).root).toContain('5MB');
  });

  it('leaves private pages to the browser: no member data is rendered for them', async () => {
    const html = await (await app.request('/dashboard', { headers: { cookie: founder.cookie } })).text();
    expect(html).toContain('<div id="root"></div>');
    expect(partsOf(html).state).toBeNull();
  });
});

describe('signed-in members', () => {
  it("renders a member's own header and keeps the page out of every cache", async () => {
    const response = await app.request('/startups', { headers: { cookie: founder.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { root, state } = partsOf(await response.text());
    expect(root).toContain('Post Startup');
    expect(root).not.toContain('Sign In');
    expect(state?.queries.find((q) => q.queryKey[0] === 'session')?.state.data).toMatchObject({
      user: { firstName: 'Ada' },
    });

    const visitor = await app.request('/startups');
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const visitorParts = partsOf(await visitor.text());
    expect(visitorParts.root).toContain('Sign In');
    expect(visitorParts.state?.queries.find((q) => q.queryKey[0] === 'session')?.state.data).toEqual({ user: null });
  });

  it('sends a signed-in member from the landing page to /startups, as the browser would', async () => {
    const response = await app.request('/', { headers: { cookie: founder.cookie } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/startups');
  });
});

describe('caching and failure', () => {
  it('gives a rendered page an ETag and answers 304 when it has not changed', async () => {
    const first = await app.request('/about');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await app.request('/about', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('serves the page for the browser to render when the renderer fails, and logs why', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
    const failing = appWith({ renderPage: () => Promise.reject(new Error('renderer broke')) }, logger);
    const response = await failing.request('/startups');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
    expect(lines.join('')).toContain('renderer broke');
  });
});
