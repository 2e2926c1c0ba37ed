// Fills an empty, migrated database with `size` startups, 3 jobs each, and their owners (size / 3 users,
// each with a profile), in a handful of set-based statements (generate_series), the same on PostgreSQL
// and PGlite. Values come from the shared catalog, so the database's checks and the app's filters agree.
import {
  brandVoices, compensationTypes, countryCodes, experienceLevels, industries, jobTypes, locationTypes, stages,
} from '../../src/shared/catalog';

/** Runs one statement; both pg's Client/Pool and PGlite's `query` fit. */
export type Exec = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const TABLES = ['users', 'profiles', 'startups', 'jobs'];

/** Repeats each value `weight` times: a uniform pick from the result is a weighted pick. */
function weighted(pairs: [string, number][]): string[] {
  return pairs.flatMap(([value, weight]) => Array<string>(weight).fill(value));
}

const weightOf = (table: Record<string, number>, fallback: number) => (value: string): [string, number] => [value, table[value] ?? fallback];

// A realistic spread: a few popular industries, a long tail, and some "Other" ones typed by the owner.
const industryPick = weighted([
  ...industries.map(weightOf({ 'AI/ML': 8, SaaS: 6, Fintech: 5, 'Health Tech': 4, B2B: 3, Technology: 3, Cybersecurity: 2 }, 1)),
  ['Climate Tech', 1],
  ['Edtech', 1],
]);
const stagePick = weighted(stages.map(weightOf({ Idea: 4, MVP: 4, 'Beta Testing': 2, Preseed: 3, Seed: 2, Scaling: 1 }, 1)));
const countryPick = weighted(countryCodes.map(weightOf({ US: 10, GB: 4, IN: 4, CA: 2, SG: 2, AU: 1, CH: 1, AE: 1 }, 1)));

// Names share words, so a search for "grid" or "health" matches many startups, as in real data.
// 40 x 30 x 25 = 30,000 distinct names (the third word turns with every block of 1,200, so each head+tail
// pair meets every third word); past that a number is added, so names and slugs stay unique.
const nameHeads = [
  'Green', 'Blue', 'Nova', 'Orbit', 'Quantum', 'Bright', 'Deep', 'Swift', 'Open', 'Smart', 'Clear', 'True', 'North', 'Solar',
  'Pixel', 'Cloud', 'Data', 'Hyper', 'Meta', 'Neo', 'Prime', 'Rapid', 'Silver', 'Stellar', 'Urban', 'Vivid', 'Wave', 'Zen',
  'Atlas', 'Beacon', 'Cedar', 'Delta', 'Echo', 'Flux', 'Golden', 'Harbor', 'Iron', 'Jade', 'Kite', 'Lumen',
];
const nameTails = [
  'grid', 'labs', 'works', 'pay', 'health', 'mind', 'stack', 'path', 'forge', 'flow', 'leaf', 'ware', 'scale', 'shift', 'spark',
  'bridge', 'nest', 'loop', 'base', 'wise', 'sense', 'care', 'byte', 'field', 'ly', 'hub', 'core', 'verse', 'tide', 'point',
];
const nameThirds = [
  'Analytics', 'Systems', 'Robotics', 'Health', 'Finance', 'Energy', 'Studio', 'Security', 'Learning', 'Mobility', 'Foods',
  'Logistics', 'Media', 'Networks', 'Bio', 'Cloud', 'Labs', 'Capital', 'Games', 'Travel', 'Retail', 'Space', 'Water', 'Homes', 'AI',
];
const firstNames = ['Ada', 'Ben', 'Chloe', 'David', 'Elena', 'Farah', 'George', 'Hana', 'Ivan', 'Julia', 'Kofi', 'Lena', 'Mateo', 'Nina', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Sam', 'Tara', 'Umar', 'Vera', 'Wei', 'Yara', 'Zane'];
const lastNames = ['Adams', 'Brown', 'Chen', 'Diaz', 'Evans', 'Fischer', 'Garcia', 'Haddad', 'Ito', 'Jones', 'Khan', 'Lopez', 'Meyer', 'Nguyen', 'Okafor', 'Patel', 'Rossi', 'Silva', 'Tanaka', 'Walker'];
const jobTitles = [
  'Backend Engineer', 'Frontend Engineer', 'Full Stack Engineer', 'Product Designer', 'Data Scientist', 'Growth Marketer',
  'Product Manager', 'Sales Lead', 'DevOps Engineer', 'ML Engineer', 'Customer Success Manager', 'Mobile Engineer',
];
const skills = ['TypeScript', 'React', 'PostgreSQL', 'Python', 'Figma', 'Go', 'Kubernetes', 'SQL', 'Sales', 'SEO', 'Rust', 'AWS'];

// Picks the element at a 0-based index from a text[] parameter.
const at = (param: string, index: string) => `(${param}::text[])[1 + ((${index}) % cardinality(${param}::text[]))]`;
const pick = (param: string) => `(${param}::text[])[1 + floor(random() * cardinality(${param}::text[]))::int]`;

export type FillResult = { users: number; startups: number; activeStartups: number; jobs: number; openJobs: number; ms: number };

/**
 * Fills the benchmark's tables. Secondary indexes are dropped first and rebuilt at the end (much faster
 * than maintaining them row by row); whatever indexes the migrations define, they are all rebuilt.
 * Constraint indexes (primary keys, unique constraints) and triggers stay.
 */
export async function fill(exec: Exec, size: number, log: (line: string) => void = () => {}): Promise<FillResult> {
  const started = performance.now();
  const owners = Math.ceil(size / 3);
  const step = async (label: string, text: string, params: unknown[] = []) => {
    const t0 = performance.now();
    await exec(text, params);
    log(`  ${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  };

  const indexes = (await exec(
    `select indexname, indexdef from pg_indexes
     where schemaname = 'public' and tablename = any($1::text[])
       and indexname not in (select conname from pg_constraint where contype in ('p', 'u', 'x'))`,
    [TABLES],
  )).rows as { indexname: string; indexdef: string }[];
  for (const { indexname } of indexes) await exec(`drop index if exists "${indexname}"`);
  await exec('select setseed(0.42)');

  await step(`${owners.toLocaleString('en')} users`, `
    insert into users (id, name, email, email_verified, created_at, updated_at)
    select md5('bench-user-' || i)::uuid, ${at('$1', 'i')} || ' ' || ${at('$2', 'i * 7')}, 'owner' || i || '@bench.test', true, t, t
    from (select i, now() - random() * interval '3 years' as t from generate_series(1, $3::int) i) g`,
  [firstNames, lastNames, owners]);

  await step('profiles', `
    insert into profiles (id, first_name, last_name, phone_number, country, headline, role_type, created_at, updated_at)
    select id, split_part(name, ' ', 1), split_part(name, ' ', 2), '555' || lpad((abs(hashtext(email)) % 10000000)::text, 7, '0'),
           ${pick('$1')}, 'Founder', 'employee', created_at, created_at
    from users where email like '%@bench.test'`,
  [countryPick]);

  // j = 0..size-1; three consecutive startups share an owner (the product's limit is 3 per owner).
  await step(`${size.toLocaleString('en')} startups`, `
    insert into startups (id, owner_id, name, slug, description, logo_url, industry, stage, team_size, country, tagline, brand_voice,
                          mission, story, highlight_text, linkedin_url, website_url, contact_email, active, created_at, updated_at)
    select md5('bench-startup-' || j)::uuid, md5('bench-user-' || (j / 3 + 1))::uuid, name, slug,
           name || ' builds ' || lower(third) || ' tools for ' || industry || ' teams. We help small companies move faster with less busywork, '
             || 'and we are hiring people who care about craft.',
           '/files/logos/bench/' || j || '.png', industry, ${pick('$5')}, 1 + floor(random() ^ 3 * 200)::int, ${pick('$6')},
           'The ' || lower(third) || ' platform for ' || industry, ${pick('$7')},
           'Make ' || lower(third) || ' simple for everyone.',
           repeat('We started ' || name || ' after years of fighting the same problem at work. ', 6),
           'Hiring now', null, case when j % 3 = 0 then 'https://' || slug || '.example.com' end,
           'hello+' || j || '@bench.test', random() > 0.08, t, t
    from (
      select j, head || tail || ' ' || third || suffix as name, lower(head || tail) || '-' || lower(third) || lower(replace(suffix, ' ', '-')) as slug,
             third, industry, t
      from (
        select j, ${at('$1', 'j')} as head, ${at('$2', 'j / 40')} as tail, ${at('$3', 'j % 1200 + j / 1200')} as third,
               case when j >= 30000 then ' ' || (j / 30000 + 1) else '' end as suffix,
               ${pick('$4')} as industry, now() - random() * interval '3 years' as t
        from generate_series(0, $8::int - 1) j
      ) a
    ) b`,
  [nameHeads, nameTails, nameThirds, industryPick, stagePick, countryPick, brandVoices, size]);

  await step(`${(size * 3).toLocaleString('en')} jobs`, `
    insert into jobs (startup_id, title, description, status, is_active, job_type, experience_level, location_type, location_city,
                      location_country, compensation_type, compensation_currency, compensation_amount_min, compensation_amount_max,
                      compensation_period, required_skills, created_at, updated_at)
    select s.id, title, 'Join ' || s.name || ' as our ' || title || '. You will own real problems from day one.',
           ${pick('$2')}, random() > 0.1, ${pick('$3')}, ${pick('$4')}, ${pick('$5')}, null, null,
           comp, case when comp like 'Paid%' then 'USD' end, case when comp like 'Paid%' then 60000 end,
           case when comp like 'Paid%' then 120000 end, case when comp like 'Paid%' then 'Year' end,
           array[${at('$7', 'n')}, ${at('$7', 'n * 5 + 1')}], t, t
    from (
      select s.id, s.name, n, ${pick('$1')} as title, ${pick('$6')} as comp,
             least(now(), s.created_at + random() * interval '60 days') as t
      from startups s cross join generate_series(1, 3) n
    ) s`,
  [jobTitles, weighted([['open', 6], ['closed', 3], ['reposted', 1]]), jobTypes, experienceLevels, locationTypes, compensationTypes, skills]);

  const t0 = performance.now();
  for (const { indexdef } of indexes) await exec(indexdef);
  log(`  ${indexes.length} indexes rebuilt (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  await step('analyze', 'analyze');

  const [counts] = (await exec(`
    select (select count(*) from users)::int as users, (select count(*) from startups)::int as startups,
           (select count(*) from startups where active)::int as active, (select count(*) from jobs)::int as jobs,
           (select count(*) from jobs where status = 'open' and is_active)::int as open`)).rows as {
    users: number; startups: number; active: number; jobs: number; open: number;
  }[];
  return {
    users: counts!.users,
    startups: counts!.startups,
    activeStartups: counts!.active,
    jobs: counts!.jobs,
    openJobs: counts!.open,
    ms: Math.round(performance.now() - started),
  };
}
