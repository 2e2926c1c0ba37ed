import { MailCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { verifyEmailSchema } from '../../../shared/account';
import { Button } from '../../components/button';
import { Input } from '../../components/field';
import { useSession } from '../../lib/session';
import { useResendVerification, useVerifyEmail } from './api/verify-email';

type Message = { tone: 'error' | 'info'; text: string } | null;

/**
 * A quiet bar under the header for a member who has not confirmed their address yet. Everything else
 * works meanwhile; confirming matters for administrator rights and for e-mails: none that the member
 * did not ask for go to an address nobody proved (decision 021), and the bar says so.
 */
export function VerifyEmailNotice() {
  const { user } = useSession();
  if (!user || user.emailVerified) return null;
  return <NoticeBar email={user.email} />;
}

function NoticeBar({ email }: { email: string }) {
  const inputId = useId();
  const messageId = useId();
  const [message, setMessage] = useState<Message>(null);
  const verify = useVerifyEmail();
  const resend = useResendVerification();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not from state: this bar is server-rendered and its code loads on its own,
    // so a code typed before that code has taken the bar over is in the field but in no state.
    const code = String(new FormData(event.currentTarget).get('otp') ?? '');
    const parsed = verifyEmailSchema.safeParse({ otp: code });
    if (!parsed.success) return setMessage({ tone: 'error', text: parsed.error.issues[0]!.message });
    setMessage(null);
    verify.mutate(parsed.data, {
      onSuccess: () => toast.success('Your e-mail address is confirmed.'),
      onError: (error) =>
        setMessage({ tone: 'error', text: error.message || 'Could not confirm the code. Please try again.' }),
    });
  }

  function sendAgain() {
    setMessage(null);
    resend.mutate(undefined, {
      onSuccess: () => setMessage({ tone: 'info', text: `A new code is on its way to ${email}.` }),
      onError: (error) =>
        setMessage({ tone: 'error', text: error.message || 'Could not send a new code. Please try again.' }),
    });
  }

  return (
    <section aria-label="Confirm your e-mail" className="border-b border-brand-100 bg-brand-50/70">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2.5 sm:px-6 md:flex-row md:items-center md:gap-4">
        <p className="flex items-start gap-2 text-sm text-slate-700 md:flex-1">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          <span>
            <strong className="font-semibold text-slate-900">Confirm your e-mail.</strong> Enter the 6-digit code we
            sent to <span className="break-all font-medium text-slate-900">{email}</span>. E-mails about your
            applications, messages and alerts start once you confirm; until then they wait in the bell.
          </span>
        </p>
        <form onSubmit={submit} noValidate className="flex flex-wrap items-center gap-2">
          <label htmlFor={inputId} className="sr-only">
            Verification code
          </label>
          <div className="w-32 shrink-0">
            <Input
              id={inputId}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="123456"
              maxLength={9}
              aria-invalid={message?.tone === 'error' || undefined}
              aria-describedby={message ? messageId : undefined}
              className="h-11 py-1.5 tracking-widest sm:h-9"
            />
          </div>
          <Button type="submit" size="sm" className="h-11 sm:h-9" isLoading={verify.isPending}>
            Verify
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-11 sm:h-9"
            onClick={sendAgain}
            isLoading={resend.isPending}
          >
            Resend code
          </Button>
        </form>
      </div>
      {message && (
        <p
          id={messageId}
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={`mx-auto max-w-7xl px-4 pb-2.5 text-sm sm:px-6 ${message.tone === 'error' ? 'text-error' : 'text-slate-600'}`}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
