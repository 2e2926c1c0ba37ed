import { CalendarDays, Compass, Target } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { marketingPages } from '../../../shared/marketing';
import { GithubIcon, LinkedinIcon, XIcon } from '../../components/brand-icons';
import { Tabs, TabsContent, TabsList } from '../../components/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHero, PageSection } from './components/page-hero';
import { journey, purpose, team, type JourneyStep, type TeamMember } from './content/about';

/** /about: the team, the mission and vision, and the journey so far (spec 2, "About page"). */
export default function AboutPage() {
  useDocumentTitle(marketingPages['/about'].title);
  return (
    <>
      <PageHero eyebrow="About Us" title="Built by founders, for founders">
        We are a small, remote team that has hired for startups, joined startups and backed them. We are building the place we wished we had.
      </PageHero>
      <PageSection id="team-title" title="Meet the team" intro="Hover over or select a card to read more about each of us.">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((member) => <TeamCard key={member.name} member={member} />)}
        </ul>
      </PageSection>
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

function TeamCard({ member }: { member: TeamMember }) {
  const socials = [
    { href: member.links.linkedin, label: 'LinkedIn', Icon: LinkedinIcon },
    { href: member.links.github, label: 'GitHub', Icon: GithubIcon },
    { href: member.links.x, label: 'X', Icon: XIcon },
  ];
  const initials = member.name.split(' ').map((part) => part[0]).join('');
  return (
    <li className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {/* The bio covers the portrait on hover, and on focus so that keyboard and touch users can read it too. */}
      <div tabIndex={0} role="group" className="group relative aspect-[4/3] outline-none focus-visible:ring-2 focus-visible:ring-brand-500" aria-label={`${member.name}, ${member.role}`}>
        <div role="img" aria-label={`Portrait of ${member.name}`} className={`grid h-full place-items-center bg-gradient-to-br ${member.tint}`}>
          <span className="text-6xl font-bold tracking-tight text-white/90" aria-hidden>{initials}</span>
        </div>
        <div className="absolute inset-0 flex items-center bg-slate-900/90 p-6 backdrop-blur-sm opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus:opacity-100">
          <p className="text-sm leading-relaxed text-white">{member.bio}</p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 p-5">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{member.name}</h3>
          <p className="text-sm text-brand-700">{member.role}</p>
        </div>
        <div className="flex gap-1">
          {socials.map(({ href, label, Icon }) => (
            <a key={label} href={href} target="_blank" rel="noopener noreferrer" className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900" aria-label={`${member.name} on ${label}`}>
              <Icon className="size-4" />
            </a>
          ))}
        </div>
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
    <Tabs value={selected} onValueChange={(value) => setSelected(value as JourneyStep['value'])} className="mx-auto max-w-3xl">
      <TabsList label="Milestones" tabs={journey.map((step) => ({ value: step.value, label: step.label }))} />
      {journey.map((step) => (
        <TabsContent key={step.value} value={step.value} className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
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
