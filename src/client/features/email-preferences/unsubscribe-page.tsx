import { MailCheck, MailMinus, MailX, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { UNSUBSCRIBE_LINK_INVALID } from '../../../shared/email-preferences';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ErrorState, Skeleton } from '../../components/states';
import { ApiError } from '../../lib/api';
import { failureText, isTransientFailure } from '../../lib/failure';
import { useSession } from '../../lib/session';
import { openSettings } from '../../lib/settings-dialog';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSetSubscribed, useUnsubscribeState } from './api/unsubscribe';

/** /unsubscribe?token=…: the link at the foot of our e-mails. Works without signing in (decision 018). */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const state = useUnsubscribeState(token);
  const change = useSetSubscribed(token);

  if (!token) return <LinkInvalid message={UNSUBSCRIBE_LINK_INVALID} />;
  if (state.isPending) return <Loading />;
  if (state.isError) {
    if (isTransientFailure(state.error)) {
      return (
        <Page>
          <ErrorState
            message="Failed to load this unsubscribe link."
            detail={failureText(state.error, '')}
            isRetrying={state.isFetching}
            onRetry={() => void state.refetch()}
          />
        </Page>
      );
    }
    // A link refused for what it is (not valid, or its account gone) says why in the answer.
    const isRefused = state.error instanceof ApiError && state.error.status >= 400 && state.error.status < 500;
    return (
      <LinkInvalid message={isRefused ? state.error.message : failureText(state.error, UNSUBSCRIBE_LINK_INVALID)} />
    );
  }

  const { label, isSubscribed, areAllEmailsOff } = state.data;
  const changeError = change.isError ? (
    <Alert className="mt-6 text-left">
      {failureText(change.error, 'Failed to save your choice. Please try again.')}
    </Alert>
  ) : null;
  // This link changes its own kind only; "all e-mails off" is a choice made in Settings, and undone there.
  const allOff = areAllEmailsOff ? (
    <Alert tone="info" className="mt-6 text-left">
      You have turned off all e-mails in Settings, so none reach you now, these included. To get e-mails again, turn on
      “E-mail notifications” in Settings.
    </Alert>
  ) : null;
  if (!isSubscribed) {
    return (
      <Panel icon={MailCheck} tone="success" title="You're unsubscribed." stateKey="unsubscribed">
        <p className="mt-2 text-slate-600">You will no longer receive {label}.</p>
        {allOff}
        {changeError}
        <div className="mt-8 flex flex-col items-center gap-4">
          <Button variant="secondary" isLoading={change.isPending} onClick={() => change.mutate(true)}>
            Subscribe again
          </Button>
          <ManageLink />
        </div>
      </Panel>
    );
  }
  const isBack = change.isSuccess && change.variables === true;
  return (
    <Panel icon={MailMinus} title={`Unsubscribe from ${label}?`} stateKey={isBack ? 'resubscribed' : 'subscribed'}>
      <p className="mt-2 text-slate-600">
        {isBack
          ? areAllEmailsOff
            ? `${label[0]!.toUpperCase()}${label.slice(1)} are on again.`
            : `You're subscribed again: you will receive ${label}.`
          : 'You can subscribe again from here or in Settings at any time.'}
      </p>
      {allOff}
      {changeError}
      <div className="mt-8 flex flex-col items-center gap-4">
        <Button size="lg" isLoading={change.isPending} onClick={() => change.mutate(false)}>
          Unsubscribe
        </Button>
        <ManageLink />
      </div>
    </Panel>
  );
}

function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-lg px-4 py-12 sm:py-20">{children}</div>;
}

/** The card of one state; its heading takes focus when the state changes, so the change is announced. */
function Panel({
  icon: Icon,
  tone = 'brand',
  title,
  stateKey,
  children,
}: {
  icon: LucideIcon;
  tone?: 'brand' | 'success' | 'error';
  title: string;
  stateKey: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstKey = useRef(stateKey);
  useEffect(() => {
    if (stateKey !== firstKey.current) heading.current?.focus();
  }, [stateKey]);
  const tones = {
    brand: 'bg-brand-50 text-brand-600',
    success: 'bg-green-50 text-success',
    error: 'bg-red-50 text-error',
  };
  return (
    <Page>
      <section
        className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-10"
        data-testid="unsubscribe-panel"
        data-state={stateKey}
      >
        <span className={`mx-auto grid size-14 place-items-center rounded-full ${tones[tone]}`}>
          <Icon className="size-7" aria-hidden />
        </span>
        <h1
          ref={heading}
          tabIndex={-1}
          className="mt-5 text-2xl font-bold text-balance text-slate-900 focus:outline-none"
        >
          {title}
        </h1>
        {children}
      </section>
    </Page>
  );
}

function LinkInvalid({ message }: { message: string }) {
  return (
    <Panel icon={MailX} tone="error" title="This link does not work" stateKey="invalid">
      <p role="alert" className="mt-2 text-slate-600">
        {message}
      </p>
      <div className="mt-8 flex flex-col items-center gap-4">
        <ManageLink />
      </div>
    </Panel>
  );
}

/** Settings for a signed-in member; a visitor signs in first and comes back here. */
function ManageLink() {
  const { user } = useSession();
  const location = useLocation();
  const className = 'text-sm font-medium text-brand-700 hover:underline';
  if (user)
    return (
      <button type="button" className={className} onClick={() => openSettings('preferences')}>
        Manage all e-mail settings
      </button>
    );
  return (
    <Link to="/login" state={{ from: location.pathname + location.search }} className={className}>
      Manage all e-mail settings
    </Link>
  );
}

function Loading() {
  return (
    <Page>
      <div
        role="status"
        aria-label="Loading"
        className="flex flex-col items-center rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
      >
        <Skeleton className="size-14 rounded-full" />
        <Skeleton className="mt-5 h-7 w-4/5" />
        <Skeleton className="mt-3 h-5 w-3/5" />
        <Skeleton className="mt-8 h-12 w-36" />
      </div>
    </Page>
  );
}
