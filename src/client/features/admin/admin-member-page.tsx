import { Download, RotateCcw, Trash2, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AUDIT_ACTION_LABELS } from '../../../shared/audit';
import { deviceName } from '../../../shared/device-name';
import { ERASE_MEMBER_WARNING } from '../../../shared/members';
import { paths } from '../../../shared/paths';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { RowsSkeleton } from '../../components/skeleton';
import { ErrorState } from '../../components/states';
import { formatDay, formatDayTime } from '../../lib/dates';
import { failureText } from '../../lib/failure';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { downloadMemberData, useAdminMember, useMemberAction, type MemberAction } from './api/members';

function Fact({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">
        {to ? (
          <Link to={to} className="hover:underline">
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

/** /admin/members/:id (decision 063): what is the member's, and the administrator's actions on the account. */
export default function AdminMemberPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const member = useAdminMember(id);
  const act = useMemberAction(id);
  const [confirming, setConfirming] = useState<MemberAction | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const data = member.data;
  useDocumentTitle(data ? data.member.name : 'Member');

  async function exportData() {
    setIsExporting(true);
    try {
      await downloadMemberData(id);
      toast.success('Data downloaded.');
    } catch (e) {
      toast.error(failureText(e, 'Could not export the data. Please try again.'));
    } finally {
      setIsExporting(false);
    }
  }

  function run(action: MemberAction) {
    act.mutate(action, {
      onSuccess: () => {
        toast.success(
          action === 'suspend' ? 'Member suspended.' : action === 'reinstate' ? 'Member reinstated.' : 'Member erased.',
        );
        if (action === 'erase') void navigate(paths.adminMembers, { replace: true });
      },
      onError: (e) => toast.error(failureText(e, 'That did not work. Please try again.')),
      onSettled: () => setConfirming(null),
    });
  }

  if (member.isPending)
    return (
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <RowsSkeleton label="Loading the member..." rows={4} className="h-20" />
      </div>
    );
  if (!data)
    return (
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <ErrorState
          message="Failed to load this member."
          detail={failureText(member.error, '')}
          isRetrying={member.isFetching}
          onRetry={() => void member.refetch()}
        />
      </div>
    );
  const { member: who } = data;
  const dialogs: Record<MemberAction, { title: string; text: string; confirm: string; isDanger: boolean }> = {
    suspend: {
      title: `Suspend ${who.name}?`,
      text: `${who.name} (${who.email}) is signed out everywhere and cannot sign in; their startups and positions are hidden until you reinstate them.`,
      confirm: 'Suspend member',
      isDanger: true,
    },
    reinstate: {
      title: `Reinstate ${who.name}?`,
      text: `${who.name} may sign in again, and what was hidden with the account is shown again.`,
      confirm: 'Reinstate',
      isDanger: false,
    },
    erase: {
      title: `Erase ${who.name}?`,
      text: `${who.name} (${who.email}): ${ERASE_MEMBER_WARNING}`,
      confirm: 'Erase member',
      isDanger: true,
    },
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={paths.adminMembers} className="text-sm font-medium text-brand-700 hover:underline">
        ← Members
      </Link>
      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h1 className="break-words text-2xl font-bold text-slate-900">{who.name}</h1>
            <p className="break-all text-slate-600">{who.email}</p>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-500">
              {who.isAdmin && <Badge tone="info">Administrator</Badge>}
              {who.suspendedAt && <Badge tone="error">Suspended {formatDay(who.suspendedAt)}</Badge>}
              {!who.emailVerified && <Badge>Unverified address</Badge>}
              <span>Joined {formatDay(who.joinedAt)}</span>
              <Link to={`${paths.adminAudit}?member=${who.id}`} className="font-medium text-brand-700 hover:underline">
                Audit log
              </Link>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" isLoading={isExporting} onClick={() => void exportData()}>
              <Download className="size-4" aria-hidden />
              Export data
            </Button>
            {!who.isAdmin &&
              (who.suspendedAt ? (
                <Button variant="secondary" size="sm" onClick={() => setConfirming('reinstate')}>
                  <RotateCcw className="size-4" aria-hidden />
                  Reinstate
                </Button>
              ) : (
                <Button variant="secondary" size="sm" onClick={() => setConfirming('suspend')}>
                  <UserX className="size-4" aria-hidden />
                  Suspend
                </Button>
              ))}
            {!who.isAdmin && (
              <Button variant="danger" size="sm" onClick={() => setConfirming('erase')}>
                <Trash2 className="size-4" aria-hidden />
                Erase
              </Button>
            )}
          </div>
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Fact label="Startups" value={data.startups.length} />
          <Fact label="Applications sent" value={data.applicationsCount} />
          <Fact label="Reports made" value={data.reportsMade} />
          <Fact
            label="Reports about them"
            value={data.reportsReceived}
            to={data.openReportsReceived ? paths.adminReports : undefined}
          />
        </dl>
      </section>

      <section aria-labelledby="member-startups" className="space-y-3">
        <h2 id="member-startups" className="text-lg font-semibold text-slate-900">
          Startups
        </h2>
        {data.startups.length === 0 ? (
          <p className="text-sm text-slate-600">No startups.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {data.startups.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <Link
                  to={`/startup/${encodeURIComponent(s.slug)}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {s.name}
                </Link>
                <span className="flex gap-2">
                  {!s.active && <Badge>Paused</Badge>}
                  {s.hiddenReason && <Badge tone="warning">Hidden</Badge>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="member-security" className="space-y-3">
        <h2 id="member-security" className="text-lg font-semibold text-slate-900">
          Security events
        </h2>
        {data.securityEvents.length === 0 ? (
          <p className="text-sm text-slate-600">No security events yet.</p>
        ) : (
          <ol className="divide-y divide-slate-200 rounded-2xl bg-white text-sm shadow-sm ring-1 ring-slate-200">
            {data.securityEvents.map((event) => (
              <li key={event.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr_1fr] sm:gap-4">
                <time dateTime={event.at} className="text-slate-500">
                  {formatDayTime(event.at)}
                </time>
                <span className="font-medium text-slate-900">{AUDIT_ACTION_LABELS[event.action]}</span>
                <span className="break-words text-slate-500">
                  {[event.userAgent ? deviceName(event.userAgent) : null, event.ip].filter(Boolean).join(' · ') || '—'}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? dialogs[confirming].title : ''}
        description={confirming ? dialogs[confirming].text : ''}
        confirmLabel={confirming ? dialogs[confirming].confirm : ''}
        isDanger={confirming ? dialogs[confirming].isDanger : false}
        isLoading={act.isPending}
        onConfirm={() => confirming && run(confirming)}
      />
    </div>
  );
}
