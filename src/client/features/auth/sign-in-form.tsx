import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useAfterSignIn } from '../../lib/sign-in-redirect';
import { signInSchema, type SignInInput } from '../../../shared/auth';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field, Input } from '../../components/field';
import { useSignIn } from './api/sign-in';
import { PasswordInput } from './password-input';
import { applyServerErrors } from './server-errors';

export function SignInForm() {
  const navigate = useNavigate();
  // Back to the page that asked them to sign in, else the startups.
  const afterSignIn = useAfterSignIn();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await signIn.mutateAsync(input);
      await navigate(afterSignIn);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email', 'password']));
    }
  });

  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Sign in">
      {formError && <Alert>{formError}</Alert>}
      <Field label="Email" error={errors.email?.message}>
        {({ id, describedBy, invalid }) => (
          <Input id={id} type="email" autoComplete="email" placeholder="you@example.com" aria-describedby={describedBy} aria-invalid={invalid} {...register('email')} />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput id={id} autoComplete="current-password" aria-describedby={describedBy} aria-invalid={invalid} {...register('password')} />
        )}
      </Field>
      <div className="flex justify-end">
        <Link to="/forgot-password" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" isLoading={formState.isSubmitting}>
        Sign In
      </Button>
    </form>
  );
}
