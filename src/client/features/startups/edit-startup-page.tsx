import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { brandVoices, industries, OTHER } from '../../../shared/catalog';
import type { StartupData, StartupDetail, StartupInput } from '../../../shared/startups';
import { Button } from '../../components/button';
import { EmptyState, ErrorState } from '../../components/states';
import { ApiError } from '../../lib/api';
import { failureText } from '../../lib/failure';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOwnStartup } from '../../entities/startup/own-startup';
import { useSaveStartup } from './api/save-startup';
import { StartupForm } from './components/startup-form';
import { VerifyDomainPanel } from './components/verify-domain-panel';
import { FormSkeleton } from '../../components/skeleton';

function toFormValues(startup: StartupDetail): Partial<StartupInput> {
  const isKnownIndustry = (industries as readonly string[]).includes(startup.industry);
  const isKnownVoice = (brandVoices as readonly string[]).includes(startup.brandVoice);
  return {
    name: startup.name,
    logoUrl: startup.logoUrl,
    description: startup.description,
    stage: startup.stage as StartupInput['stage'],
    industry: (isKnownIndustry ? startup.industry : OTHER) as StartupInput['industry'],
    customIndustry: isKnownIndustry ? '' : startup.industry,
    teamSize: startup.teamSize,
    country: startup.country as StartupInput['country'],
    tagline: startup.tagline,
    brandVoice: (isKnownVoice ? startup.brandVoice : OTHER) as StartupInput['brandVoice'],
    customBrandVoice: isKnownVoice ? '' : startup.brandVoice,
    mission: startup.mission,
    story: startup.story,
    highlightText: startup.highlightText,
    contactEmail: startup.contactEmail,
    linkedinUrl: startup.linkedinUrl ?? '',
    websiteUrl: startup.websiteUrl ?? '',
  };
}

/** /edit-startup/{id}: the same form, for the owner only. */
export default function EditStartupPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: startup, isPending, error: loadError, isFetching, refetch } = useOwnStartup(id);
  const save = useSaveStartup(id);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(startup ? `Edit ${startup.name}` : 'Edit Startup');

  if (isPending) return <FormSkeleton label="Loading..." fields={7} />;
  if (loadError && !(loadError instanceof ApiError && loadError.status >= 400 && loadError.status < 500)) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState
          message="Failed to load startup details"
          detail={failureText(loadError, '')}
          isRetrying={isFetching}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  if (loadError || !startup) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <EmptyState
          icon={Building2}
          title="Startup not found"
          text="It does not exist, or it is not yours to edit."
          action={
            <Button asChild variant="secondary">
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
      await save.mutateAsync(data);
      toast.success('Startup updated');
      await navigate('/startups');
    } catch (e) {
      // The form keeps what was typed; the message says whether trying again can help.
      if (!(e instanceof ApiError) || e.status >= 500) setError('Failed to save startup details. Please try again.');
      else if (e.status === 0 || e.status === 401) setError(failureText(e));
      else setError(e.status === 400 || e.status === 409 ? e.message : 'Failed to update startup');
    }
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Edit {startup.name}</h1>
      {/* No community figures here: the platform has no real ones to show at this size. */}
      <p className="mt-1 text-slate-600">Change what you need; the card preview shows how it will look.</p>
      <div className="mt-6">
        <StartupForm
          mode="edit"
          defaults={toFormValues(startup)}
          openRoles={startup.openRoles}
          onSubmit={onSubmit}
          error={error}
        />
      </div>
      {/* The saved website's domain: a website typed above counts once saved. */}
      <div className="mt-8 max-w-3xl">
        <VerifyDomainPanel startupId={startup.id} startupName={startup.name} />
      </div>
    </div>
  );
}
