import { useEffect, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import {
  compensationPeriods,
  compensationTypes,
  countries,
  countryName,
  currencies,
  currencyName,
  experienceLevels,
  jobTypes,
  locationTypes,
} from '../../../../shared/catalog';
import { postedWithin } from '../../../../shared/job-board';
import { Button } from '../../../components/button';
import { Field, Input, Select } from '../../../components/field';
import type { FilterChip } from '../../../components/filter-chips';
import { FilterSelects } from '../../../components/filter-selects';
import type { JobFilters } from '../api/list-jobs';
import { minPayText } from '../../../entities/job-alert/job-alerts';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const periodLabels: Record<(typeof compensationPeriods)[number], string> = {
  Hour: 'Hourly',
  Month: 'Monthly',
  Year: 'Yearly',
};
const postedLabels: Record<(typeof postedWithin)[number], string> = {
  day: 'Past 24 hours',
  week: 'Past week',
  month: 'Past month',
};

/** `formId`: the page's search form, whose named fields these are (the sidebar's; the phone's panel is the app's alone). */
type Props = {
  filters: JobFilters;
  onChange(name: keyof JobFilters, value: string): void;
  onClear(): void;
  formId?: string;
};

/** How long typing pauses before a typed filter applies: as the search box, not on every key (each is a new search). */
const TYPING_PAUSE_MS = 400;

type TypedFilterProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'> & {
  applied: string;
  onApply(value: string): void;
};

/**
 * A filter typed rather than chosen (minimum pay, skill): it applies once typing pauses, like the search
 * box and the other filters, not only on leaving the field; at once on leaving it or
 * on Enter. A change from outside (a chip removed) shows in it.
 */
function TypedFilter({ applied, onApply, onBlur, ...props }: TypedFilterProps) {
  const [text, setText] = useState(applied);
  // The last value this field applied, and the last one it was shown from outside: a value coming back
  // from the address that the field itself sent must not undo what was typed since.
  const [known, setKnown] = useState({ sent: applied, shown: applied });
  if (applied !== known.shown) {
    setKnown({ sent: known.sent, shown: applied });
    if (applied !== known.sent) setText(applied);
  }
  const apply = (value: string) => {
    if (value === applied) return;
    setKnown((current) => ({ ...current, sent: value }));
    onApply(value);
  };
  const paused = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  useEffect(() => {
    if (paused === text.trim()) apply(paused);
    // Only a pause applies: `applied` and `onApply` change with every search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused]);
  return (
    <Input
      {...props}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={(event) => {
        apply(text.trim());
        onBlur?.(event);
      }}
    />
  );
}

/** The board's filters: a sidebar on desktop, the slide-up panel's body on a phone. */
export function JobFiltersForm({ filters, onChange, onClear, formId }: Props) {
  /** A named field of the search form, sent with it by the browser before the page's code has loaded. */
  const field = (name: keyof JobFilters) => (formId ? { name, form: formId } : {});
  /** Enter applies this field only: not also the search form it belongs to (whose own submit would race this change). */
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>, name: 'minPay' | 'skill') => {
    event.preventDefault();
    onChange(name, event.currentTarget.value.trim());
  };
  /** A yes-only filter (`name=true`), a named field of the search form as the others. */
  const checkbox = (name: 'equity' | 'visa', label: string) => (
    <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
      <input
        {...field(name)}
        value="true"
        type="checkbox"
        className="size-4 rounded border-slate-300 text-brand-600"
        checked={filters[name] === 'true'}
        onChange={(event) => onChange(name, event.target.checked ? 'true' : '')}
      />
      {label}
    </label>
  );
  const selects = [
    {
      name: 'jobType' as const,
      label: 'Job type',
      options: jobTypes.map((v) => [v, v] as const),
      any: 'All job types',
    },
    {
      name: 'experienceLevel' as const,
      label: 'Experience level',
      options: experienceLevels.map((v) => [v, v] as const),
      any: 'All levels',
    },
    {
      name: 'locationType' as const,
      label: 'Location type',
      options: locationTypes.map((v) => [v, v] as const),
      any: 'Any location type',
    },
    {
      name: 'country' as const,
      label: 'Country',
      options: countries.map((c) => [c.code, c.name] as const),
      any: 'All countries',
    },
    // Where the person lives: positions there, and remote ones open to it (decision 025).
    {
      name: 'workFrom' as const,
      label: 'Can work from',
      options: countries.map((c) => [c.code, c.name] as const),
      any: 'Any country',
    },
    {
      name: 'compensationType' as const,
      label: 'Compensation',
      options: compensationTypes.map((v) => [v, v] as const),
      any: 'Any compensation',
    },
    {
      name: 'posted' as const,
      label: 'Posted',
      options: postedWithin.map((v) => [v, postedLabels[v]] as const),
      any: 'Any time',
    },
  ];
  return (
    <div className="space-y-4">
      <FilterSelects selects={selects} values={filters} onChange={onChange} formId={formId} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Minimum pay</legend>
        <TypedFilter
          {...field('minPay')}
          type="number"
          inputMode="numeric"
          min={0}
          aria-label="Minimum pay"
          placeholder="e.g. 60000"
          applied={filters.minPay ?? ''}
          onApply={(value) => onChange('minPay', value)}
          onKeyDown={(event) => event.key === 'Enter' && applyOnEnter(event, 'minPay')}
        />
        <div className="grid grid-cols-2 gap-2">
          <Select
            {...field('currency')}
            aria-label="Pay currency"
            value={filters.currency ?? 'USD'}
            onChange={(event) => onChange('currency', event.target.value)}
          >
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
          <Select
            {...field('period')}
            aria-label="Pay period"
            value={filters.period ?? 'Year'}
            onChange={(event) => onChange('period', event.target.value)}
          >
            {compensationPeriods.map((p) => (
              <option key={p} value={p}>
                {periodLabels[p]}
              </option>
            ))}
          </Select>
        </div>
        {/* Per currency, said plainly (decision 061): amounts are never converted between currencies or periods. */}
        <p className="text-xs text-slate-500">
          Shows only positions paid in {currencyName(filters.currency ?? 'USD') || (filters.currency ?? 'USD')} per{' '}
          {(filters.period ?? 'Year').toLowerCase()}. Pay in other currencies is not converted.
        </p>
      </fieldset>
      <Field label="Required skill">
        {({ id }) => (
          <TypedFilter
            {...field('skill')}
            id={id}
            placeholder="e.g. React"
            applied={filters.skill ?? ''}
            onApply={(value) => onChange('skill', value)}
            onKeyDown={(event) => event.key === 'Enter' && applyOnEnter(event, 'skill')}
          />
        )}
      </Field>
      {checkbox('equity', 'Offers equity')}
      {checkbox('visa', 'Sponsors visas')}
      <Button variant="ghost" className="h-11 w-full" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}

/** The filters in force, as chips; the typed search shows in its own box. A minimum pay is one chip with its currency and period. */
export function jobFilterChips(filters: JobFilters): FilterChip<keyof JobFilters>[] {
  const chips: FilterChip<keyof JobFilters>[] = [];
  for (const name of ['jobType', 'experienceLevel', 'locationType', 'compensationType'] as const) {
    if (filters[name]) chips.push({ name, label: filters[name] });
  }
  if (filters.country) chips.push({ name: 'country', label: countryName(filters.country) });
  if (filters.workFrom) chips.push({ name: 'workFrom', label: `Can work from ${countryName(filters.workFrom)}` });
  if (filters.minPay)
    chips.push({
      name: 'minPay',
      label: minPayText(filters.minPay, filters.currency ?? 'USD', filters.period ?? 'Year'),
    });
  if (filters.equity === 'true') chips.push({ name: 'equity', label: 'Offers equity' });
  if (filters.visa === 'true') chips.push({ name: 'visa', label: 'Sponsors visas' });
  if (filters.posted)
    chips.push({ name: 'posted', label: postedLabels[filters.posted as keyof typeof postedLabels] ?? filters.posted });
  if (filters.skill) chips.push({ name: 'skill', label: `Skill: ${filters.skill}` });
  return chips;
}
