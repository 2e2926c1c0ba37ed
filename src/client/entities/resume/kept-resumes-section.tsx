import { FileText, Lock, Plus } from 'lucide-react';
import { useState } from 'react';
import { KEPT_RESUMES_MAX } from '../../../shared/resumes';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { failureText } from '../../lib/failure';
import { AddResumeForm } from './add-resume-form';
import { useKeptResumes } from './kept-resumes';
import { KeptResumeRow } from './kept-resume-row';

const TITLE = 'My resumes';
const PRIVATE_NOTE = 'Only you can see these. Founders see the one you send with an application.';

/**
 * The member's kept resumes on their own profile: up to three PDFs, each named, one the
 * default that applying offers first; download, rename, make default, remove, and add one.
 */
export function KeptResumes() {
  const query = useKeptResumes();
  const [isAdding, setIsAdding] = useState(false);

  if (query.isPending) {
    return (
      <Card title={TITLE}>
        <div role="status" aria-label="Loading your resumes" className="space-y-3">
          <Skeleton className="h-5 w-56" />
          <Skeleton className="h-14" />
        </div>
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card title={TITLE}>
        <ErrorState
          message="Failed to load your resumes"
          detail={failureText(query.error, '')}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </Card>
    );
  }

  const resumes = query.data;
  const isFull = resumes.length >= KEPT_RESUMES_MAX;
  const addButton = (
    <Button variant="secondary" size="sm" onClick={() => setIsAdding(true)}>
      <Plus className="size-4" aria-hidden /> Add a resume
    </Button>
  );
  return (
    <section
      aria-labelledby="kept-resumes-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-testid="kept-resumes"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="kept-resumes-title" className="text-base font-semibold text-slate-900">
          {TITLE}
        </h2>
        {resumes.length > 0 && !isFull && !isAdding && addButton}
      </div>
      <p className="mt-1 flex items-start gap-1.5 text-xs text-slate-500">
        <Lock className="mt-px size-3.5 shrink-0" aria-hidden /> {PRIVATE_NOTE}
      </p>

      {isAdding && (
        <div className="mt-4">
          <AddResumeForm isFirst={resumes.length === 0} onDone={() => setIsAdding(false)} />
        </div>
      )}

      {resumes.length === 0 && !isAdding && (
        <div className="mt-4">
          <EmptyState
            icon={FileText}
            title="No resumes kept yet"
            text={`Keep up to ${KEPT_RESUMES_MAX} resumes here and apply in one step: your default one is ready when you apply, and you can pick another or upload a new one then.`}
            action={addButton}
          />
        </div>
      )}

      {resumes.length > 0 && (
        <>
          <ul className="mt-4 divide-y divide-slate-100 border-y border-slate-100" aria-label="Your resumes">
            {resumes.map((resume) => (
              <KeptResumeRow key={resume.id} resume={resume} hasOthers={resumes.length > 1} />
            ))}
          </ul>
          <p className="mt-3 text-xs text-slate-500">
            {isFull
              ? `You have ${KEPT_RESUMES_MAX} of ${KEPT_RESUMES_MAX} resumes, the most you can keep. Remove one to add another.`
              : `${resumes.length} of ${KEPT_RESUMES_MAX} resumes. Your default one is offered first when you apply.`}
          </p>
        </>
      )}
    </section>
  );
}
