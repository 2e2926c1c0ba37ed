import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SessionAnswer } from '../../../shared/session';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TimeZonePicker } from '../../entities/interview/time-zone-picker';
import { browserZone } from '../../entities/interview/viewer-zone';
import { api, unwrap } from '../../lib/api';
import { failureText } from '../../lib/failure';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import type { Message } from './settings-messages';

/** The value of the browser's own zone in the select: saved as null, so a move abroad follows the browser. */
const BROWSER = '';

/** Settings → Preferences: the zone interview times are shown in, the browser's unless chosen. */
export function TimeZoneSetting() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const saved = user?.timeZone ?? BROWSER;
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const selectId = useId();
  const value = draft ?? saved;
  const save = useMutation({
    mutationFn: (timeZone: string | null) => unwrap(api.account['time-zone'].$put({ json: { timeZone } })),
    onSuccess: ({ timeZone }) => {
      // Every time on screen reads the zone from the session: they change at once.
      queryClient.setQueryData<SessionAnswer>(queryKeys.session, (old) =>
        old?.user ? { user: { ...old.user, timeZone } } : old,
      );
      setDraft(null);
      setMessage({ tone: 'success', text: 'Time zone saved.' });
    },
    onError: (error) =>
      setMessage({ tone: 'error', text: failureText(error, 'Failed to save the time zone. Please try again.') }),
  });
  return (
    <section aria-labelledby={`${selectId}-title`} className="space-y-3 border-b border-slate-200 pb-5">
      <div>
        <h3 id={`${selectId}-title`} className="font-semibold text-slate-900">
          Time zone
        </h3>
        <p className="text-sm text-slate-600">
          Interview times are shown in{' '}
          <span className="font-medium text-slate-800">
            {user?.timeZone
              ? user.timeZone.replaceAll('_', ' ')
              : `your browser's: ${browserZone().replaceAll('_', ' ')}`}
          </span>
          .
        </p>
      </div>
      <label htmlFor={selectId} className="sr-only">
        Time zone
      </label>
      <TimeZonePicker
        id={selectId}
        value={value}
        onChange={(zone) => {
          setDraft(zone);
          setMessage(null);
        }}
        extraOptions={[{ value: BROWSER, label: `Your browser's: ${browserZone().replaceAll('_', ' ')}` }]}
      />
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button
        variant="secondary"
        disabled={value === saved}
        isLoading={save.isPending}
        onClick={() => save.mutate(value === BROWSER ? null : value)}
      >
        Set time zone
      </Button>
    </section>
  );
}
