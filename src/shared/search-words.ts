import type { CountryCode } from './catalog';

// The words a search knows beyond the text (decision 059): the same terms written several ways, the
// words that mean a work mode, and the cities people name. Small and committed on purpose: each entry
// changes what thousands of searches find, so each is reviewed like code. Lower case; several words
// are a phrase.

/** Each line: ways of writing one thing. A search for any of them finds all of them. */
export const synonymGroups: readonly (readonly string[])[] = [
  ['ml', 'machine learning'],
  ['ai', 'artificial intelligence'],
  ['nlp', 'natural language processing'],
  ['llm', 'large language model'],
  ['front-end', 'frontend', 'front end'],
  ['back-end', 'backend', 'back end'],
  ['full-stack', 'fullstack', 'full stack'],
  ['js', 'javascript'],
  ['ts', 'typescript'],
  ['node', 'nodejs', 'node.js'],
  ['react', 'reactjs', 'react.js'],
  ['vue', 'vuejs', 'vue.js'],
  ['golang', 'go lang'],
  ['k8s', 'kubernetes'],
  ['postgres', 'postgresql'],
  ['devops', 'dev ops', 'sre', 'site reliability'],
  ['ux', 'user experience'],
  ['ui', 'user interface'],
  ['pm', 'product manager'],
  ['qa', 'quality assurance', 'tester'],
  ['hr', 'human resources'],
  ['bizdev', 'business development'],
  ['developer', 'engineer', 'programmer', 'dev'],
  ['ios', 'iphone'],
];

/** Words that mean a location type (the board's `locationType` filter), not text to look for. */
export const workModeWords: readonly { words: string; locationType: 'Remote' | 'Hybrid' | 'On-site' }[] = [
  { words: 'remote', locationType: 'Remote' },
  { words: 'remotely', locationType: 'Remote' },
  { words: 'fully remote', locationType: 'Remote' },
  { words: 'remote-first', locationType: 'Remote' },
  { words: 'work from home', locationType: 'Remote' },
  { words: 'wfh', locationType: 'Remote' },
  { words: 'hybrid', locationType: 'Hybrid' },
  { words: 'on-site', locationType: 'On-site' },
  { words: 'onsite', locationType: 'On-site' },
  { words: 'on site', locationType: 'On-site' },
  { words: 'in office', locationType: 'On-site' },
];

/** Other names of countries than their English name in the catalog. "US" only in capitals: "us" is a word. */
export const countryAliases: readonly { words: string; code: CountryCode; isCapitalsOnly?: boolean }[] = [
  { words: 'usa', code: 'US' },
  { words: 'u.s.', code: 'US' },
  { words: 'u.s.a.', code: 'US' },
  { words: 'us', code: 'US', isCapitalsOnly: true },
  { words: 'america', code: 'US' },
  { words: 'uk', code: 'GB' },
  { words: 'u.k.', code: 'GB' },
  { words: 'britain', code: 'GB' },
  { words: 'great britain', code: 'GB' },
  { words: 'england', code: 'GB' },
  { words: 'scotland', code: 'GB' },
  { words: 'wales', code: 'GB' },
  { words: 'uae', code: 'AE' },
  { words: 'holland', code: 'NL' },
  { words: 'the netherlands', code: 'NL' },
  { words: 'korea', code: 'KR' },
  { words: 'czech republic', code: 'CZ' },
  { words: 'deutschland', code: 'DE' },
];

/** Cities startups hire in: a search that names one asks for positions there. */
export const cities: readonly { name: string; code: CountryCode; aliases?: readonly string[] }[] = [
  { name: 'Berlin', code: 'DE' },
  { name: 'Munich', code: 'DE', aliases: ['münchen'] },
  { name: 'Hamburg', code: 'DE' },
  { name: 'London', code: 'GB' },
  { name: 'Manchester', code: 'GB' },
  { name: 'Edinburgh', code: 'GB' },
  { name: 'Paris', code: 'FR' },
  { name: 'Amsterdam', code: 'NL' },
  { name: 'Barcelona', code: 'ES' },
  { name: 'Madrid', code: 'ES' },
  { name: 'Lisbon', code: 'PT' },
  { name: 'Dublin', code: 'IE' },
  { name: 'Stockholm', code: 'SE' },
  { name: 'Copenhagen', code: 'DK' },
  { name: 'Helsinki', code: 'FI' },
  { name: 'Oslo', code: 'NO' },
  { name: 'Zurich', code: 'CH', aliases: ['zürich'] },
  { name: 'Vienna', code: 'AT' },
  { name: 'Warsaw', code: 'PL' },
  { name: 'Prague', code: 'CZ' },
  { name: 'Tallinn', code: 'EE' },
  { name: 'Milan', code: 'IT' },
  { name: 'Tel Aviv', code: 'IL' },
  { name: 'Dubai', code: 'AE' },
  { name: 'New York', code: 'US', aliases: ['nyc', 'new york city'] },
  { name: 'San Francisco', code: 'US' },
  { name: 'Austin', code: 'US' },
  { name: 'Seattle', code: 'US' },
  { name: 'Boston', code: 'US' },
  { name: 'Los Angeles', code: 'US' },
  { name: 'Chicago', code: 'US' },
  { name: 'Denver', code: 'US' },
  { name: 'Miami', code: 'US' },
  { name: 'Toronto', code: 'CA' },
  { name: 'Vancouver', code: 'CA' },
  { name: 'Montreal', code: 'CA' },
  { name: 'Sydney', code: 'AU' },
  { name: 'Melbourne', code: 'AU' },
  { name: 'Auckland', code: 'NZ' },
  { name: 'Bangalore', code: 'IN', aliases: ['bengaluru'] },
  { name: 'Mumbai', code: 'IN' },
  { name: 'Delhi', code: 'IN' },
  { name: 'Lagos', code: 'NG' },
  { name: 'Nairobi', code: 'KE' },
  { name: 'Cape Town', code: 'ZA' },
  { name: 'São Paulo', code: 'BR', aliases: ['sao paulo'] },
  { name: 'Mexico City', code: 'MX' },
  { name: 'Buenos Aires', code: 'AR' },
  { name: 'Tokyo', code: 'JP' },
  { name: 'Seoul', code: 'KR' },
  { name: 'Hong Kong', code: 'HK' },
];

/**
 * Words that carry no meaning in a search (PostgreSQL's English stop words, which its full-text search
 * drops anyway, and a job search's own: "jobs", "role"), so "python jobs in berlin" asks for Python.
 */
export const stopWords: ReadonlySet<string> = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by can ' +
    'did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if ' +
    'in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own ' +
    'same she should so some such than that the their theirs them themselves then there these they this those through to too under ' +
    'until up very was we were what when where which while who whom why will with you your yours yourself yourselves ' +
    'job jobs role roles position positions opening openings vacancy vacancies career careers'
  ).split(' '),
);
