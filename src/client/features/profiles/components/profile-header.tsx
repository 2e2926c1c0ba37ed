import { Briefcase, GraduationCap, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { countryName } from '../../../../shared/catalog';
import { roleLine, type Profile } from '../../../../shared/profile-text';
import { Avatar } from '../../../components/avatar';

export function fullName(profile: Pick<Profile, 'firstName' | 'lastName'>) {
  return `${profile.firstName} ${profile.lastName}`.trim();
}

/** Cover banner, photo, name, headline, country and role line, with the page's actions. */
export function ProfileHeader({ profile, actions }: { profile: Profile; actions?: ReactNode }) {
  const line = roleLine(profile);
  const RoleIcon = profile.roleType === 'student' ? GraduationCap : Briefcase;
  return (
    <section className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="h-28 bg-gradient-to-r from-brand-700 via-brand-500 to-accent-400 sm:h-40" aria-hidden />
      <div className="px-5 pb-6 sm:px-8">
        <div className="-mt-12 flex flex-col gap-4 sm:-mt-14 sm:flex-row sm:items-end sm:justify-between">
          <Avatar name={fullName(profile)} src={profile.avatarUrl} size="lg" className="ring-4 ring-white" />
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
        <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{fullName(profile)}</h1>
        {profile.headline && <p className="mt-1 text-slate-700">{profile.headline}</p>}
        <div className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
          {countryName(profile.country) && (
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden /> {countryName(profile.country)}
            </span>
          )}
          {line && (
            <span className="inline-flex items-center gap-1.5">
              <RoleIcon className="size-4" aria-hidden /> {line}
            </span>
          )}
        </div>
      </div>
    </section>
  );
}
