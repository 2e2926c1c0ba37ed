import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { forgotPasswordSchema, RESET_RATE_LIMITED } from '../../../shared/auth';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field, Input } from '../../components/field';
import { ApiError, postJson } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /forgot-password: asks for the e-mail and sends a one-time code. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await postJson('/api/auth/email-otp/request-password-reset', { email });
      await navigate(`/reset-password?email=${encodeURIComponent(email)}`);
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 429
          ? RESET_RATE_LIMITED
          : e instanceof Error && e.message
            ? e.message
            : 'Failed to send reset instructions. Please try again.',
      );
    }
  });
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-600">
          <KeyRound className="size-6" aria-hidden />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Forgot your password?</h1>
        <p className="mt-1 text-sm text-slate-600">
          Enter your e-mail and we will send you a 6-digit code to choose a new one.
        </p>
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5" aria-label="Forgot password">
          {error && <Alert>{error}</Alert>}
          <Field label="Email" error={formState.errors.email?.message}>
            {({ id, invalid }) => (
              <Input id={id} type="email" autoComplete="email" aria-invalid={invalid} {...register('email')} />
            )}
          </Field>
          <Button type="submit" size="lg" className="w-full" isLoading={formState.isSubmitting}>
            Send Code
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-600">
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Back to Sign In
          </Link>
        </p>
      </div>
    </div>
  );
}
