// Measures the public startup listing on a large data set: 20k startups, 60k jobs.
// Usage: node --import tsx scripts/bench-listing.ts            (embedded PGlite, in memory)
//        BENCH_DATABASE_URL=postgres://... node --import tsx scripts/bench-listing.ts
// It prints the median time of each query shape and the plan of the name search, to show the indexes at work.
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../src/server/db/client';
import { listStartups } from '../src/server/features/startups/startups.service';
import { startupListQuerySchema } from '../src/shared/startups';

const STARTUPS = Number(process.env.BENCH_STARTUPS ?? 20_000);
const RUNS = 15;

async function open(): Promise<Database> {
  const url = process.env.BENCH_DATABASE_URL;
  const database = url ? openPostgres(url) : await openPglite();
  await database.migrate();
  return database;
}

const database = await open();
const { db } = database;
const started = performance.now();
await db.execute(sql`truncate users cascade`);
await db.execute(sql`insert into users (id, name, email) select gen_random_uuid(), 'Owner ' || i, 'owner' || i || '@bench.test' from generate_series(1, ${Math.ceil(STARTUPS / 3)}) i`);
await db.execute(sql`insert into profiles (id, first_name, last_name, phone_number, country) select id, 'Owner', 'Bench', '5550100', 'US' from users`);
await db.execute(sql`
  insert into startups (owner_id, name, description, logo_url, industry, stage, country, tagline, brand_voice, mission, story, highlight_text, contact_email, active, created_at)
  select u.id, 'Startup ' || md5(random()::text), 'About', '/files/logos/x/1-a.png',
         (array['AI/ML','Fintech','SaaS','Health Tech','B2B'])[1 + (random() * 4)::int],
         (array['Idea','MVP','Seed','Preseed','Scaling'])[1 + (random() * 4)::int],
         (array['US','GB','CA','SG'])[1 + (random() * 3)::int],
         'Tag', 'Bold & Innovative', 'Mission', 'Story', 'Go', 'hi@bench.test', random() > 0.1, now() - (random() * interval '365 days')
  from users u, generate_series(1, 3) n
  limit ${STARTUPS}`);
await db.execute(sql`
  insert into jobs (startup_id, title, description, job_type, experience_level, location_type, compensation_type, status, is_active)
  select s.id, (array['Backend Engineer','Designer','Growth Lead','Data Scientist','Product Manager'])[1 + (random() * 4)::int] || ' ' || n,
         'Role', 'Full-time', 'Senior', 'Remote', 'Equity', (array['open','open','closed'])[1 + (random() * 2)::int], true
  from startups s, generate_series(1, 3) n`);
await db.execute(sql`analyze`);
console.log(`seeded ${STARTUPS} startups in ${Math.round(performance.now() - started)} ms (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})\n`);

const shapes: Record<string, Record<string, string>> = {
  'first page, newest': {},
  'page 50': { page: '50' },
  'industry + stage + country': { industry: 'Fintech', stage: 'Seed', country: 'GB' },
  'name search': { search: 'abc' },
  'job title search': { jobPosition: 'designer 2' },
  'name A-Z': { sort: 'name_asc' },
};
for (const [label, raw] of Object.entries(shapes)) {
  const query = startupListQuerySchema.parse(raw);
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    total = (await listStartups({ db, query })).total;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(28)} median ${times[Math.floor(RUNS / 2)]!.toFixed(1).padStart(7)} ms   (${total} matches)`);
}
const plan = await db.execute(sql`explain select id from startups where active and name ilike '%abc%' order by created_at desc limit 15`);
console.log('\nplan of the name search:');
for (const row of (plan as unknown as { rows: Record<string, string>[] }).rows) console.log(`  ${Object.values(row)[0]}`);
await database.close();
