import { countries, countryName, type CountryCode } from './catalog';
import { cities, countryAliases, stopWords, synonymGroups, workModeWords } from './search-words';

// What a typed search asks for (decision 059): words that name a filter ("remote", "Berlin", "Germany")
// become that filter, and the other words become groups of terms, each with its other spellings
// ("ML" or "machine learning"). The server ranks positions by how many groups they match; the page
// shows each filter read from the words as a chip that takes the words out again.

/** One word (or phrase) the person typed, and every way of writing it that counts as a match. */
export type SearchGroup = { words: string; alternatives: string[] };

/** A filter the words were read as: what the chip says, and the filter values it sets. */
export type SearchReading = {
  /** The words as typed, so that removing the chip removes them from the search. */
  words: string;
  label: string;
  filter: {
    locationType?: 'Remote' | 'Hybrid' | 'On-site';
    country?: CountryCode;
    city?: string;
    workFrom?: CountryCode;
  };
};

export type ParsedSearch = {
  /** Words to find: a position matching all of them ranks first, then those matching most. */
  groups: SearchGroup[];
  /** `-word`: positions with it are left out. */
  excluded: SearchGroup[];
  readings: SearchReading[];
};

/** Which filters the address already sets: a word then stays a word to look for, and never overrides them. */
export type SetFilters = { hasLocationType?: boolean; hasPlace?: boolean };

/** At most this many groups count (each is a term of the query), and this many spellings of each. */
export const MAX_SEARCH_GROUPS = 10;
const MAX_PHRASE_WORDS = 4;

/** Lower case without accents, so "Zürich", "zurich" and "ZURICH" are one word. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const synonymsOf = new Map<string, readonly string[]>();
for (const line of synonymGroups) for (const entry of line) synonymsOf.set(entry, line);

type Place = { code: CountryCode; city?: string };
const places = new Map<string, Place>();
for (const country of countries) {
  places.set(fold(country.name), { code: country.code });
  if (country.name.includes('&')) places.set(fold(country.name.replace('&', 'and')), { code: country.code });
}
for (const alias of countryAliases) if (!alias.isCapitalsOnly) places.set(alias.words, { code: alias.code });
for (const city of cities)
  for (const name of [city.name, ...(city.aliases ?? [])]) places.set(fold(name), { code: city.code, city: city.name });
const capitalsOnly = new Map(
  countryAliases.filter((a) => a.isCapitalsOnly).map((a) => [a.words.toUpperCase(), a.code]),
);

const workModes = new Map(workModeWords.map((w) => [w.words, w.locationType]));

/** Trims what surrounds a word but keeps what belongs to it ("c++", "node.js", "c#"). */
const trimWord = (word: string) => word.replace(/^[^\p{L}\p{N}]+/u, '').replace(/[^\p{L}\p{N}+#]+$/u, '');

type Token = { text: string; folded: string; isPhrase: boolean; isExcluded: boolean };

function tokenize(q: string): Token[] {
  const tokens: Token[] = [];
  // A quoted phrase, a word, each maybe with a leading minus (as search engines take them).
  for (const match of q.matchAll(/(-?)"([^"]*)"?|(-?)([^\s,;"]+)/g)) {
    const isQuoted = match[2] !== undefined;
    const raw = isQuoted ? match[2]!.trim().replace(/\s+/g, ' ') : trimWord(match[4]!);
    if (!raw) continue;
    tokens.push({ text: raw, folded: fold(raw), isPhrase: isQuoted, isExcluded: (match[1] || match[3]) === '-' });
  }
  return tokens;
}

/** The words of a search read as filters and as groups of terms. */
export function parseSearch(q: string | undefined, set: SetFilters = {}): ParsedSearch {
  const parsed: ParsedSearch = { groups: [], excluded: [], readings: [] };
  if (!q) return parsed;
  const tokens = tokenize(q);
  let locationType: SearchReading['filter']['locationType'];
  let place: (Place & { words: string }) | undefined;
  const addGroup = (list: SearchGroup[], words: string, alternatives: readonly string[]) => {
    const key = alternatives.join('|');
    if (list.length >= MAX_SEARCH_GROUPS || list.some((g) => g.alternatives.join('|') === key)) return;
    list.push({ words, alternatives: [...alternatives] });
  };

  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    if (token.isPhrase || token.isExcluded) {
      addGroup(
        token.isExcluded ? parsed.excluded : parsed.groups,
        token.isPhrase ? `"${token.text}"` : token.text,
        synonymsOf.get(token.folded) ?? [token.folded],
      );
      i += 1;
      continue;
    }
    // The longest run of plain words that names something: "new york", "machine learning", "work from home".
    let taken = 0;
    for (let length = Math.min(MAX_PHRASE_WORDS, tokens.length - i); length >= 1 && !taken; length -= 1) {
      const run = tokens.slice(i, i + length);
      if (run.some((t) => t.isPhrase || t.isExcluded)) continue;
      const folded = run.map((t) => t.folded).join(' ');
      const words = run.map((t) => t.text).join(' ');
      const mode = workModes.get(folded);
      const named = places.get(folded) ?? (length === 1 ? capitalOnlyPlace(run[0]!.text) : undefined);
      if (mode && !set.hasLocationType && !locationType) {
        locationType = mode;
        parsed.readings.push({ words, label: mode, filter: { locationType: mode } });
      } else if (named && !set.hasPlace && !place) {
        place = { ...named, words };
      } else if (synonymsOf.has(folded)) {
        addGroup(parsed.groups, words, synonymsOf.get(folded)!);
      } else if (length === 1 && folded.includes('/')) {
        // "UX/UI", "AI/ML": the text search keeps such a word whole, so it is found as written or by either part.
        const parts = folded.split('/').filter((part) => part && !stopWords.has(part));
        addGroup(parsed.groups, words, [
          ...new Set([folded, ...parts.flatMap((part) => synonymsOf.get(part) ?? [part])]),
        ]);
      } else if (length === 1) {
        if (!stopWords.has(folded)) addGroup(parsed.groups, words, [folded]);
      } else continue;
      taken = length;
    }
    i += taken || 1;
  }

  if (place) {
    // "Remote" with a place: remote positions a person living there can take (decision 025), rather
    // than positions placed there.
    const isRemote = locationType === 'Remote';
    const country = countryName(place.code);
    parsed.readings.push(
      isRemote
        ? { words: place.words, label: `Can work from ${country}`, filter: { workFrom: place.code } }
        : {
            words: place.words,
            label: place.city ? `${place.city}, ${country}` : country,
            filter: { country: place.code, ...(place.city ? { city: place.city } : {}) },
          },
    );
  }
  return parsed;
}

const capitalOnlyPlace = (text: string): Place | undefined => {
  const code = capitalsOnly.get(text);
  return code ? { code } : undefined;
};

/** The filters all the readings set together. */
export function readFilters(parsed: ParsedSearch): SearchReading['filter'] {
  return Object.assign({}, ...parsed.readings.map((r) => r.filter)) as SearchReading['filter'];
}
