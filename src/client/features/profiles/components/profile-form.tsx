import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { internationalPhone, nationalPhone, toE164 } from '../../../../shared/phone';
import {
  roleLabels,
  updateProfileSchema,
  type Profile,
  type UpdateProfileData,
  type UpdateProfileInput,
} from '../../../../shared/profiles';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Field, Input, Select, inputClass } from '../../../components/field';
import { countryOptionsWithDialCodes, PhoneInput } from '../../../components/phone-input';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useUpdateProfile } from '../api/update-profile';
import { reveal } from '../../../lib/reveal';
import { AvatarField } from './avatar-field';
import { fullName } from './profile-header';
import { TagInput } from '../../../components/tag-input';

function defaultsOf(profile: Profile): UpdateProfileInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    country: profile.country as UpdateProfileInput['country'],
    // Stored in E.164 (decision 023); typed next to the country's dial code, so shown without it.
    phoneNumber: nationalPhone(profile.phoneNumber ?? '', profile.country),
    headline: profile.headline,
    bio: profile.bio,
    roleType: profile.roleType,
    roleTitle: profile.roleTitle,
    institution: profile.institution,
    skills: profile.skills,
    githubUrl: profile.githubUrl ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
  };
}

const resolver = zodResolver(updateProfileSchema);

/**
 * A number stored before decision 023 that cannot be read as one of the profile's country, left as it
 * was with the country unchanged: it is not sent, and the server keeps it. Saving the rest of the
 * profile is never refused for a number the person did not touch.
 */
function keepsStoredPhone(values: UpdateProfileInput, defaults: UpdateProfileInput) {
  return (
    values.phoneNumber === defaults.phoneNumber &&
    values.country === defaults.country &&
    !toE164(values.phoneNumber ?? '', values.country)
  );
}

export function ProfileForm({ profile, onDone }: { profile: Profile; onDone(): void }) {
  const update = useUpdateProfile(profile.id);
  const [formError, setFormError] = useState<string | null>(null);
  // The error box sits at the top of the form, far above the Save button that was pressed.
  const [errorsShown, setErrorsShown] = useState(0);
  const errorBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errorsShown > 0) reveal(errorBox.current, 'center');
  }, [errorsShown]);
  const [defaults] = useState(() => defaultsOf(profile));
  const { register, control, handleSubmit, setValue, setError, watch, formState } = useForm<
    UpdateProfileInput,
    unknown,
    UpdateProfileData
  >({
    resolver: (values, context, options) =>
      resolver(keepsStoredPhone(values, defaults) ? { ...values, phoneNumber: undefined } : values, context, options),
    defaultValues: defaults,
  });
  const roleType = watch('roleType');
  const country = watch('country');
  const international = internationalPhone(watch('phoneNumber') ?? '', country);
  const labels = roleLabels[roleType];
  const { errors } = formState;

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await update.mutateAsync(input);
      toast.success('Profile updated');
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields))
          setError(field as keyof UpdateProfileInput, { message });
      }
      setFormError(
        error instanceof ApiError && error.status === 400
          ? error.message
          : 'Failed to update profile. Please try again.',
      );
      setErrorsShown((n) => n + 1);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit profile" className="space-y-6">
      <Card title="Edit Profile">
        <div ref={errorBox} className="scroll-mt-24">
          {formError && <Alert className="mb-5">{formError}</Alert>}
        </div>
        <AvatarField profileId={profile.id} name={fullName(profile)} avatarUrl={profile.avatarUrl} />
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
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
          {/* The number as it is stored and dialled from abroad, once it reads as one of the country's. */}
          <Field
            label="Phone"
            hint={international ? `Saved as ${international}` : undefined}
            error={errors.phoneNumber?.message}
          >
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
          <Field
            label="Headline"
            hint="One line about what you do."
            error={errors.headline?.message}
            className="sm:col-span-2"
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                maxLength={120}
                placeholder="e.g. Full-stack engineer who loves early-stage teams"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...register('headline')}
              />
            )}
          </Field>
          <Field label="Bio" error={errors.bio?.message} className="sm:col-span-2">
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                rows={5}
                maxLength={2000}
                className={cn(inputClass, 'resize-y')}
                placeholder="Tell others about yourself"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...register('bio')}
              />
            )}
          </Field>
        </div>
      </Card>

      <Card title="Role">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">I am</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:max-w-sm">
            {(['student', 'employee'] as const).map((type) => (
              <label
                key={type}
                className={cn(
                  'flex cursor-pointer items-center justify-center rounded-lg px-3 py-2.5 text-sm font-semibold ring-1 ring-inset',
                  roleType === type
                    ? 'bg-brand-50 text-brand-800 ring-brand-600'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  value={type}
                  className="sr-only"
                  {...register('roleType', {
                    // Switching clears what was typed for the other role.
                    onChange: () => {
                      setValue('roleTitle', '');
                      setValue('institution', '');
                    },
                  })}
                />
                {roleLabels[type].type}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <Field label={labels.title} error={errors.roleTitle?.message}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                maxLength={100}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...register('roleTitle')}
              />
            )}
          </Field>
          <Field label={labels.institution} error={errors.institution?.message}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                maxLength={100}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...register('institution')}
              />
            )}
          </Field>
        </div>
      </Card>

      <Card title="Skills and links">
        <div className="grid gap-5">
          <Field label="Skills" hint="Press Enter after each skill." error={errors.skills?.message}>
            {({ id, describedBy }) => (
              <Controller
                control={control}
                name="skills"
                render={({ field }) => (
                  <TagInput id={id} describedBy={describedBy} value={field.value ?? []} onChange={field.onChange} />
                )}
              />
            )}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="GitHub URL" error={errors.githubUrl?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type="url"
                  placeholder="https://github.com/your-name"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...register('githubUrl')}
                />
              )}
            </Field>
            <Field label="LinkedIn URL" error={errors.linkedinUrl?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type="url"
                  placeholder="https://www.linkedin.com/in/your-name"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...register('linkedinUrl')}
                />
              )}
            </Field>
          </div>
        </div>
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={formState.isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
