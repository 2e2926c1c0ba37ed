import type { UseFormReturn } from 'react-hook-form';
import { compensationPeriods, compensationTypes, currencies } from '../../../shared/catalog';
import { isPaid, type JobData, type JobInput } from '../../../shared/jobs';
import { Field, Input, Select } from '../../components/field';

type JobForm = Pick<UseFormReturn<JobInput, unknown, JobData>, 'register' | 'watch' | 'setValue' | 'formState'>;

/**
 * A position's pay, the same on the full job form and in the dashboard's quick dialog:
 * the type, and for Paid or Paid+Equity the currency, the amounts and the period. Leaving a paid type
 * clears them, as the server does.
 */
export function CompensationFields({ form }: { form: JobForm }) {
  const { register, watch, setValue, formState: { errors } } = form;
  const compensationType = watch('compensationType');
  const select = (name: 'compensationType' | 'compensationCurrency' | 'compensationPeriod', label: string, options: readonly string[], onChange?: () => void) => (
    <Field label={label} error={errors[name]?.message}>
      {({ id, describedBy, invalid }) => (
        <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register(name, { onChange })}>
          <option value="">Select…</option>
          {options.map((o) => <option key={o} value={o}>{o}</option>)}
        </Select>
      )}
    </Field>
  );
  return (
    <>
      {select('compensationType', 'Compensation type', compensationTypes, () => {
        if (isPaid(watch('compensationType'))) return;
        for (const name of ['compensationCurrency', 'compensationAmountMin', 'compensationAmountMax', 'compensationPeriod'] as const) setValue(name, '');
      })}
      {isPaid(compensationType) && (
        <>
          {select('compensationCurrency', 'Currency', currencies)}
          <Field label="Minimum amount" error={errors.compensationAmountMin?.message}>
            {({ id, describedBy, invalid }) => <Input id={id} type="number" inputMode="decimal" min={0} step={0.01} aria-describedby={describedBy} aria-invalid={invalid} {...register('compensationAmountMin')} />}
          </Field>
          <Field label="Maximum amount (optional)" error={errors.compensationAmountMax?.message}>
            {({ id, describedBy, invalid }) => <Input id={id} type="number" inputMode="decimal" min={0} step={0.01} aria-describedby={describedBy} aria-invalid={invalid} {...register('compensationAmountMax')} />}
          </Field>
          {select('compensationPeriod', 'Per', compensationPeriods)}
        </>
      )}
    </>
  );
}
