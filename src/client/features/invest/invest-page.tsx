import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Briefcase, CheckCircle2, Compass, LineChart, PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  investmentOptions,
  investmentPreferenceKeys,
  votePercent,
  type InvestmentPreference,
  type PollResults,
} from '../../../shared/poll';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { api, unwrap } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormSkeleton } from '../../components/skeleton';
import { queryKeys } from '../../lib/query-keys';

/** /invest: a landing for visitors; the preference poll and its results for signed-in users. */
export default function InvestPage() {
  const { user } = useSession();
  useDocumentTitle('Invest');
  return user ? <Poll /> : <InvestLanding />;
}

function InvestLanding() {
  const cards = [
    {
      icon: Briefcase,
      title: 'Diverse Investment Options',
      text: 'From small crowdfunding tickets to angel rounds: choose how you want to back early-stage teams.',
    },
    {
      icon: Compass,
      title: 'Curated Opportunities',
      text: 'Startups on the platform show their stage, team and traction, so you can find the ones that fit.',
    },
    {
      icon: LineChart,
      title: 'Portfolio Management',
      text: 'Keep track of the startups you follow and back, all in one place. Coming soon.',
    },
  ];
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 px-4 py-20 text-center text-white">
        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold sm:text-5xl">
          Invest in the Next Generation of Startups
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
          Investment features are coming soon. Sign in to tell us how you would like to invest, and help us build them.
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <Button asChild variant="accent" size="lg">
            <Link to="/login">Get Started</Link>
          </Button>
          <Button
            asChild
            variant="secondary"
            size="lg"
            className="bg-white/10 text-white ring-white/30 hover:bg-white/20"
          >
            <Link to="/login">Learn More</Link>
          </Button>
        </div>
      </section>
      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-3">
        {cards.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <Icon className="size-7 text-brand-600" aria-hidden />
            <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
            <p className="mt-2 text-sm text-slate-600">{text}</p>
          </div>
        ))}
      </section>
    </div>
  );
}

function Poll() {
  const queryClient = useQueryClient();
  const poll = useQuery({ queryKey: queryKeys.poll, queryFn: () => unwrap(api.poll.$get()) });
  const [choice, setChoice] = useState<InvestmentPreference | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const vote = useMutation({
    mutationFn: (preference: InvestmentPreference) => unwrap(api.poll.$put({ json: { preference } })),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.poll, data);
      setIsEditing(false);
    },
    onError: () => setError('Failed to submit your preference. Please try again.'),
  });

  if (poll.isPending) return <FormSkeleton label="Loading..." fields={6} />;
  const saved = poll.data?.preference ?? null;
  const isThanks = !!saved && !isEditing;
  const selected = choice ?? saved;

  function submit() {
    setError(null);
    if (!selected) return setError('Please select an option');
    vote.mutate(selected);
  }

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
      <header className="text-center">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Shape the Future of Startup Investment</h1>
        <p className="mx-auto mt-2 max-w-2xl text-slate-600">
          How would you most like to invest in early-stage startups? Your answer decides what we build first.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        {isThanks ? (
          <Card>
            <div className="text-center">
              <PartyPopper className="mx-auto size-10 text-accent-500" aria-hidden />
              <h2 className="mt-3 text-xl font-bold text-slate-900">Thank You for Your Input!</h2>
              <p className="mt-2 text-slate-600">
                You chose <strong>{investmentOptions[saved].title}</strong>.
              </p>
              <Button
                variant="secondary"
                className="mt-5"
                onClick={() => {
                  setChoice(saved);
                  setIsEditing(true);
                }}
              >
                Update Preference
              </Button>
            </div>
          </Card>
        ) : (
          <Card title="Your preference">
            <fieldset className="space-y-3">
              <legend className="sr-only">Investment preference</legend>
              {investmentPreferenceKeys.map((key) => (
                <label
                  key={key}
                  className={cn(
                    'flex cursor-pointer gap-3 rounded-xl p-4 ring-1 ring-inset',
                    selected === key ? 'bg-brand-50 ring-brand-600' : 'ring-slate-200 hover:bg-slate-50',
                  )}
                >
                  <input
                    type="radio"
                    name="preference"
                    value={key}
                    checked={selected === key}
                    onChange={() => {
                      setChoice(key);
                      setError(null);
                    }}
                    className="mt-1 accent-brand-600"
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">{investmentOptions[key].title}</span>
                    <span className="text-sm text-slate-600">{investmentOptions[key].description}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {error && <Alert className="mt-4">{error}</Alert>}
            <Button className="mt-5 w-full" onClick={submit} isLoading={vote.isPending}>
              <CheckCircle2 className="size-4" aria-hidden /> Submit
            </Button>
          </Card>
        )}
        {poll.data && <Results results={poll.data.results} />}
      </div>
    </div>
  );
}

/** A bar per option with its share, one decimal. */
function Results({ results }: { results: PollResults }) {
  return (
    <Card title="Poll results">
      <ul className="space-y-4" aria-label="Poll results">
        {investmentPreferenceKeys.map((key) => {
          const percent = votePercent(results.counts[key], results.total);
          return (
            <li key={key}>
              <div className="flex justify-between text-sm">
                <span className="font-medium text-slate-800">{investmentOptions[key].label}</span>
                <span className="font-semibold text-slate-900">{percent}%</span>
              </div>
              <div className="mt-1.5 h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                <div
                  className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
                  style={{ width: `${percent}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-xs text-slate-500">
        {results.total} {results.total === 1 ? 'vote' : 'votes'} so far
      </p>
    </Card>
  );
}
