import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps, ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../lib/api';
import { failureText, UNEXPECTED_ERROR } from '../lib/failure';
import { Alert } from './alert';

// A form checked on the client with the same shared zod schema the server validates with (conventions
// 6 and 13), whose failed submission puts the server's per-field messages under their fields.

export type FormApi<In extends FieldValues, Out extends FieldValues> = UseFormReturn<In, unknown, Out>;

/** Where a failed submission's words go: the server's message for each of the form's own fields, else one message for the form. */
export function serverErrors(
  error: unknown,
  fieldNames: readonly string[],
  screenText: string,
): { fields: [string, string][]; message: string | null } {
  const fields =
    error instanceof ApiError ? Object.entries(error.fields ?? {}).filter(([name]) => fieldNames.includes(name)) : [];
  return { fields, message: fields.length > 0 ? null : failureText(error, screenText) };
}

type FormProps<In extends FieldValues, Out extends FieldValues> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'children'
> & {
  /** The shared schema the server validates this input with (src/shared). */
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** Runs with the parsed values; what it throws is shown (the server's field errors on their fields). */
  onSubmit(values: Out, form: FormApi<In, Out>): unknown;
  /** The form's own words for a failure the server did not word for the person. */
  failureMessage?: string;
  /** The fields whose server messages are shown under them; the default, every field of defaultValues. */
  serverFields?: readonly Path<In>[];
  children: ReactNode | ((form: FormApi<In, Out>) => ReactNode);
};

/** `<form noValidate>` over react-hook-form with `zodResolver(schema)`; its fields read it with `useFormContext`. */
export function Form<In extends FieldValues, Out extends FieldValues>({
  schema,
  defaultValues,
  onSubmit,
  failureMessage = UNEXPECTED_ERROR,
  serverFields,
  children,
  ...props
}: FormProps<In, Out>) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  const submit = form.handleSubmit(async (values) => {
    form.clearErrors('root.server');
    try {
      await onSubmit(values, form);
    } catch (error) {
      const { fields, message } = serverErrors(error, serverFields ?? Object.keys(defaultValues), failureMessage);
      for (const [name, text] of fields) form.setError(name as Path<In>, { message: text });
      if (message) form.setError('root.server', { message });
    }
  });
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={(event) => void submit(event)}>
        {typeof children === 'function' ? children(form) : children}
      </form>
    </FormProvider>
  );
}

/** The red box for a failed submission that no field took. */
export function FormMessage({ className }: { className?: string }) {
  const message = useFormContext().formState.errors.root?.server?.message;
  return message ? <Alert className={className}>{message}</Alert> : null;
}
