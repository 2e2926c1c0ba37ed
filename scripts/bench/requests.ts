// What the benchmark drives: one line per request. `paths` may return several paths, which autocannon
// rotates over (several slugs, so the detail is not one hot row). `embedded` requests run against the
// app on PGlite (no floor); the others against the app on PostgreSQL and against the floor.
// `auth: 'founder'` requests are sent signed in as the bench founder (fill.ts, BENCH_FOUNDER: about
// 20,000 applications to their positions), with the session cookie of a sign-in over HTTP; the floor
// runs what the app ran for them, the session's lookup included.

export type BenchContext = {
  /** Slugs of `n` active startups spread over the table. */
  slugs(n: number): Promise<string[]>;
  /** Ids of `n` open positions of active startups, spread over the table. */
  openJobIds(n: number): Promise<string[]>;
  /** The address of page `page` of a listing (clamped to its last page): `page=`, or the cursor the API hands out for it (read as the request's `auth`). */
  deepPage(path: string, page: number): Promise<string>;
  /** A line for the report (which page a deep page really reached, say). */
  note(text: string): void;
};

export type BenchRequest = {
  name: string;
  embedded?: boolean;
  /** Sent signed in as the bench founder (PostgreSQL only). */
  auth?: 'founder';
  paths: (ctx: BenchContext) => string[] | Promise<string[]>;
  /** Sent with `Accept-Encoding: gzip`, as browsers do (its paths must differ from the plain one's: add `_enc=gzip`, which the app ignores). */
  encoding?: 'gzip';
};

export const benchRequests: BenchRequest[] = [
  { name: '`/api/startups` first page', paths: () => ['/api/startups'] },
  { name: 'same, gzip', encoding: 'gzip', paths: () => ['/api/startups?_enc=gzip'] },
  { name: 'same, one filter (industry)', paths: () => ['/api/startups?industry=SaaS'] },
  { name: 'same, page 500', paths: async (ctx) => [await ctx.deepPage('/api/startups', 500)] },
  {
    name: 'startup by slug',
    paths: async (ctx) => (await ctx.slugs(8)).map((slug) => `/api/startups/by-slug/${encodeURIComponent(slug)}`),
  },
  { name: '`/api/jobs` first page', paths: () => ['/api/jobs'] },
  { name: 'jobs, text search and a filter', paths: () => ['/api/jobs?q=engineer&jobType=Full-time'] },
  { name: 'jobs, required skill', paths: () => ['/api/jobs?skill=rust'] },
  { name: 'jobs, page 500', paths: async (ctx) => [await ctx.deepPage('/api/jobs', 500)] },
  { name: '`/api/jobs` first page, gzip', encoding: 'gzip', paths: () => ['/api/jobs?_enc=gzip'] },
  { name: 'job page', paths: async (ctx) => (await ctx.openJobIds(8)).map((id) => `/api/jobs/${id}/page`) },
  { name: '`/api/applicants` first page', auth: 'founder', paths: () => ['/api/applicants'] },
  { name: 'applicants, by rating', auth: 'founder', paths: () => ['/api/applicants?sort=rating'] },
  // A skill about a tenth of the founder's applicants name, and a name about one in 125 has (decision 033).
  { name: 'applicants, text search', auth: 'founder', paths: () => ['/api/applicants?q=rust'] },
  { name: 'applicants, search by name', auth: 'founder', paths: () => ['/api/applicants?q=elena+okafor'] },
  {
    name: 'applicants, waiting, oldest first',
    auth: 'founder',
    paths: () => ['/api/applicants?status=submitted&sort=oldest'],
  },
  { name: 'applicants, page 300', auth: 'founder', paths: async (ctx) => [await ctx.deepPage('/api/applicants', 300)] },
  // The bench founder's best open positions among the 300,000 (fill.ts prepareBenchMember: three common
  // skills, full-time, senior, remote or hybrid): three indexed queries of a few hundred rows, ranked in the app.
  { name: 'Jobs for you (`/api/job-matches`)', auth: 'founder', paths: () => ['/api/job-matches'] },
  { name: '`/api/health`', paths: () => ['/api/health'] },
  { name: 'first page on embedded PGlite', embedded: true, paths: () => ['/api/startups'] },
];
