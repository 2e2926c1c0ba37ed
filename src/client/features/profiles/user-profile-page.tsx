import { ReportLink } from '../../entities/report/report-link';
import { EyeOff, Lock, Pencil, UserX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { EmptyState, ErrorState } from '../../components/states';
import { ApiError } from '../../lib/api';
import { failureText } from '../../lib/failure';
import { clientConfig } from '../../lib/client-config';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/session';
import type { Profile } from '../../../shared/profiles';
import { useProfile } from './api/get-profile';
import { useOwnerStartups } from './api/get-owner-startups';
import {
  ActivityCard,
  AboutCard,
  ConnectCard,
  SkillsCard,
  StartupsCard,
  figureOf,
  memberSince,
} from './components/profile-cards';
import { ProfileHeader, fullName } from './components/profile-header';
import { PageSkeleton } from '../../components/skeleton';
import { OpenToWorkCard } from '../../entities/job-preferences/preferences-summary';
import { useJobPreferences } from '../../entities/job-preferences/job-preferences';
import { ProfileInviteAction } from '../../entities/invitation/invite-dialog';

function setMetaDescription(text: string) {
  document.querySelector('meta[name="description"]')?.setAttribute('content', text);
}

/** /profile/{id}: another user's profile, for signed-in users only. */
export default function UserProfilePage() {
  const { user } = useSession();
  if (!user) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <EmptyState
          icon={Lock}
          title="Sign in Required"
          text="Please sign in to view user profiles"
          action={
            <Button asChild>
              <Link to="/login">Sign In to Continue</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return <UserProfile />;
}

function UserProfile() {
  const { id = '' } = useParams();
  const { data: profile, isPending, error, isFetching, refetch } = useProfile(id);
  const startups = useOwnerStartups(profile && !profile.isPrivate ? profile.id : undefined);
  // Founders hiring here see what the member is open to; anyone else is refused (403), and sees nothing.
  const preferences = useJobPreferences(profile && !profile.isPrivate ? profile.id : undefined);
  const name = profile ? fullName(profile) : undefined;
  useDocumentTitle(name ?? 'Profile');
  useEffect(() => {
    if (!profile) return;
    setMetaDescription(
      profile.bio ||
        `${fullName(profile)} is on ${clientConfig.platformName}, where startups take off. See their skills and startups.`,
    );
  }, [profile]);

  if (isPending) return <PageSkeleton label="Loading profile..." />;
  if (error || !profile) {
    const backLink = (
      <Button asChild variant="secondary">
        <Link to="/startups">Back to Startups</Link>
      </Button>
    );
    // Hidden by the moderators.
    if (error instanceof ApiError && error.status === 410) {
      return (
        <div className="mx-auto max-w-xl px-4 py-16">
          <EmptyState icon={UserX} title="This profile has been removed" text={error.message} action={backLink} />
        </div>
      );
    }
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return (
        <div className="mx-auto max-w-xl px-4 py-16">
          <EmptyState
            icon={UserX}
            title={error.status === 400 ? 'Invalid profile ID' : 'Profile not found'}
            text="The profile you are looking for does not exist."
            action={backLink}
          />
        </div>
      );
    }
    return (
      <div className="mx-auto max-w-xl space-y-6 px-4 py-16 text-center">
        <ErrorState
          message="Error loading profile"
          detail={failureText(error, 'Failed to load profile details')}
          hint="Please try again later."
          isRetrying={isFetching}
          onRetry={() => void refetch()}
        />
        {backLink}
      </div>
    );
  }

  if (profile.isPrivate) return <PrivateProfile profile={profile} />;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <ProfileHeader
        profile={profile}
        actions={
          profile.isOwn ? (
            <Button asChild variant="secondary">
              <Link to="/profile">
                <Pencil className="size-4" aria-hidden /> Edit Profile
              </Link>
            </Button>
          ) : (
            <ProfileInviteAction candidate={profile} />
          )
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <AboutCard bio={profile.bio} emptyText="No bio available" />
          <SkillsCard skills={profile.skills} emptyText="No skills listed yet" />
          <OpenToWorkCard preferences={preferences.data} />
          <StartupsCard title="Startups" isOwn={false} query={startups} />
        </div>
        <aside className="space-y-6">
          <ConnectCard profile={profile} />
          <ActivityCard
            items={[
              ...figureOf('Active Startups', startups, (list) => String(list.length)),
              { label: 'Member Since', value: memberSince(profile.createdAt) },
            ]}
          />
          {!profile.isOwn && (
            <ReportLink
              itemType="profile"
              itemId={profile.id}
              name={fullName(profile)}
              back={`/profile/${profile.id}`}
              label="Report this profile"
            />
          )}
        </aside>
      </div>
    </div>
  );
}

/** A member who turned off "Show my profile to other members": their name and photo only. */
function PrivateProfile({ profile }: { profile: Profile }) {
  const name = fullName(profile);
  return (
    <div className="mx-auto max-w-xl px-4 py-12 text-center sm:py-16">
      <Avatar name={name} src={profile.avatarUrl} size="lg" className="mx-auto" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{name}</h1>
      <p className="mt-1 text-sm text-slate-500">Member since {memberSince(profile.createdAt)}</p>
      <div className="mt-8">
        <EmptyState
          icon={EyeOff}
          title="This profile is private"
          text={`${profile.firstName} shows their profile only to the founders they apply to.`}
          action={
            <Button asChild variant="secondary">
              <Link to="/startups">Back to Startups</Link>
            </Button>
          }
        />
      </div>
    </div>
  );
}
