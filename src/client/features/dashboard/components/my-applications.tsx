import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ANSWER_LABELS, type MyApplication } from '../../../../shared/applications';
import { Badge, applicationTone } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { EmptyState, ErrorState, Spinner } from '../../../components/states';
import { failureText } from '../../../lib/failure';
import { ResumeButton } from './resume-button';
import { useMyApplications } from '../api/dashboard-api';

export function MyApplications() {
  const { data, isPending, error, isFetching, refetch } = useMyApplications();
  const [open, setOpen] = useState<MyApplication | null>(null);
  if (isPending) return <Spinner label="Loading applications..." />;
  if (error) return <ErrorState message="Failed to load your applications. Please try again." detail={failureText(error, '')} isRetrying={isFetching} onRetry={() => void refetch()} />;
  if (data.length === 0) {
    return <EmptyState icon={Inbox} title="No Applications Yet" text="When you apply to a position, you can follow it here." action={<Button asChild><Link to="/startups">Browse Startups</Link></Button>} />;
  }
  return (
    <>
      <ul className="space-y-3" aria-label="My applications">
        {data.map((application) => (
          <li key={application.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-center gap-3">
              <img src={application.startupLogoUrl} alt="" width={44} height={44} className="size-11 rounded-xl object-cover ring-1 ring-slate-200" />
              <div>
                <Link to={`/startup/${encodeURIComponent(application.startupSlug)}`} className="font-semibold text-slate-900 hover:text-brand-700">{application.startupName}</Link>
                <p className="text-sm text-slate-600">{application.jobTitle}</p>
              </div>
            </div>
            <div className="flex items-center gap-3">
              <Badge tone={applicationTone[application.status]}>{application.status}</Badge>
              <Button variant="secondary" size="sm" onClick={() => setOpen(application)}>Details</Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={!!open} onOpenChange={(v) => !v && setOpen(null)} title={open ? `${open.jobTitle} at ${open.startupName}` : ''} className="max-w-lg">
        {open && (
          <dl className="space-y-4 text-sm">
            <div><dt className="font-semibold text-slate-800">{ANSWER_LABELS.startupCulture}</dt><dd className="mt-1 whitespace-pre-line text-slate-600">{open.startupCultureAnswer}</dd></div>
            <div><dt className="font-semibold text-slate-800">{ANSWER_LABELS.problemSolving}</dt><dd className="mt-1 whitespace-pre-line text-slate-600">{open.problemSolvingAnswer}</dd></div>
            <div className="flex gap-6">
              <div><dt className="font-semibold text-slate-800">Status</dt><dd className="mt-1"><Badge tone={applicationTone[open.status]}>{open.status}</Badge></dd></div>
              <div><dt className="font-semibold text-slate-800">Applied On</dt><dd className="mt-1 text-slate-600">{new Date(open.createdAt).toLocaleDateString(undefined, { dateStyle: 'long' })}</dd></div>
            </div>
            <ResumeButton applicationId={open.id} />
          </dl>
        )}
      </Dialog>
    </>
  );
}
