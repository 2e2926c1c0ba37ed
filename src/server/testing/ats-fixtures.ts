import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AtsProvider } from '../../shared/ats-import';

// A local stand-in for the three ATS job board APIs, answering on their documented paths
// with postings shaped like their documented answers. Tests and the journeys point ATS_API_BASES at it.
// Board names with a meaning: "missing" (404), "limited" (429 with Retry-After: 120), "busy" (503
// without Retry-After), "broken" (not JSON), "odd" (JSON not as documented), "slow" (answers after 2 s).

export const greenhouseJobs = () => [
  {
    id: 4012345,
    internal_job_id: 3000001,
    title: 'Senior Backend Engineer',
    updated_at: '2026-11-20T10:00:00-05:00',
    requisition_id: 'ENG-12',
    location: { name: 'Berlin, Germany' },
    absolute_url: 'https://boards.greenhouse.io/acme/jobs/4012345',
    metadata: null,
    // The board API escapes its HTML once more, as here.
    content:
      '&lt;p&gt;We build &lt;strong&gt;payments&lt;/strong&gt; rails for small shops.&lt;/p&gt;&lt;h2&gt;What you will do&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;Design APIs in Go&lt;/li&gt;&lt;li&gt;Run PostgreSQL at scale&lt;/li&gt;&lt;/ul&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;',
    departments: [{ id: 1, name: 'Engineering', parent_id: null, child_ids: [] }],
    offices: [{ id: 2, name: 'Berlin', location: 'Berlin, Germany', parent_id: null, child_ids: [] }],
    pay_input_ranges: [
      { min_cents: 9_000_000, max_cents: 12_000_000, currency_type: 'EUR', title: 'Berlin', blurb: '' },
    ],
  },
  {
    id: 4012399,
    internal_job_id: 3000002,
    title: 'Customer Success Intern',
    updated_at: '2026-11-21T09:00:00-05:00',
    requisition_id: null,
    location: { name: 'Remote - US' },
    absolute_url: 'https://boards.greenhouse.io/acme/jobs/4012399',
    metadata: null,
    content: '&lt;p&gt;Help our customers succeed.&lt;/p&gt;',
    departments: [],
    offices: [],
  },
];

export const leverPostings = () => [
  {
    id: '5ac21346-8e0c-4494-8e7a-3eb92ff77902',
    text: 'Product Designer',
    categories: {
      commitment: 'Full-time',
      department: 'Design',
      location: 'London, United Kingdom',
      team: 'Product',
      allLocations: ['London, United Kingdom'],
    },
    country: 'GB',
    createdAt: 1_732_000_000_000,
    description: '<div>Shape how founders hire.</div>',
    descriptionPlain: 'Shape how founders hire.',
    lists: [{ text: 'What you will do', content: '<li>Design flows</li><li>Test with users</li>' }],
    additional: '<div>We offer a learning budget.</div>',
    additionalPlain: 'We offer a learning budget.',
    hostedUrl: 'https://jobs.lever.co/acme/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
    applyUrl: 'https://jobs.lever.co/acme/5ac21346-8e0c-4494-8e7a-3eb92ff77902/apply',
    workplaceType: 'hybrid',
    salaryRange: { currency: 'GBP', interval: 'per-year-salary', min: 60000, max: 75000 },
  },
];

export const ashbyBoard = () => ({
  apiVersion: '1',
  jobs: [
    {
      id: 'a3b1c2d4-0000-4000-8000-000000000001',
      title: 'Founding Engineer',
      department: 'Engineering',
      team: 'Core',
      employmentType: 'FullTime',
      location: 'Remote',
      secondaryLocations: [],
      isListed: true,
      isRemote: true,
      workplaceType: 'Remote',
      publishedAt: '2026-11-01T12:00:00.000+00:00',
      jobUrl: 'https://jobs.ashbyhq.com/acme/a3b1c2d4-0000-4000-8000-000000000001',
      applyUrl: 'https://jobs.ashbyhq.com/acme/a3b1c2d4-0000-4000-8000-000000000001/application',
      descriptionHtml: '<p>Be our first engineer.</p>',
      descriptionPlain: 'Be our first engineer.',
      shouldDisplayCompensationOnJobPostings: true,
      address: { postalAddress: { addressCountry: 'United States', addressLocality: 'New York', addressRegion: 'NY' } },
      compensation: {
        compensationTierSummary: '$150K – $190K • 0.5% – 1%',
        summaryComponents: [
          { compensationType: 'Salary', interval: '1 YEAR', currencyCode: 'USD', minValue: 150000, maxValue: 190000 },
          { compensationType: 'EquityPercentage', interval: 'NONE', currencyCode: null, minValue: 0.5, maxValue: 1 },
        ],
      },
    },
    {
      id: 'a3b1c2d4-0000-4000-8000-000000000002',
      title: 'Unlisted Role',
      employmentType: 'FullTime',
      location: 'New York',
      isListed: false,
      isRemote: false,
      workplaceType: 'OnSite',
      jobUrl: 'https://jobs.ashbyhq.com/acme/a3b1c2d4-0000-4000-8000-000000000002',
      descriptionPlain: 'Not on the public board.',
    },
  ],
});

export type AtsFixtures = {
  /** Each ATS's base address, as ATS_API_BASES takes them. */
  bases: Record<AtsProvider, string>;
  /** The answers by ATS and board name; change them to make the board change. */
  boards: Record<AtsProvider, Map<string, unknown>>;
  /** How many requests each path got. */
  hits: Map<string, number>;
  close(): Promise<void>;
};

const ROUTES: [AtsProvider, RegExp][] = [
  ['greenhouse', /^\/v1\/boards\/([^/]+)\/jobs$/],
  ['lever', /^\/v0\/postings\/([^/]+)$/],
  ['ashby', /^\/posting-api\/job-board\/([^/]+)$/],
];

export async function startAtsFixtures(port = 0): Promise<AtsFixtures> {
  const boards: AtsFixtures['boards'] = {
    greenhouse: new Map<string, unknown>([['acme', { jobs: greenhouseJobs(), meta: { total: 2 } }]]),
    lever: new Map<string, unknown>([['acme', leverPostings()]]),
    ashby: new Map<string, unknown>([['acme', ashbyBoard()]]),
  };
  const hits = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixtures.invalid');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const route = ROUTES.map(([ats, pattern]) => [ats, pattern.exec(url.pathname)?.[1]] as const).find(
      ([, name]) => name,
    );
    const send = (status: number, body: string, headers: Record<string, string> = {}) =>
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body);
    if (!route) return send(404, '{"error":"not found"}');
    const [ats, name] = route;
    const board = decodeURIComponent(name!);
    if (board === 'limited') return send(429, '{"error":"rate limited"}', { 'retry-after': '120' });
    if (board === 'busy') return send(503, '{"error":"unavailable"}');
    if (board === 'broken') return send(200, '<html>not json</html>');
    if (board === 'odd') return send(200, JSON.stringify({ postings: 'none' }));
    if (board === 'slow') return void setTimeout(() => send(200, JSON.stringify(boards[ats].get('acme'))), 2000);
    const answer = boards[ats].get(board);
    if (answer === undefined)
      return send(
        404,
        ats === 'lever' ? '{"ok":false,"error":"Document not found"}' : '{"status":404,"error":"Job board not found"}',
      );
    send(200, JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    bases: { greenhouse: base, lever: base, ashby: base },
    boards,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** ATS_API_BASES for the fixtures. */
export const atsApiBasesEnv = (fixtures: Pick<AtsFixtures, 'bases'>) =>
  Object.entries(fixtures.bases)
    .map(([ats, url]) => `${ats}=${url}`)
    .join(',');
