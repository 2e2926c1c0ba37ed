import { CalendarDays, Compass, Target } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TeamMember } from '../../../shared/app-config';
import { marketingPages } from '../../../shared/marketing';
import { GithubIcon, LinkedinIcon, XIcon } from '../../components/brand-icons';
import { Tabs, TabsContent, TabsList } from '../../components/tabs';
import { clientConfig } from '../../lib/client-config';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHero, PageSection } from './components/page-hero';
import { exampleTeam, journey, portraitTints, purpose, type JourneyStep } from './content/about';

/** /about: the team (TEAM_MEMBERS, else the example team), the mission and vision, and the journey so far. */
export default function AboutPage() {
  useDocumentTitle(marketingPages['/about'].title);
  const team = clientConfig.team ?? exampleTeam;
  return (
    <>
      <PageHero eyebrow="About Us" title="Built by founders, for founders">
        We are a small, remote team that has hired for startups, joined startups and backed them. We are building the
        place we wished we had.
      </PageHero>
      {team.length > 0 && (
        <PageSection id="team-title" title="Meet the team" intro="Select a portrait to read more about each of us.">
          {/* Rows of up to three, a short last row centred: a team may be any size. */}
          <ul className="flex flex-wrap justify-center gap-6">
            {team.map((member, index) => (
              <TeamCard key={member.name} member={member} tint={portraitTints[index % portraitTints.length]!} />
            ))}
          </ul>
          <p className="mt-10 text-center leading-loose text-slate-600">
            Want to talk to us? Write to{' '}
            <a
              href={`mailto:${clientConfig.contactEmail}`}
              className="py-2 font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {clientConfig.contactEmail}
            </a>{' '}
            or use the{' '}
            <Link to="/contact" className="py-2 font-medium text-brand-700 underline-offset-2 hover:underline">
              contact form
            </Link>
            .
          </p>
        </PageSection>
      )}
      <PageSection id="purpose-title" title="Our purpose" isShaded>
        <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          <PurposeCard icon={<Target className="size-6" aria-hidden />} title="Mission" text={purpose.mission} />
          <PurposeCard icon={<Compass className="size-6" aria-hidden />} title="Vision" text={purpose.vision} />
        </div>
      </PageSection>
      <PageSection id="journey-title" title="Our journey" intro="How the platform came to be, one milestone at a time.">
        <Journey />
      </PageSection>
    </>
  );
}

function TeamCard({ member, tint }: { member: TeamMember; tint: string }) {
  // Only the networks this person has an address on: a link to a bare home page helps nobody.
  const socials = [
    { href: member.linkedin, label: 'LinkedIn', Icon: LinkedinIcon },
    { href: member.github, label: 'GitHub', Icon: GithubIcon },
    { href: member.x, label: 'X', Icon: XIcon },
  ].filter((social) => social.href);
  const initials = member.name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 3);
  return (
    <li className="w-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]">
      {/* The bio covers the portrait on hover, and on focus, which a tap or the keyboard gives it. */}
      <div
        tabIndex={0}
        role="group"
        className="group relative aspect-[4/3] cursor-pointer outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        aria-label={`${member.name}, ${member.role}`}
      >
        {member.photoUrl ? (
          <img
            src={member.photoUrl}
            alt={`Portrait of ${member.name}`}
            width={400}
            height={300}
            className="size-full object-cover"
          />
        ) : (
          <div
            role="img"
            aria-label={`Portrait of ${member.name}`}
            className={`grid h-full place-items-center bg-gradient-to-br ${tint}`}
          >
            <span className="text-6xl font-bold tracking-tight text-white/90" aria-hidden>
              {initials}
            </span>
          </div>
        )}
        <div className="absolute inset-0 flex items-center overflow-y-auto bg-slate-900/90 p-6 backdrop-blur-sm opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus:opacity-100">
          <p className="text-sm leading-relaxed text-white">{member.bio}</p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 p-5">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{member.name}</h3>
          <p className="text-sm text-brand-700">{member.role}</p>
        </div>
        {socials.length > 0 && (
          <div className="flex gap-1">
            {socials.map(({ href, label, Icon }) => (
              <a
                key={label}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="grid size-11 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                aria-label={`${member.name} on ${label}`}
              >
                <Icon className="size-4" />
              </a>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}

function PurposeCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <article className="rounded-2xl bg-gradient-to-br from-brand-50 to-white p-8 ring-1 ring-brand-100">
      <span className="grid size-12 place-items-center rounded-xl bg-brand-600 text-white">{icon}</span>
      <h3 className="mt-5 text-2xl font-bold text-slate-900">{title}</h3>
      <p className="mt-3 max-w-prose leading-relaxed text-slate-700">{text}</p>
    </article>
  );
}

function Journey() {
  const [selected, setSelected] = useState<JourneyStep['value']>('idea');
  return (
    <Tabs
      value={selected}
      onValueChange={(value) => setSelected(value as JourneyStep['value'])}
      className="mx-auto max-w-3xl"
    >
      <TabsList label="Milestones" tabs={journey.map((step) => ({ value: step.value, label: step.label }))} />
      {journey.map((step) => (
        <TabsContent
          key={step.value}
          value={step.value}
          className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
            <CalendarDays className="size-4" aria-hidden /> {step.date}
          </p>
          <h3 className="mt-2 text-2xl font-bold text-slate-900">{step.title}</h3>
          <p className="mt-3 max-w-prose leading-relaxed text-slate-700">{step.text}</p>
          <ul className="mt-5 space-y-2">
            {step.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-700">
                <span className="mt-2 size-2 shrink-0 rounded-full bg-accent-400" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        </TabsContent>
      ))}
    </Tabs>
  );
}
