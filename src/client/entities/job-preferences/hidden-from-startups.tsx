import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EyeOff, X } from 'lucide-react';
import { useId, useState } from 'react';
import { HIDDEN_FROM_MAX, type HiddenFrom } from '../../../shared/talent';
import { Input } from '../../components/field';
import { api, unwrap } from '../../lib/api';
import { failureText } from '../../lib/failure';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';

// "Hide from these startups": the member names startups (their current employer, say) whose
// founders never find them among candidates nor may invite them. Each member's own list.

function useHiddenFrom() {
  return useQuery({
    queryKey: queryKeys.talent.hiddenFrom,
    queryFn: () => unwrap(api.talent['hidden-from'].$get()).then((r) => r.items),
  });
}

function useSetHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ startupId, hide }: { startupId: string; name: string; hide: boolean }) => {
      const param = { startupId };
      return unwrap(
        hide
          ? api.talent['hidden-from'][':startupId'].$put({ param })
          : api.talent['hidden-from'][':startupId'].$delete({ param }),
      );
    },
    onSuccess: (answer: HiddenFrom, { name, hide }) => {
      queryClient.setQueryData(queryKeys.talent.hiddenFrom, answer.items);
      toast.success(hide ? `Hidden from ${name}` : `Shown to ${name} again`);
    },
    onError: (error) => toast.error(failureText(error, 'Failed to save. Please try again.')),
  });
}

/** Startups by name, from the public listing, once two letters are typed. */
function useStartupSearch(text: string) {
  const search = useDebouncedValue(text.trim(), 250);
  return useQuery({
    queryKey: queryKeys.talent.startupSearch(search),
    enabled: search.length >= 2,
    queryFn: () => unwrap(api.startups.$get({ query: { search } })).then((r) => r.items.slice(0, 6)),
    staleTime: 30_000,
  });
}

export function HiddenFromStartups() {
  const hidden = useHiddenFrom();
  const setHidden = useSetHidden();
  const [text, setText] = useState('');
  const found = useStartupSearch(text);
  const id = useId();
  const hiddenIds = new Set(hidden.data?.map((h) => h.startupId));
  const isFull = (hidden.data?.length ?? 0) >= HIDDEN_FROM_MAX;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 border-t border-slate-200 pt-5">
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <EyeOff className="size-4 text-slate-500" aria-hidden /> Hide from these startups
      </h3>
      <p className="mt-1 text-xs text-slate-500">
        Their founders won't find you among candidates or invite you, such as your current employer.
      </p>
      {hidden.data && hidden.data.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Startups you hide from">
          {hidden.data.map((h) => (
            <li
              key={h.startupId}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm font-medium text-slate-800"
            >
              {h.name}
              <button
                type="button"
                className="relative inline-flex size-7 items-center justify-center rounded-full after:absolute after:-inset-2 after:content-[''] hover:bg-slate-200"
                aria-label={`Stop hiding from ${h.name}`}
                onClick={() => setHidden.mutate({ startupId: h.startupId, name: h.name, hide: false })}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 max-w-sm">
        <label htmlFor={`${id}-search`} className="sr-only">
          Find a startup to hide from
        </label>
        <Input
          id={`${id}-search`}
          type="search"
          value={text}
          disabled={isFull}
          placeholder={isFull ? `At most ${HIDDEN_FROM_MAX} startups` : 'Find a startup by name…'}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
        />
        {text.trim().length >= 2 && found.data && (
          <ul className="mt-2 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200" aria-label="Startups found">
            {found.data.length === 0 && <li className="px-3 py-2 text-sm text-slate-500">No startup by that name</li>}
            {found.data.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  disabled={hiddenIds.has(s.id)}
                  className="flex min-h-11 w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50 disabled:text-slate-400"
                  onClick={() => {
                    setHidden.mutate({ startupId: s.id, name: s.name, hide: true });
                    setText('');
                  }}
                >
                  <span className="font-medium">{s.name}</span>
                  <span className="text-xs font-semibold text-brand-700">
                    {hiddenIds.has(s.id) ? 'Hidden' : 'Hide'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
