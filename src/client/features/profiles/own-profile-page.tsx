import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { ErrorState } from '../../components/states';
import { ApiError } from '../../lib/api';
import { failureText } from '../../lib/failure';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMyProfile } from './api/get-profile';
import { useOwnerStartups } from './api/get-owner-startups';
import { useMyApplicationCount } from './api/get-my-application-count';
import { reveal } from '../../lib/reveal';
import {
  ActivityCard,
  AboutCard,
  ConnectCard,
  SkillsCard,
  StartupsCard,
  figureOf,
  memberSince,
} from './components/profile-cards';
import { ProfileForm } from './components/profile-form';
import { ProfileHeader, fullName } from './components/profile-header';
import { ShareButton } from './components/share-button';
import { PageSkeleton } from '../../components/skeleton';
import { OpenToWorkSection } from '../../entities/job-preferences/open-to-work-section';
import { KeptResumes } from '../../entities/resume/kept-resumes-section';

/** /profile: the signed-in user's own profile, in view or edit mode. */
export default function OwnProfilePage() {
  const { data: profile, isPending, error, isFetching, refetch } = useMyProfile();
  const [isEditing, setIsEditing] = useState(false);
  // Saving or cancelling happens at the foot of a long form: the profile it returns to starts at the top.
  const [formsClosed, setFormsClosed] = useState(0);
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (formsClosed > 0) reveal(top.current, 'start');
  }, [formsClosed]);
  const startups = useOwnerStartups(profile?.id);
  const applications = useMyApplicationCount();
  useDocumentTitle(profile ? fullName(profile) : 'Your Profile');

  if (isPending) return <PageSkeleton label="Loading profile..." />;
  if (error || !profile) {
    const message =
      error instanceof ApiError && error.status === 404
        ? 'Profile not found'
        : 'Failed to load profile. Please try refreshing the page.';
    return (
      <div className="mx-auto max-w-md px-4 py-20">
        <ErrorState
          message={message}
          detail={failureText(error, 'Failed to load profile data')}
          isRetrying={isFetching}
          onRetry={() => void refetch()}
          retryLabel="Refresh Page"
        />
      </div>
    );
  }

  return (
    <div ref={top} className="mx-auto max-w-6xl scroll-mt-16 space-y-6 px-4 py-8 sm:px-6">
      {isEditing ? (
        <div className="mx-auto max-w-3xl">
          <ProfileForm
            profile={profile}
            onDone={() => {
              setIsEditing(false);
              setFormsClosed((n) => n + 1);
            }}
          />
        </div>
      ) : (
        <>
          <ProfileHeader
            profile={profile}
            actions={
              <>
                <ShareButton url={`${window.location.origin}/profile/${profile.id}`} />
                <Button onClick={() => setIsEditing(true)}>
                  <Pencil className="size-4" aria-hidden /> Edit Profile
                </Button>
              </>
            }
          />
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <div className="space-y-6">
              <AboutCard bio={profile.bio} emptyText="Add a bio to tell others about yourself" />
              <SkillsCard skills={profile.skills} emptyText="Add skills to showcase your expertise" />
              <OpenToWorkSection profileId={profile.id} />
              {/* Only on the member's own profile: their kept resumes are theirs alone. */}
              <KeptResumes />
              <StartupsCard title="My Startups" isOwn query={startups} />
            </div>
            <aside className="space-y-6">
              <ConnectCard profile={profile} />
              <ActivityCard
                items={[
                  ...figureOf('Applications Sent', applications, String),
                  ...figureOf('Active Startups', startups, (list) => String(list.length)),
                  { label: 'Member Since', value: memberSince(profile.createdAt) },
                ]}
              />
            </aside>
          </div>
        </>
      )}
    </div>
  );
}
