import { ReportLink } from '../../entities/report/report-link';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Building2, Globe, Mail, MapPin, MessageSquareQuote, Pencil, Plus, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { countryName } from '../../../shared/catalog';
import { Avatar } from '../../components/avatar';
import { LinkedinIcon } from '../../components/brand-icons';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FollowButton } from '../../entities/follow/follow-button';
import { ResponseRecordNote } from '../../entities/startup/response-record-note';
import { VerifiedBadge } from '../../entities/startup/verified-badge';
import { EmptyState, ErrorState } from '../../components/states';
import { PageSkeleton } from '../../components/skeleton';
import { ApiError } from '../../lib/api';
import { failureText } from '../../lib/failure';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { PagePrefetch } from '../../lib/prefetch';
import { startupPageKey, startupPageOptions, useStartupBySlug } from './api/get-startup';
import { Positions } from './components/positions';

export const prefetch: PagePrefetch = async (queryClient, { params, searchParams }) => {
  const slug = params.slug ?? '';
  await queryClient.prefetchQuery(startupPageOptions(slug));
  // An old address (the startup was renamed): the server sends the browser to the current one, with the
  // chosen position (?job=, ?apply=) kept.
  const current = queryClient.getQueryData(startupPageKey(slug))?.startup.slug;
  if (current && current !== slug)
    return { redirect: `/startup/${encodeURIComponent(current)}${searchParams.size ? `?${searchParams}` : ''}` };
};

/** /startup/{slug} and /startups/{slug}: one startup's page. */
export default function StartupDetailPage() {
  const { slug = '' } = useParams();
  const { data, isPending, error, isFetching, refetch } = useStartupBySlug(slug);
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { search, hash } = useLocation();
  useDocumentTitle(data?.startup.name ?? 'Startup');

  // An old address (the startup was renamed) or a hand-typed one reached the startup through the
  // server's redirect: show its current address instead, without a history entry for the old one.
  const currentSlug = data?.startup.slug;
  const isOldAddress = !!currentSlug && currentSlug !== slug;
  useEffect(() => {
    if (!data || !isOldAddress) return;
    queryClient.setQueryData(startupPageKey(data.startup.slug), data);
    void navigate(`/startup/${encodeURIComponent(data.startup.slug)}${search}${hash}`, { replace: true });
  }, [data, isOldAddress, navigate, queryClient, search, hash]);

  if (isPending || isOldAddress) return <PageSkeleton label="Loading startup..." />;
  if (error || !data) {
    const backLink = (
      <Button asChild variant="secondary">
        <Link to="/startups">
          <ArrowLeft className="size-4" aria-hidden /> Back to Startups
        </Link>
      </Button>
    );
    if (error instanceof ApiError && error.status === 404) {
      return (
        <div className="mx-auto max-w-xl px-4 py-16">
          <EmptyState icon={Building2} title="Startup not found" action={backLink} />
        </div>
      );
    }
    // Hidden by the moderators: said so, rather than "not found".
    if (error instanceof ApiError && error.status === 410) {
      return (
        <div className="mx-auto max-w-xl px-4 py-16">
          <EmptyState icon={Building2} title="This startup has been removed" text={error.message} action={backLink} />
        </div>
      );
    }
    return (
      <div className="mx-auto max-w-xl space-y-6 px-4 py-16 text-center">
        <ErrorState
          message="Failed to load startup. Please try again."
          detail={failureText(error, 'Failed to load startup details')}
          isRetrying={isFetching}
          onRetry={() => void refetch()}
        />
        {backLink}
      </div>
    );
  }

  const { startup, jobs } = data;
  const ownerName = `${startup.owner.firstName} ${startup.owner.lastName}`.trim();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/startups"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to Startups
        </Link>
        {user?.id !== startup.ownerId && (
          <ReportLink
            itemType="startup"
            itemId={startup.id}
            name={startup.name}
            back={`/startup/${encodeURIComponent(startup.slug)}`}
            label="Report this startup"
          />
        )}
        {user?.id === startup.ownerId && (
          <div className="flex gap-2">
            <Button asChild variant="secondary" size="sm">
              <Link to={`/edit-startup/${startup.id}`}>
                <Pencil className="size-4" aria-hidden /> Edit Startup
              </Link>
            </Button>
            <Button asChild size="sm">
              <Link to={`/jobs/${startup.id}/new`}>
                <Plus className="size-4" aria-hidden /> Add Position
              </Link>
            </Button>
          </div>
        )}
      </div>
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex items-start gap-4">
            <img
              src={startup.logoUrl}
              alt=""
              width={80}
              height={80}
              className="size-20 shrink-0 rounded-2xl object-cover ring-1 ring-slate-200"
            />
            <div>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <h1 className="text-3xl font-bold text-slate-900">{startup.name}</h1>
                <VerifiedBadge domain={startup.verifiedDomain} className="text-sm" />
                {user?.id !== startup.ownerId && <FollowButton startupId={startup.id} startupName={startup.name} />}
              </div>
              <p className="mt-1 text-lg text-slate-700">{startup.tagline}</p>
              <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700">
                  {startup.stage}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Users className="size-4" aria-hidden /> {startup.teamSize} team{' '}
                  {startup.teamSize === 1 ? 'member' : 'members'}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <MapPin className="size-4" aria-hidden /> {countryName(startup.country)}
                </span>
              </div>
            </div>
          </div>
          <Link
            to={`/profile/${startup.owner.id}`}
            className="flex items-center gap-3 rounded-xl p-3 ring-1 ring-slate-200 hover:bg-slate-50"
          >
            <Avatar name={ownerName} src={startup.owner.avatarUrl} size="md" isDecorative />
            <span>
              <span className="block text-xs font-semibold uppercase tracking-wide text-slate-500">Founder</span>
              <span className="font-semibold text-slate-900">{ownerName}</span>
            </span>
          </Link>
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <Card title="About Us">
            <p className="max-w-prose whitespace-pre-line text-slate-700">{startup.description}</p>
          </Card>
          <Card title="Mission & Vision">
            <p className="max-w-prose whitespace-pre-line text-slate-700">{startup.mission}</p>
          </Card>
          <Card title="Our Story">
            <p className="max-w-prose whitespace-pre-line text-slate-700">{startup.story}</p>
          </Card>
        </div>
        <aside>
          <Card title="Quick Info & Contact">
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="text-slate-500">Industry</dt>
                <dd className="font-medium text-slate-900">{startup.industry}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Brand voice</dt>
                <dd className="inline-flex items-center gap-1.5 font-medium text-slate-900">
                  <MessageSquareQuote className="size-4" aria-hidden /> {startup.brandVoice}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">Email</dt>
                <dd>
                  <a
                    href={`mailto:${startup.contactEmail}`}
                    className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 hover:underline"
                  >
                    <Mail className="size-4" aria-hidden /> {startup.contactEmail}
                  </a>
                </dd>
              </div>
              {startup.websiteUrl && (
                <div>
                  <dt className="text-slate-500">Website</dt>
                  <dd>
                    <a
                      href={startup.websiteUrl}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
                    >
                      <Globe className="size-4" aria-hidden /> Website
                    </a>
                  </dd>
                </div>
              )}
              {startup.linkedinUrl && (
                <div>
                  <dt className="text-slate-500">LinkedIn</dt>
                  <dd>
                    <a
                      href={startup.linkedinUrl}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
                    >
                      <LinkedinIcon className="size-4" /> LinkedIn
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </Card>
        </aside>
      </div>

      {jobs.length > 0 && <ResponseRecordNote record={data.responseRecord} className="mb-4" />}
      <Positions
        jobs={jobs}
        applicationStatuses={data.applicationStatuses}
        applicationStages={data.applicationStages}
        startupId={startup.id}
        ownerId={startup.ownerId}
      />
    </div>
  );
}
