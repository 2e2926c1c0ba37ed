import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { JobBoardItem, JobBoardPage } from '../../../../shared/job-board';
import { JobResults, NoJobsFound } from './job-search-results';

// What the board says about a search's matches (decision 059), as the server renders it.

const job = (title: string, isPartialMatch?: boolean): JobBoardItem => ({
  id: crypto.randomUUID(),
  startupId: crypto.randomUUID(),
  title,
  jobType: 'Full-time',
  experienceLevel: 'Senior',
  locationType: 'Remote',
  locationCity: null,
  locationCountry: null,
  remoteScope: 'anywhere',
  remoteCountries: [],
  remoteUtcMin: null,
  remoteUtcMax: null,
  compensationType: 'Equity',
  compensationCurrency: null,
  compensationAmountMin: null,
  compensationAmountMax: null,
  compensationPeriod: null,
  equityMin: null,
  equityMax: null,
  visaSponsorship: false,
  requiredSkills: [],
  createdAt: new Date().toISOString(),
  startup: {
    id: crypto.randomUUID(),
    name: 'Orbit Labs',
    slug: 'orbit-labs',
    logoUrl: '/logo.png',
    verifiedDomain: null,
  },
  ...(isPartialMatch === undefined ? {} : { isPartialMatch }),
});
const search = (overrides: Partial<NonNullable<JobBoardPage['search']>>): NonNullable<JobBoardPage['search']> => ({
  readings: [],
  terms: ['pyhton'],
  match: 'none',
  closest: [],
  ...overrides,
});
const html = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>).replace(/<!-- -->/g, '');

describe('NoJobsFound', () => {
  it('shows the closest positions and says there was no exact match', () => {
    const out = html(<NoJobsFound search={search({ closest: [job('Senior Python Engineer')] })} action={null} />);
    expect(out).toContain('No exact match for “pyhton”.');
    expect(out).toContain('These positions are the closest.');
    expect(out).toContain('Senior Python Engineer');
  });

  it('says nothing was found when nothing is even close', () => {
    const out = html(<NoJobsFound search={search({ terms: ['blockchain'] })} action={null} />);
    expect(out).toContain('No jobs found');
    expect(out).not.toContain('No exact match');
  });
});

describe('JobResults', () => {
  it('puts the positions matching some words under their own heading, after those matching all', () => {
    const out = html(
      <JobResults
        jobs={[job('React Engineer'), job('Frontend Developer', true)]}
        search={search({ terms: ['react', 'developer'], match: 'all' })}
      />,
    );
    expect(out.indexOf('React Engineer')).toBeLessThan(out.indexOf('Matching some of your words'));
    expect(out.indexOf('Matching some of your words')).toBeLessThan(out.indexOf('Frontend Developer'));
  });

  it('says when no position has every word', () => {
    const out = html(
      <JobResults
        jobs={[job('Frontend Developer', true)]}
        search={search({ terms: ['kotlin', 'developer'], match: 'some' })}
      />,
    );
    expect(out).toContain('No position matches all of “kotlin developer”. These match some of the words.');
    expect(out).not.toContain('Matching some of your words');
  });
});
