import { countries, countryName, industries, stages } from '../../../../shared/catalog';
import { Button } from '../../../components/button';
import { Field, Select } from '../../../components/field';
import type { FilterChip } from '../../../components/filter-chips';
import { FilterSelects } from '../../../components/filter-selects';
import type { StartupFilters } from '../api/list-startups';

const sortLabels = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name_asc: 'Name A-Z',
  name_desc: 'Name Z-A',
} as const;

/** `formId`: the page's search form, whose named fields these are (the sidebar's; the phone's panel is the app's alone). */
type Props = {
  filters: StartupFilters;
  onChange(name: keyof StartupFilters, value: string): void;
  onClear(): void;
  formId?: string;
};

/** Industry, stage, country and sort: a sidebar on desktop, the slide-up panel's body on a phone. */
export function StartupFiltersForm({ filters, onChange, onClear, formId }: Props) {
  const selects = [
    {
      name: 'industry' as const,
      label: 'Industry',
      options: industries.map((v) => [v, v] as const),
      any: 'All industries',
    },
    { name: 'stage' as const, label: 'Stage', options: stages.map((v) => [v, v] as const), any: 'All stages' },
    {
      name: 'country' as const,
      label: 'Country',
      options: countries.map((c) => [c.code, c.name] as const),
      any: 'All countries',
    },
  ];
  return (
    <div className="space-y-4">
      <FilterSelects selects={selects} values={filters} onChange={onChange} formId={formId} />
      <Field label="Sort by">
        {({ id }) => (
          <Select
            id={id}
            name={formId && 'sort'}
            form={formId}
            value={filters.sort ?? 'newest'}
            onChange={(event) => onChange('sort', event.target.value)}
          >
            {Object.entries(sortLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button variant="ghost" className="h-11 w-full" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}

/** The panel's filters in force, as chips (the searches show in their own boxes, the order is not a filter). */
export function startupFilterChips(filters: StartupFilters): FilterChip<'industry' | 'stage' | 'country'>[] {
  const chips: FilterChip<'industry' | 'stage' | 'country'>[] = [];
  if (filters.industry) chips.push({ name: 'industry', label: filters.industry });
  if (filters.stage) chips.push({ name: 'stage', label: filters.stage });
  if (filters.country) chips.push({ name: 'country', label: countryName(filters.country) });
  return chips;
}
