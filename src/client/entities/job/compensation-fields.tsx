import type { UseFormReturn } from 'react-hook-form';
import {
  compensationPeriods,
  compensationTypes,
  currencies,
  currencyName,
  defaultCurrencyFor,
} from '../../../shared/catalog';
import { hasEquity, isPaid, PAY_NOT_STATED, type JobData, type JobInput } from '../../../shared/jobs';
import { Field, Input, Select } from '../../components/field';

type JobForm = Pick<UseFormReturn<JobInput, unknown, JobData>, 'register' | 'watch' | 'setValue' | 'formState'>;

/**
 * A position's pay, the same on the full job form and in the dashboard's quick dialog:
 * the type, for Paid or Paid+Equity the currency, the amounts and the period, and for Equity or
 * Paid+Equity an optional equity range. Leaving a type clears what it had, as the server does.
 */
export function CompensationFields({ form, defaultCountry }: { form: JobForm; defaultCountry?: string }) {
  const {
    register,
    watch,
    setValue,
    formState: { errors, defaultValues },
  } = form;
  const compensationType = watch('compensationType');
  // Pay not stated by the ATS board the position came from (decision 065) is kept as it is, or replaced;
  // it is offered only to a position that has it.
  const isNotStatedKept = defaultValues?.compensationType === PAY_NOT_STATED;
  const types = isNotStatedKept ? [...compensationTypes, PAY_NOT_STATED] : compensationTypes;
  const select = (
    name: 'compensationType' | 'compensationCurrency' | 'compensationPeriod',
    label: string,
    options: readonly string[],
    onChange?: () => void,
    hint?: string,
    labelOf = (o: string) => (o === PAY_NOT_STATED ? 'Pay not stated' : o),
  ) => (
    <Field label={label} hint={hint} error={errors[name]?.message}>
      {({ id, describedBy, invalid }) => (
        <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register(name, { onChange })}>
          <option value="">Select…</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {labelOf(o)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  const notStatedHint =
    compensationType === PAY_NOT_STATED
      ? 'Your job board does not state the pay. Choose a type to add it here; the pay you set then stays yours.'
      : undefined;
  return (
    <>
      {select(
        'compensationType',
        'Compensation type',
        types,
        () => {
          const type = watch('compensationType');
          if (!hasEquity(type)) for (const name of ['equityMin', 'equityMax'] as const) setValue(name, '');
          // A paid position's currency starts as its country's own (the position's, else its startup's); the founder may pick any other.
          if (isPaid(type) && !watch('compensationCurrency'))
            setValue('compensationCurrency', defaultCurrencyFor(watch('locationCountry') || defaultCountry));
          if (isPaid(type)) return;
          for (const name of [
            'compensationCurrency',
            'compensationAmountMin',
            'compensationAmountMax',
            'compensationPeriod',
          ] as const)
            setValue(name, '');
        },
        notStatedHint,
      )}
      {isPaid(compensationType) && (
        <>
          {select(
            'compensationCurrency',
            'Currency',
            currencies,
            undefined,
            undefined,
            (code) => `${code} · ${currencyName(code)}`,
          )}
          <Field label="Minimum amount" error={errors.compensationAmountMin?.message}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...register('compensationAmountMin')}
              />
            )}
          </Field>
          <Field label="Maximum amount (optional)" error={errors.compensationAmountMax?.message}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...register('compensationAmountMax')}
              />
            )}
          </Field>
          {select('compensationPeriod', 'Per', compensationPeriods)}
        </>
      )}
      {hasEquity(compensationType) && (
        <fieldset className="col-span-full">
          <legend className="text-sm font-medium text-slate-800">Equity (%)</legend>
          <p className="text-xs text-slate-500">
            Optional: a range, or the same number twice. Leave both empty for none.
          </p>
          <div className="mt-2 grid grid-cols-2 gap-3 sm:gap-5">
            {(['equityMin', 'equityMax'] as const).map((name) => (
              <Field key={name} label={name === 'equityMin' ? 'From' : 'To'} error={errors[name]?.message}>
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={100}
                    step={0.01}
                    placeholder={name === 'equityMin' ? 'e.g. 0.5' : 'e.g. 1.5'}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    {...register(name)}
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}
