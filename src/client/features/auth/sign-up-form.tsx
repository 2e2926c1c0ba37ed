import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAfterSignIn } from '../../lib/sign-in-redirect';
import { signUpSchema, type SignUpInput } from '../../../shared/sign-up';
import { paths } from '../../../shared/paths';
import { Alert } from '../../components/alert';
import { ApiError } from '../../lib/api';
import { Button } from '../../components/button';
import { Field, Input, Select } from '../../components/field';
import { countryOptionsWithDialCodes, PhoneInput } from '../../components/phone-input';
import { useSignUp } from './api/sign-up';
import { PasswordInput } from './password-input';
import { applyServerErrors } from './server-errors';

/** better-auth's code for an address that already has an account: the person may well be its owner. */
const ACCOUNT_EXISTS = 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL';

const fieldNames = ['firstName', 'lastName', 'email', 'phoneNumber', 'country', 'password'] as const;

export function SignUpForm() {
  const navigate = useNavigate();
  // Back to the page that asked them to sign in, else the startups.
  const afterSignIn = useAfterSignIn();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const [hasAccount, setHasAccount] = useState(false);
  // To sign in instead: the sign-in tab, back to the same page afterwards (the same `?redirect=`).
  const signInParams = new URLSearchParams(useLocation().search);
  signInParams.delete('tab');
  const signInPath = signInParams.size > 0 ? `${paths.login}?${signInParams}` : paths.login;
  const { register, handleSubmit, setError, watch, formState } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', country: 'US', password: '' },
  });
  const country = watch('country');

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    setHasAccount(false);
    try {
      await signUp.mutateAsync(input);
      await navigate(afterSignIn);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, fieldNames));
      setHasAccount(error instanceof ApiError && error.code === ACCOUNT_EXISTS);
    }
  });

  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Sign up">
      {formError && (
        <Alert>
          {formError}
          {/* Someone who already has an account is shown the way in, not only told no. */}
          {hasAccount && (
            <span className="mt-1 flex flex-wrap gap-x-4">
              <Link to={signInPath} className="inline-flex min-h-11 items-center font-semibold underline sm:min-h-0">
                Sign in
              </Link>
              <Link
                to={paths.forgotPassword}
                className="inline-flex min-h-11 items-center font-semibold underline sm:min-h-0"
              >
                Forgot password?
              </Link>
            </span>
          )}
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              autoComplete="given-name"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register('firstName')}
            />
          )}
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              autoComplete="family-name"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register('lastName')}
            />
          )}
        </Field>
      </div>
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
      {/* Every country (decision 023): its name and dial code; the number is typed next to that code. */}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Country" error={errors.country?.message}>
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              autoComplete="country"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register('country', { deps: ['phoneNumber'] })}
            >
              {countryOptionsWithDialCodes()}
            </Select>
          )}
        </Field>
        <Field label="Phone" error={errors.phoneNumber?.message}>
          {({ id, describedBy, invalid }) => (
            <PhoneInput
              id={id}
              country={country}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register('phoneNumber')}
            />
          )}
        </Field>
      </div>
      <Field label="Password" hint="At least 6 characters." error={errors.password?.message}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            autoComplete="new-password"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...register('password')}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" isLoading={formState.isSubmitting}>
        Create Account
      </Button>
      <p className="text-center text-xs text-slate-500">
        By creating an account you agree to our{' '}
        <a href="/legal?section=terms" className="underline">
          Terms
        </a>{' '}
        and{' '}
        <a href="/legal?section=privacy" className="underline">
          Privacy Policy
        </a>
        .
      </p>
    </form>
  );
}
