import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useAfterSignIn } from '../../lib/sign-in-redirect';
import { signInSchema, type SignInInput } from '../../../shared/auth';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field, Input } from '../../components/field';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { useSignIn } from './api/sign-in';
import { PasskeySignIn } from './passkey-sign-in';
import { SecondFactorStep } from './second-factor-step';
import { PasswordInput } from './password-input';
import { applyServerErrors } from './server-errors';

export function SignInForm() {
  const navigate = useNavigate();
  // Back to the page that asked them to sign in, else the startups.
  const afterSignIn = useAfterSignIn();
  const signIn = useSignIn();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  // The password was right and the authenticator app is on: its code comes next (decision 046).
  const [isAskingCode, setIsAskingCode] = useState(false);
  const signedIn = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.session });
    await navigate(afterSignIn);
  };
  const { register, handleSubmit, setError, formState } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const answer = (await signIn.mutateAsync(input)) as { twoFactorRedirect?: boolean } | null;
      if (answer?.twoFactorRedirect) return setIsAskingCode(true);
      await navigate(afterSignIn);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email', 'password']));
    }
  });

  const { errors } = formState;
  if (isAskingCode) return <SecondFactorStep onSignedIn={signedIn} onCancel={() => setIsAskingCode(false)} />;
  return (
    <div className="space-y-5">
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Sign in">
        {formError && <Alert>{formError}</Alert>}
        <Field label="Email" error={errors.email?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register('email')}
            />
          )}
        </Field>
        <Field label="Password" error={errors.password?.message}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              autoComplete="current-password"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register('password')}
            />
          )}
        </Field>
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" isLoading={formState.isSubmitting}>
          Sign In
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs font-medium uppercase text-slate-500" aria-hidden>
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <PasskeySignIn onSignedIn={signedIn} />
    </div>
  );
}
