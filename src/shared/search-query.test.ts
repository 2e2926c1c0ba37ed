import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_GROUPS, parseSearch, readFilters } from './search-query';
import { withoutWords } from './search-chips';
import { synonymGroups } from './search-words';

const alternatives = (q: string) => parseSearch(q).groups.map((g) => g.alternatives);

describe('parseSearch: words to look for', () => {
  it('keeps each word a group of its own, lower case, without stop words', () => {
    expect(parseSearch('React Developer').groups.map((g) => g.words)).toEqual(['React', 'Developer']);
    expect(alternatives('python jobs in the cloud')).toEqual([['python'], ['cloud']]);
    expect(parseSearch('').groups).toEqual([]);
    expect(parseSearch(undefined).groups).toEqual([]);
    expect(parseSearch('the and of').groups).toEqual([]);
  });

  it('expands abbreviations and spellings from the committed list', () => {
    expect(alternatives('ML')).toEqual([['ml', 'machine learning']]);
    expect(alternatives('machine learning')).toEqual([['ml', 'machine learning']]);
    expect(alternatives('front-end')).toEqual([['front-end', 'frontend', 'front end']]);
    expect(alternatives('Front End engineer')).toEqual([
      ['front-end', 'frontend', 'front end'],
      ['developer', 'engineer', 'programmer', 'dev'],
    ]);
    expect(alternatives('JS TS')).toEqual([
      ['js', 'javascript'],
      ['ts', 'typescript'],
    ]);
    expect(alternatives('backend')).toEqual([['back-end', 'backend', 'back end']]);
    expect(alternatives('devops')).toEqual([['devops', 'dev ops', 'sre', 'site reliability']]);
    expect(alternatives('UX/UI')).toEqual([['ux/ui', 'ux', 'user experience', 'ui', 'user interface']]);
    expect(alternatives('PM')).toEqual([['pm', 'product manager']]);
    expect(alternatives('AI')).toEqual([['ai', 'artificial intelligence']]);
  });

  it('merges two spellings of one thing into one group', () => {
    expect(alternatives('frontend front-end')).toEqual([['front-end', 'frontend', 'front end']]);
    expect(alternatives('rust rust')).toEqual([['rust']]);
  });

  it('keeps what belongs to a word and trims what surrounds it', () => {
    expect(alternatives('(C++), node.js! c#')).toEqual([['c++'], ['node', 'nodejs', 'node.js'], ['c#']]);
  });

  it('takes quoted phrases as one group and -word as a word to leave out', () => {
    const parsed = parseSearch('"data platform" rust -design');
    expect(parsed.groups).toEqual([
      { words: '"data platform"', alternatives: ['data platform'] },
      { words: 'rust', alternatives: ['rust'] },
    ]);
    expect(parsed.excluded).toEqual([{ words: 'design', alternatives: ['design'] }]);
    expect(parseSearch('"machine learning"').groups[0]!.alternatives).toEqual(['ml', 'machine learning']);
  });

  it('counts at most MAX_SEARCH_GROUPS groups', () => {
    expect(parseSearch(Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ')).groups).toHaveLength(
      MAX_SEARCH_GROUPS,
    );
  });

  it('has a committed list where no spelling belongs to two lines', () => {
    const entries = synonymGroups.flat();
    expect(new Set(entries).size).toBe(entries.length);
    for (const entry of entries) expect(entry).toBe(entry.toLowerCase());
  });
});

describe('parseSearch: words read as filters', () => {
  it('reads "remote" (and its other words) as the remote work mode', () => {
    const parsed = parseSearch('remote');
    expect(parsed.groups).toEqual([]);
    expect(parsed.readings).toEqual([{ words: 'remote', label: 'Remote', filter: { locationType: 'Remote' } }]);
    expect(readFilters(parseSearch('Work from home designer'))).toEqual({ locationType: 'Remote' });
    expect(readFilters(parseSearch('hybrid'))).toEqual({ locationType: 'Hybrid' });
    expect(readFilters(parseSearch('on-site'))).toEqual({ locationType: 'On-site' });
  });

  it('reads a country or a city as the place filter', () => {
    expect(parseSearch('python germany').readings).toEqual([
      { words: 'germany', label: 'Germany', filter: { country: 'DE' } },
    ]);
    expect(parseSearch('designer United Kingdom').readings[0]!.filter).toEqual({ country: 'GB' });
    expect(parseSearch('designer UK').readings[0]!.filter).toEqual({ country: 'GB' });
    const berlin = parseSearch('react developer in Berlin');
    expect(berlin.readings).toEqual([
      { words: 'Berlin', label: 'Berlin, Germany', filter: { country: 'DE', city: 'Berlin' } },
    ]);
    expect(berlin.groups.map((g) => g.words)).toEqual(['react', 'developer']);
    expect(parseSearch('new york').readings[0]!.filter).toEqual({ country: 'US', city: 'New York' });
    expect(parseSearch('zurich').readings[0]!.label).toBe('Zurich, Switzerland');
    expect(parseSearch('Bosnia and Herzegovina').readings[0]!.filter).toEqual({ country: 'BA' });
  });

  it('takes "US" as the country only in capitals', () => {
    expect(readFilters(parseSearch('engineer US'))).toEqual({ country: 'US' });
    expect(parseSearch('join us').readings).toEqual([]);
  });

  it('reads remote with a place as where the person may work from', () => {
    const parsed = parseSearch('remote designer germany');
    expect(readFilters(parsed)).toEqual({ locationType: 'Remote', workFrom: 'DE' });
    expect(parsed.readings.map((r) => r.label)).toEqual(['Remote', 'Can work from Germany']);
  });

  it('leaves a word a word when the address already sets that filter', () => {
    const parsed = parseSearch('remote germany', { hasLocationType: true, hasPlace: true });
    expect(parsed.readings).toEqual([]);
    expect(alternatives('remote germany').length).toBe(0);
    expect(parsed.groups.map((g) => g.words)).toEqual(['remote', 'germany']);
  });

  it('reads only the first work mode and the first place; later ones stay words', () => {
    const parsed = parseSearch('remote hybrid berlin london');
    expect(readFilters(parsed)).toEqual({ locationType: 'Remote', workFrom: 'DE' });
    expect(parsed.groups.map((g) => g.words)).toEqual(['hybrid', 'london']);
  });
});

describe('withoutWords', () => {
  it("takes a reading's words out of the search, whatever their case", () => {
    expect(withoutWords('React remote developer', 'remote')).toBe('React developer');
    expect(withoutWords('designer in New  York', 'New York')).toBe('designer in');
    expect(withoutWords('Remote', 'remote')).toBe('');
    // Only the word, not a longer one that starts with it.
    expect(withoutWords('remotely remote', 'remote')).toBe('remotely');
  });
});
