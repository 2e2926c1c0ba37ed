import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Settings } from '../../../shared/account';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { api, unwrap } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { settingsQuery } from '../../lib/settings-query';
import type { Message } from './settings-messages';

const labels: Record<keyof Settings, string> = {
  emailNotifications: 'E-mail notifications',
  statusUpdates: 'Application status updates by e-mail',
  jobRecommendations: 'Job recommendations',
  followedStartups: 'New positions at startups I follow',
  messageEmails: 'Messages about my applications by e-mail',
  hiringReminders: 'Weekly reminder of applications waiting for my answer',
  applicationDigest: 'Daily e-mail of new applications',
  showProfile: 'Show my profile to other members',
  allowMessages: 'Let candidates write to me first and founders invite me to apply',
};

const hints: Partial<Record<keyof Settings, string>> = {
  jobRecommendations:
    'A weekly e-mail of new jobs that match your profile, only when there are some; includes the e-mails of your job alerts.',
  followedStartups: 'An e-mail when a startup you follow posts a position. The notification bell shows it either way.',
  messageEmails:
    'An e-mail when a founder or a candidate writes to you about an application. The notification bell shows it either way.',
  hiringReminders:
    'For founders: at most one e-mail a week listing applications that have waited more than seven days.',
  applicationDigest:
    'For founders: one e-mail a day listing the applications received since the last one, only when there are some. The notification bell shows each one either way.',
  showProfile: 'When off, other members see only your name and photo; founders you apply to still see your profile.',
  // All the setting covers (decisions 019, 038 and 060): messages exist only inside an application, and
  // the founder's side of them is closed; invitations to apply are refused.
  allowMessages:
    'Members write to each other only about an application. When off, founders cannot invite you to apply to their positions, and a candidate who applied to your startup can answer you but not write first. Founders of startups you apply to can always write to you.',
};

/** Settings → Preferences: the stored e-mail and privacy switches, saved together. */
export function Preferences() {
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQuery);
  const [draft, setDraft] = useState<Settings | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const save = useMutation({
    mutationFn: (value: Settings) => unwrap(api.account.settings.$put({ json: value })),
    onSuccess: (_result, value) => {
      // The job alerts tab says whether alerts are paused: it reads the saved settings.
      queryClient.setQueryData(queryKeys.settings, value);
      setMessage({ tone: 'success', text: 'Settings saved successfully.' });
    },
    onError: () => setMessage({ tone: 'error', text: 'Failed to save settings. Please try again.' }),
  });
  const value = draft ?? settings.data;
  if (!value) return <p className="text-sm text-slate-500">Loading settings...</p>;
  return (
    <div className="space-y-3">
      {(Object.keys(labels) as (keyof Settings)[]).map((key) => (
        <label key={key} className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
            checked={value[key]}
            onChange={(e) => setDraft({ ...value, [key]: e.target.checked })}
          />
          <span>
            {labels[key]}
            {hints[key] && <span className="mt-0.5 block text-xs text-slate-500">{hints[key]}</span>}
          </span>
        </label>
      ))}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button className="mt-2" onClick={() => save.mutate(value)} isLoading={save.isPending}>
        Save
      </Button>
    </div>
  );
}
