import { Rocket } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import {
  MAX_STARTUPS_PER_OWNER,
  STARTUP_LIMIT_MESSAGE,
  STARTUP_LIMIT_TITLE,
  type StartupData,
} from '../../../shared/startups';
import { Button } from '../../components/button';
import { FormSkeleton } from '../../components/skeleton';
import { EmptyState } from '../../components/states';
import { ApiError } from '../../lib/api';
import { failureText } from '../../lib/failure';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMyStartups } from './api/get-startup';
import { useSaveStartup } from './api/save-startup';
import { clearDraft, loadDraft } from './components/startup-draft';
import { StartupForm } from './components/startup-form';

/** /post-startup: the two-step wizard, or the limit notice for an owner of three. */
export default function PostStartupPage() {
  useDocumentTitle('Post Your Startup');
  const navigate = useNavigate();
  const mine = useMyStartups();
  const save = useSaveStartup();
  const [error, setError] = useState<string | null>(null);
  const [isAtLimit, setIsAtLimit] = useState(false);
  // The page is for signed-in members only (its route guard); the draft is this member's.
  const userId = useSession().user?.id;
  const [draft] = useState(() => (userId ? loadDraft(userId) : null));

  if (mine.isPending) return <FormSkeleton label="Loading..." />;
  if (isAtLimit || (mine.data?.length ?? 0) >= MAX_STARTUPS_PER_OWNER) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <EmptyState
          icon={Rocket}
          title={STARTUP_LIMIT_TITLE}
          text={STARTUP_LIMIT_MESSAGE}
          action={
            <Button asChild>
              <Link to="/dashboard">Go to Dashboard</Link>
            </Button>
          }
        />
      </div>
    );
  }

  async function onSubmit(data: StartupData) {
    setError(null);
    try {
      const startup = await save.mutateAsync(data);
      if (userId) clearDraft(userId);
      toast.success(`${data.name} is live!`);
      // To the new startup's page, where its founder is asked for a first position;
      // in place of the wizard, so that Back does not return to a form already sent.
      await navigate(`/startup/${encodeURIComponent(startup.slug)}`, { replace: true });
    } catch (e) {
      if (e instanceof ApiError && e.code === 'STARTUP_LIMIT') return setIsAtLimit(true);
      setError(
        e instanceof ApiError && (e.status === 0 || e.status === 401)
          ? failureText(e)
          : e instanceof ApiError && (e.status === 400 || e.status === 409)
            ? e.message
            : 'Failed to create startup',
      );
    }
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Post Your Startup</h1>
      <p className="mt-1 text-slate-600">Two short steps. Your progress is saved in this browser as you type.</p>
      <div className="mt-6">
        <StartupForm
          mode="create"
          defaults={draft?.values ?? {}}
          initialStep={draft?.step ?? 1}
          onSubmit={onSubmit}
          error={error}
        />
      </div>
    </div>
  );
}
