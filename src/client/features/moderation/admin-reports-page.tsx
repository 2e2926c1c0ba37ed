import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EyeOff, Flag, RotateCcw, ShieldCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  REPORT_REASON_LABELS,
  REPORTABLE_ITEM_LABELS,
  HIDDEN_REASON_LABELS,
  type HiddenReason,
  type ReportGroup,
  type ReportReason,
} from '../../../shared/moderation';
import { paths } from '../../../shared/paths';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { RowsSkeleton } from '../../components/skeleton';
import { EmptyState, ErrorState } from '../../components/states';
import { Tabs, TabsList } from '../../components/tabs';
import { api, unwrap } from '../../lib/api';
import { formatWhen } from '../../lib/dates';
import { failureText } from '../../lib/failure';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';

type View = 'open' | 'resolved';
type Decision = { kind: 'hide' | 'dismiss' | 'restore' | 'suspend' | 'reinstate'; group: ReportGroup };

const DECISIONS: Record<
  Decision['kind'],
  {
    title: (g: ReportGroup) => string;
    text: (g: ReportGroup) => string;
    confirm: string;
    isDanger: boolean;
    done: string;
  }
> = {
  hide: {
    title: (g) => `Hide this ${REPORTABLE_ITEM_LABELS[g.itemType]}?`,
    text: (g) =>
      `“${g.title}” disappears from every page, list, search and feed, and ${g.owner.name} is told why. You can restore it later.`,
    confirm: 'Hide',
    isDanger: true,
    done: 'Hidden. The owner has been told why.',
  },
  dismiss: {
    title: () => 'Dismiss these reports?',
    text: (g) =>
      `Nothing is wrong with “${g.title}”. Its reports are closed${g.hidden ? ' and it is shown again' : ''}.`,
    confirm: 'Dismiss reports',
    isDanger: false,
    done: 'Reports dismissed.',
  },
  restore: {
    title: () => 'Show it again?',
    text: (g) => `“${g.title}” will be shown again everywhere.`,
    confirm: 'Restore',
    isDanger: false,
    done: 'Restored.',
  },
  suspend: {
    title: (g) => `Suspend ${g.owner.name}?`,
    text: (g) =>
      `${g.owner.name} (${g.owner.email}) is signed out everywhere and cannot sign in; their startups and positions are hidden until you reinstate them.`,
    confirm: 'Suspend member',
    isDanger: true,
    done: 'Member suspended.',
  },
  reinstate: {
    title: (g) => `Reinstate ${g.owner.name}?`,
    text: (g) => `${g.owner.name} may sign in again, and what was hidden with the account is shown again.`,
    confirm: 'Reinstate',
    isDanger: false,
    done: 'Member reinstated.',
  },
};

/** The reason most reports give, for hiding: the owner is told it. */
const commonest = (group: ReportGroup): ReportReason => group.reasons[0]?.reason ?? 'other';

/** /admin/reports: reported items grouped, the most reported first, and the administrator's decisions. */
export default function AdminReportsPage() {
  useDocumentTitle('Reports');
  const [view, setView] = useState<View>('open');
  const queryClient = useQueryClient();
  const queue = useQuery({
    queryKey: queryKeys.admin.reports(view),
    queryFn: () => unwrap(api.admin.reports.$get({ query: { view } })),
  });
  const [decision, setDecision] = useState<Decision | null>(null);

  const decide = useMutation({
    mutationFn: ({ kind, group }: Decision) => {
      const param = { itemType: group.itemType, itemId: group.itemId };
      if (kind === 'hide')
        return unwrap(
          api.admin.reports[':itemType'][':itemId'].hide.$post({ param, json: { reason: commonest(group) } }),
        );
      if (kind === 'dismiss') return unwrap(api.admin.reports[':itemType'][':itemId'].dismiss.$post({ param }));
      if (kind === 'restore') return unwrap(api.admin.reports[':itemType'][':itemId'].restore.$post({ param }));
      if (kind === 'suspend')
        return unwrap(api.admin.members[':userId'].suspend.$post({ param: { userId: group.owner.id } }));
      return unwrap(api.admin.members[':userId'].reinstate.$post({ param: { userId: group.owner.id } }));
    },
    onSuccess: (_answer, { kind }) => {
      toast.success(DECISIONS[kind].done);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
    },
    onError: (error) => toast.error(failureText(error, 'That did not work. Please try again.')),
    onSettled: () => setDecision(null),
  });

  const items = queue.data?.items ?? [];
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Reports</h1>
          <p className="mt-1 text-sm text-slate-600">
            Items members reported, grouped. An item reported by three members is hidden until you decide.
          </p>
        </div>
        <Link to={paths.adminAudit} className="text-sm font-medium text-brand-700 hover:underline">
          Audit log →
        </Link>
      </div>
      <Tabs value={view} onValueChange={(value) => setView(value as View)}>
        <TabsList
          label="Reports"
          tabs={[
            { value: 'open', label: 'Waiting' },
            { value: 'resolved', label: 'Decided' },
          ]}
        />
      </Tabs>
      {queue.isPending ? (
        <RowsSkeleton label="Loading reports..." rows={3} className="h-40" />
      ) : queue.isError ? (
        <ErrorState
          message="Failed to load reports. Please try again."
          detail={failureText(queue.error, '')}
          isRetrying={queue.isFetching}
          onRetry={() => void queue.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title={view === 'open' ? 'No reports waiting' : 'No decisions yet'}
          text={view === 'open' ? 'When members report something, it shows up here.' : undefined}
        />
      ) : (
        <ul className="space-y-4" aria-label={view === 'open' ? 'Reports waiting' : 'Decided reports'}>
          {items.map((group) => (
            <ReportCard
              key={`${group.itemType}:${group.itemId}`}
              group={group}
              view={view}
              onDecide={(kind) => setDecision({ kind, group })}
            />
          ))}
        </ul>
      )}
      {decision && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDecision(null)}
          title={DECISIONS[decision.kind].title(decision.group)}
          description={DECISIONS[decision.kind].text(decision.group)}
          confirmLabel={DECISIONS[decision.kind].confirm}
          isDanger={DECISIONS[decision.kind].isDanger}
          isLoading={decide.isPending}
          onConfirm={() => decide.mutate(decision)}
        />
      )}
    </div>
  );
}

function ReportCard({
  group,
  view,
  onDecide,
}: {
  group: ReportGroup;
  view: View;
  onDecide(kind: Decision['kind']): void;
}) {
  const noun = REPORTABLE_ITEM_LABELS[group.itemType];
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="report-group">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{noun}</p>
          <h2 className="break-words text-lg font-semibold text-slate-900">
            {group.path ? (
              <Link to={group.path} className="hover:underline">
                {group.title}
              </Link>
            ) : (
              group.title
            )}
          </h2>
          <p className="text-sm text-slate-600">
            by {group.owner.name} · {group.owner.email}
            {group.owner.suspended && (
              <Badge tone="error" className="ml-2">
                Suspended
              </Badge>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="warning" className="normal-case">
            <Flag className="mr-1 size-3.5" aria-hidden />
            {group.count} {group.count === 1 ? 'report' : 'reports'}
          </Badge>
          {group.hidden && (
            <Badge tone="error" className="normal-case">
              <EyeOff className="mr-1 size-3.5" aria-hidden />
              Hidden
              {group.hiddenReason
                ? `: ${HIDDEN_REASON_LABELS[group.hiddenReason as HiddenReason] ?? group.hiddenReason}`
                : ''}
            </Badge>
          )}
        </div>
      </div>
      {group.excerpt && group.itemType === 'message' && (
        <blockquote className="mt-3 whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          {group.excerpt}
        </blockquote>
      )}
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Reasons">
        {group.reasons.map((r) => (
          <li key={r.reason}>
            <Badge className="normal-case">
              {REPORT_REASON_LABELS[r.reason]} × {r.count}
            </Badge>
          </li>
        ))}
      </ul>
      {group.notes.length > 0 && (
        <ul className="mt-3 space-y-2" aria-label="What reporters wrote">
          {group.notes.map((n) => (
            <li key={n.at + n.note} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
              <span className="whitespace-pre-wrap">{n.note}</span>{' '}
              <span className="text-xs text-slate-500">· {formatWhen(n.at)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-slate-500">
        First reported {formatWhen(group.firstReportedAt)} · last {formatWhen(group.lastReportedAt)}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {view === 'open' && (
          <Button variant="danger" size="sm" onClick={() => onDecide('hide')}>
            <EyeOff className="size-4" aria-hidden /> Hide {noun}
          </Button>
        )}
        {view === 'open' && (
          <Button variant="secondary" size="sm" onClick={() => onDecide('dismiss')}>
            Dismiss reports
          </Button>
        )}
        {view === 'resolved' && group.hidden && group.hiddenReason !== 'suspended' && (
          <Button variant="secondary" size="sm" onClick={() => onDecide('restore')}>
            <RotateCcw className="size-4" aria-hidden /> Restore
          </Button>
        )}
        {!group.owner.isAdmin && !group.owner.suspended && (
          <Button variant="ghost" size="sm" onClick={() => onDecide('suspend')}>
            <UserX className="size-4" aria-hidden /> Suspend member
          </Button>
        )}
        {group.owner.suspended && (
          <Button variant="ghost" size="sm" onClick={() => onDecide('reinstate')}>
            Reinstate member
          </Button>
        )}
      </div>
    </li>
  );
}
