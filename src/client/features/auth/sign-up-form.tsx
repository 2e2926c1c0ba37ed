import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAfterSignIn } from '../../lib/sign-in-redirect';
import { signUpSchema, type SignUpInput } from '../../../shared/auth';
import { countries, dialCode } from '../../../shared/catalog';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field, Input, Select } from '../../components/field';
import { useSignUp } from './api/sign-up';
import { PasswordInput } from './password-input';
import { applyServerErrors } from './server-errors';

const fieldNames = ['firstName', 'lastName', 'email', 'phoneNumber', 'country', 'password'] as const;

export function SignUpForm() {
  const navigate = useNavigate();
  // Back to the page that asked them to sign in (issue 16), else the startups.
  const afterSignIn = useAfterSignIn();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, watch, formState } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', country: 'US', password: '' },
  });
  const country = watch('country');

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await signUp.mutateAsync(input);
      await navigate(afterSignIn);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, fieldNames));
    }
  });

  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Sign up">
      {formError && <Alert>{formError}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName?.message}>
          {({ id, describedBy, invalid }) => (
            <Input id={id} autoComplete="given-name" aria-describedby={describedBy} aria-invalid={invalid} {...register('firstName')} />
          )}
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          {({ id, describedBy, invalid }) => (
            <Input id={id} autoComplete="family-name" aria-describedby={describedBy} aria-invalid={invalid} {...register('lastName')} />
          )}
        </Field>
      </div>
      <Field label="Email" error={errors.email?.message}>
        {({ id, describedBy, invalid }) => (
          <Input id={id} type="email" autoComplete="email" placeholder="you@example.com" aria-describedby={describedBy} aria-invalid={invalid} {...register('email')} />
        )}
      </Field>
      <div className="grid grid-cols-[8.5rem_1fr] gap-3">
        <Field label="Country" error={errors.country?.message}>
          {({ id, describedBy, invalid }) => (
            <Select id={id} autoComplete="country" aria-describedby={describedBy} aria-invalid={invalid} {...register('country')}>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code} {c.dialCode}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Phone" error={errors.phoneNumber?.message}>
          {({ id, describedBy, invalid }) => (
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">{dialCode(country)}</span>
              <Input
                id={id}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                className="pl-14"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...register('phoneNumber')}
              />
            </div>
          )}
        </Field>
      </div>
      <Field label="Password" hint="At least 6 characters." error={errors.password?.message}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput id={id} autoComplete="new-password" aria-describedby={describedBy} aria-invalid={invalid} {...register('password')} />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" isLoading={formState.isSubmitting}>
        Create Account
      </Button>
      <p className="text-center text-xs text-slate-500">
        By creating an account you agree to our{' '}
        <a href="/legal?section=terms" className="underline">Terms</a> and{' '}
        <a href="/legal?section=privacy" className="underline">Privacy Policy</a>.
      </p>
    </form>
  );
}
