import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RESET_CODE_INVALID, resetPasswordSchema, type ResetPasswordInput } from '../../../shared/auth';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field, Input } from '../../components/field';
import { ApiError, postJson } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PasswordInput } from './password-input';

/** /reset-password?email=: the code and the new password twice; then /login after 3 seconds. */
export default function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = params.get('email') ?? '';
  const [error, setError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const { register, handleSubmit, formState } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email, otp: '', password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => void navigate('/login'), 3000);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  const onSubmit = handleSubmit(async (input) => {
    setError(null);
    try {
      await postJson('/api/auth/email-otp/reset-password', input);
      setIsDone(true);
    } catch (e) {
      const isCodeError = e instanceof ApiError && e.status === 400 && !e.fields;
      setError(
        isCodeError ? RESET_CODE_INVALID : e instanceof Error && e.message ? e.message : 'Failed to reset password',
      );
    }
  });

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        {isDone ? (
          <div role="status" className="text-center">
            <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold text-slate-900">Password updated</h1>
            <p className="mt-2 text-slate-600">Taking you to sign in...</p>
          </div>
        ) : (
          <>
            <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-600">
              <KeyRound className="size-6" aria-hidden />
            </span>
            <h1 className="mt-4 text-2xl font-bold text-slate-900">Choose a new password</h1>
            <p className="mt-1 text-sm text-slate-600">
              {email ? (
                <>
                  We sent a 6-digit code to <strong>{email}</strong>.
                </>
              ) : (
                'Enter the code from your e-mail.'
              )}
            </p>
            <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5" aria-label="Reset password">
              {error && <Alert>{error}</Alert>}
              {!email && (
                <Field label="Email" error={errors.email?.message}>
                  {({ id }) => <Input id={id} type="email" {...register('email')} />}
                </Field>
              )}
              <Field label="Verification code" error={errors.otp?.message}>
                {({ id, invalid }) => (
                  <Input
                    id={id}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    aria-invalid={invalid}
                    {...register('otp')}
                  />
                )}
              </Field>
              <Field label="New password" error={errors.password?.message}>
                {({ id, invalid }) => (
                  <PasswordInput id={id} autoComplete="new-password" aria-invalid={invalid} {...register('password')} />
                )}
              </Field>
              <Field label="Confirm new password" error={errors.confirmPassword?.message}>
                {({ id, invalid }) => (
                  <PasswordInput
                    id={id}
                    autoComplete="new-password"
                    aria-invalid={invalid}
                    {...register('confirmPassword')}
                  />
                )}
              </Field>
              <Button type="submit" size="lg" className="w-full" isLoading={formState.isSubmitting}>
                Reset Password
              </Button>
            </form>
            <p className="mt-6 text-center text-sm text-slate-600">
              <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
                Send a new code
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
