import { SearchX } from 'lucide-react';

// What a search of several words found, said the same way on every listing (decisions 059 and 066).

/** The words looked for, as the sentences quote them. */
const quoted = (terms: string[]) => `“${terms.join(' ')}”`;

/** Above the results when none has every word: `these` have some of them ("No position matches all of …"). */
export function SomeWordsNote({ terms, subject }: { terms: string[]; subject: string }) {
  return (
    <p
      role="status"
      className="mb-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200"
    >
      No {subject} matches all of {quoted(terms)}. These match some of the words.
    </p>
  );
}

/** Above the closest results when nothing matches: they are only close. */
export function NoExactMatchNote({ terms, closest }: { terms: string[]; closest: string }) {
  return (
    <div className="mb-4 flex gap-3 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
      <SearchX className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
      <p role="status">
        <span className="font-semibold text-slate-900">No exact match for {quoted(terms)}.</span> These {closest} are
        the closest.
      </p>
    </div>
  );
}
