import { Globe, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  confirmDomainCodeSchema,
  DNS_TIMEOUT_SECONDS,
  DOMAIN_CODE_MINUTES,
  sendDomainCodeSchema,
  type DnsCheck,
  type DomainVerification,
} from '../../../../shared/domain-verification';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Field, Input } from '../../../components/field';
import { Form, FormMessage } from '../../../components/form';
import { Skeleton } from '../../../components/skeleton';
import { Tabs, TabsContent, TabsList } from '../../../components/tabs';
import { VerifiedBadge } from '../../../entities/startup/verified-badge';
import { formatDay } from '../../../lib/dates';
import { failureText } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { useDomainVerification, useDomainVerificationSteps } from '../api/domain-verification';

// "Verify your domain" on the startup's edit page (decision 047): by a code e-mailed to an
// address at the website's domain, or by a DNS TXT record; what it shows once verified, and that a new
// domain on the website ends it.

type Steps = ReturnType<typeof useDomainVerificationSteps>;

const LAPSE_NOTE = 'Changing your website to another domain removes the badge; you can verify the new one then.';

export function VerifyDomainPanel({ startupId, startupName }: { startupId: string; startupName: string }) {
  const state = useDomainVerification(startupId);
  const steps = useDomainVerificationSteps(startupId);
  // The dashboard's "Verify your domain" links here: land on the panel once it has its height.
  const isLoaded = !!state.data;
  useEffect(() => {
    if (isLoaded && window.location.hash === '#verify-domain')
      document.getElementById('verify-domain')?.scrollIntoView({ block: 'start' });
  }, [isLoaded]);
  return (
    <section
      id="verify-domain"
      aria-labelledby="verify-domain-title"
      className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="verify-domain-title" className="text-xl font-bold text-slate-900">
        Verify your domain
      </h2>
      {state.isPending ? (
        <Skeleton className="mt-4 h-24 w-full" />
      ) : state.error || !state.data ? (
        <Alert className="mt-4">{failureText(state.error, 'Failed to load the verification. Please try again.')}</Alert>
      ) : (
        <PanelBody state={state.data} steps={steps} startupName={startupName} />
      )}
    </section>
  );
}

function PanelBody({ state, steps, startupName }: { state: DomainVerification; steps: Steps; startupName: string }) {
  if (state.verified) {
    return (
      <div className="mt-3 space-y-2 text-sm text-slate-700">
        <p className="flex flex-wrap items-center gap-2">
          <VerifiedBadge domain={state.verified.domain} className="text-sm" />
          <span>
            {startupName} owns <strong>{state.verified.domain}</strong>, proved{' '}
            {state.verified.method === 'email' ? 'by e-mail' : 'by a DNS record'} on {formatDay(state.verified.at)}.
          </span>
        </p>
        <p className="text-slate-600">{LAPSE_NOTE}</p>
      </div>
    );
  }
  if (state.refusal) return <p className="mt-3 text-sm text-slate-600">{state.refusal}</p>;
  const domain = state.websiteDomain!;
  return (
    <div className="mt-2 space-y-4">
      <p className="text-sm text-slate-600">
        Show people that {startupName} is real: prove that you own <strong className="text-slate-900">{domain}</strong>,
        your website's domain. A Verified badge then shows on its card, its page and its positions. {LAPSE_NOTE}
      </p>
      <Tabs defaultValue={state.emailRefusal ? 'dns' : 'email'}>
        <TabsList
          label="How to verify"
          tabs={[
            { value: 'email', label: 'By e-mail' },
            { value: 'dns', label: 'By DNS record' },
          ]}
        />
        <TabsContent value="email" className="pt-4">
          {state.emailRefusal ? (
            <Alert tone="warning">{state.emailRefusal}</Alert>
          ) : (
            <EmailWay state={state} steps={steps} domain={domain} />
          )}
        </TabsContent>
        <TabsContent value="dns" className="pt-4">
          <DnsWay state={state} steps={steps} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function EmailWay({ state, steps, domain }: { state: DomainVerification; steps: Steps; domain: string }) {
  const sentTo = state.pending?.email ?? null;
  const [isChangingAddress, setIsChangingAddress] = useState(false);
  if (sentTo && !isChangingAddress) {
    return (
      <div className="space-y-3">
        <p className="flex items-start gap-2 text-sm text-slate-700" role="status">
          <Mail className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
          <span>
            We sent a 6-digit code to <strong>{sentTo}</strong>. It works for {DOMAIN_CODE_MINUTES} minutes.
          </span>
        </p>
        <Form
          schema={confirmDomainCodeSchema}
          defaultValues={{ code: '' }}
          failureMessage="Failed to check the code. Please try again."
          onSubmit={async ({ code }) => {
            await steps.confirmCode.mutateAsync(code);
            toast.success(`Verified: you own ${domain}`);
          }}
          className="space-y-3"
          aria-label="Enter the code"
        >
          {({ register, formState: { errors, isSubmitting } }) => (
            <>
              <FormMessage />
              <Field label="Code from the e-mail" error={errors.code?.message}>
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    className="max-w-48 tracking-widest"
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    {...register('code')}
                  />
                )}
              </Field>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" isLoading={isSubmitting}>
                  Verify
                </Button>
                <Button type="button" variant="ghost" onClick={() => setIsChangingAddress(true)}>
                  Send a new code
                </Button>
              </div>
            </>
          )}
        </Form>
      </div>
    );
  }
  return (
    <Form
      schema={sendDomainCodeSchema}
      defaultValues={{ email: sentTo ? sentTo.slice(0, sentTo.lastIndexOf('@')) : '' }}
      failureMessage="Failed to send the code. Please try again."
      onSubmit={async ({ email }) => {
        await steps.sendCode.mutateAsync(email);
        setIsChangingAddress(false);
      }}
      className="space-y-3"
      aria-label="Send a code"
    >
      {({ register, formState: { errors, isSubmitting } }) => (
        <>
          <FormMessage />
          <Field
            label={`An address at ${domain}`}
            hint={`Type the part before the @, or a whole address at ${domain} or under it. Not a free mail provider.`}
            error={errors.email?.message}
          >
            {({ id, describedBy, invalid }) => (
              <div className="flex max-w-md items-center gap-2">
                <Input
                  id={id}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="you"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...register('email')}
                />
                <span className="shrink-0 text-sm text-slate-600" aria-hidden>
                  @{domain}
                </span>
              </div>
            )}
          </Field>
          <Button type="submit" isLoading={isSubmitting}>
            Send code
          </Button>
        </>
      )}
    </Form>
  );
}

const checkMessages: Record<Exclude<DnsCheck['result'], 'verified'>, string> = {
  not_found: 'We did not find the record yet. DNS changes can take a while to show: check again in a few minutes.',
  timed_out: `Your domain's DNS servers did not answer within ${DNS_TIMEOUT_SECONDS} seconds. Try again in a moment.`,
  lookup_failed: "We could not look up your domain's DNS. Try again later.",
};

function DnsWay({ state, steps }: { state: DomainVerification; steps: Steps }) {
  const [result, setResult] = useState<DnsCheck['result'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const record = state.pending?.dnsRecord;
  if (!record) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-600">
          Add a TXT record to your domain's DNS, where you manage the domain. We give you its value.
        </p>
        {error && <Alert>{error}</Alert>}
        <Button
          variant="secondary"
          isLoading={steps.showRecord.isPending}
          onClick={() => {
            setError(null);
            steps.showRecord.mutate(undefined, {
              onError: (e) => setError(failureText(e, 'Failed to make the record. Please try again.')),
            });
          }}
        >
          <Globe className="size-4" aria-hidden /> Show the DNS record
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Add this TXT record at your domain (or at the name under it), then check. The value stays the same for a week.
      </p>
      <dl className="grid gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-inset ring-slate-200 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">Type</dt>
        <dd className="font-mono text-slate-900">TXT</dd>
        <dt className="font-medium text-slate-700">Name</dt>
        <dd className="font-mono break-all text-slate-900">
          {record.names[0]} <span className="font-sans text-slate-600">(or</span> {record.names[1]}
          <span className="font-sans text-slate-600">)</span>
        </dd>
        <dt className="font-medium text-slate-700">Value</dt>
        <dd className="font-mono break-all text-slate-900 select-all" data-testid="dns-record-value">
          {record.value}
        </dd>
      </dl>
      {error && <Alert>{error}</Alert>}
      {result && result !== 'verified' && (
        <Alert tone={result === 'not_found' ? 'warning' : 'error'}>{checkMessages[result]}</Alert>
      )}
      <Button
        isLoading={steps.checkDns.isPending}
        onClick={() => {
          setError(null);
          setResult(null);
          steps.checkDns.mutate(undefined, {
            onSuccess: (check) => {
              setResult(check.result);
              if (check.result === 'verified') toast.success(`Verified: you own ${record.names[0]}`);
            },
            onError: (e) => setError(failureText(e, 'Failed to check the record. Please try again.')),
          });
        }}
      >
        Check now
      </Button>
    </div>
  );
}
