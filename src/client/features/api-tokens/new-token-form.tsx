import { useId } from 'react';
import {
  createApiTokenSchema,
  DEFAULT_TOKEN_EXPIRY,
  MAX_API_TOKENS,
  TOKEN_EXPIRIES,
  TOKEN_EXPIRY_LABELS,
  TOKEN_NAME_MAX,
  TOKEN_SCOPE_DESCRIPTIONS,
  TOKEN_SCOPES,
  type CreateApiTokenInput,
} from '../../../shared/api-tokens';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field, Input, Select } from '../../components/field';
import { Form, FormMessage } from '../../components/form';
import { useCreateApiToken } from './api';

const EMPTY: CreateApiTokenInput = { name: '', scopes: [], expiry: DEFAULT_TOKEN_EXPIRY };

/** Name, scopes and lifetime of a new token; the answer's whole token goes up to the tab, which shows it once. */
export function NewTokenForm({
  onCreated,
  isFull,
}: {
  onCreated(created: { token: string; name: string }): void;
  isFull: boolean;
}) {
  const create = useCreateApiToken();
  const scopesId = useId();
  if (isFull)
    return (
      <Alert tone="info">
        You have {MAX_API_TOKENS} tokens, the most one member may hold. Revoke one you no longer use to create another.
      </Alert>
    );
  return (
    <Form
      schema={createApiTokenSchema}
      defaultValues={EMPTY}
      failureMessage="We could not create the token. Please try again."
      onSubmit={async (values, form) => {
        const answer = await create.mutateAsync(values);
        form.reset(EMPTY);
        onCreated({ token: answer.token, name: answer.item.name });
      }}
      aria-label="Create an API token"
      className="space-y-4 rounded-2xl p-4 ring-1 ring-slate-200"
    >
      {(form) => {
        const errors = form.formState.errors;
        return (
          <>
            <h3 className="font-semibold text-slate-900">Create a token</h3>
            <Field
              label="Token name"
              hint="What uses it, so that you know which to revoke: “Nightly export”."
              error={errors.name?.message}
            >
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  maxLength={TOKEN_NAME_MAX}
                  autoComplete="off"
                  {...form.register('name')}
                />
              )}
            </Field>
            <fieldset aria-describedby={errors.scopes ? `${scopesId}-error` : undefined}>
              <legend className="text-sm font-medium text-slate-800">What it may do</legend>
              <div className="mt-2 grid gap-2">
                {TOKEN_SCOPES.map((scope) => (
                  <label
                    key={scope}
                    className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-3 py-2 text-sm ring-1 ring-inset ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
                  >
                    <input
                      type="checkbox"
                      value={scope}
                      {...form.register('scopes')}
                      className="mt-0.5 size-4 shrink-0 accent-brand-600"
                    />
                    <span>
                      <span className="block font-mono text-xs font-semibold text-slate-900">{scope}</span>
                      <span className="block text-slate-700">{TOKEN_SCOPE_DESCRIPTIONS[scope]}</span>
                    </span>
                  </label>
                ))}
              </div>
              {errors.scopes && (
                <p id={`${scopesId}-error`} className="mt-1 text-sm text-error">
                  {errors.scopes.message ?? errors.scopes.root?.message}
                </p>
              )}
            </fieldset>
            <Field
              label="Expires after"
              hint={
                form.watch('expiry') === 'never'
                  ? 'It works until you revoke it. A token that expires limits the harm of one that leaks.'
                  : 'It stops working by itself then; create another when it does.'
              }
              error={errors.expiry?.message}
            >
              {({ id, describedBy, invalid }) => (
                <Select
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  className="sm:max-w-xs"
                  {...form.register('expiry')}
                >
                  {TOKEN_EXPIRIES.map((expiry) => (
                    <option key={expiry} value={expiry}>
                      {TOKEN_EXPIRY_LABELS[expiry]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <FormMessage />
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              Create token
            </Button>
          </>
        );
      }}
    </Form>
  );
}
