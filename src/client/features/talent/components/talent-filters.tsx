import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { countries, countryName, experienceLevels, jobTypes, locationTypes } from '../../../../shared/catalog';
import type { FilterChip } from '../../../components/filter-chips';
import { Field, Input, Select } from '../../../components/field';
import { FilterSelects, type FilterSelect } from '../../../components/filter-selects';
import type { FilterName, TalentFilters } from '../talent-filters-of';

type Position = { id: string; title: string; startupName: string };

const pairs = (values: readonly string[]) => values.map((v) => [v, v] as const);
const selects: FilterSelect<Exclude<FilterName, 'skill' | 'forJob'>>[] = [
  {
    name: 'country',
    label: 'Can work in',
    options: countries.map((c) => [c.code, c.name] as const),
    any: 'Any country',
  },
  { name: 'locationType', label: 'Location type', options: pairs(locationTypes), any: 'Any location type' },
  { name: 'jobType', label: 'Job type', options: pairs(jobTypes), any: 'Any job type' },
  { name: 'experience', label: 'Experience', options: pairs(experienceLevels), any: 'Any experience' },
  {
    name: 'needsVisa',
    label: 'Visa',
    options: [
      ['yes', 'Needs visa sponsorship'],
      ['no', 'No visa needed'],
    ],
    any: 'Either',
  },
];

/** What each filter in force shows as a chip. */
export function talentFilterChips(
  filters: TalentFilters,
  positions: Position[] | null | undefined,
): FilterChip<FilterName>[] {
  const chips: FilterChip<FilterName>[] = [];
  if (filters.forJob)
    chips.push({
      name: 'forJob',
      label: `Suggested for ${positions?.find((p) => p.id === filters.forJob)?.title ?? 'a position'}`,
    });
  if (filters.skill) chips.push({ name: 'skill', label: `Skill: ${filters.skill}` });
  if (filters.country) chips.push({ name: 'country', label: `Can work in ${countryName(filters.country)}` });
  if (filters.locationType) chips.push({ name: 'locationType', label: filters.locationType });
  if (filters.jobType) chips.push({ name: 'jobType', label: filters.jobType });
  if (filters.experience) chips.push({ name: 'experience', label: filters.experience });
  if (filters.needsVisa)
    chips.push({ name: 'needsVisa', label: filters.needsVisa === 'yes' ? 'Needs a visa' : 'No visa needed' });
  return chips;
}

/**
 * The filters: a position to rank against, a skill (applied on Enter or Search, kept while typed), and
 * the drop-downs, each applied as chosen.
 */
export function TalentFiltersForm({
  filters,
  positions,
  onChange,
}: {
  filters: TalentFilters;
  positions: Position[] | null | undefined;
  onChange(name: FilterName, value: string): void;
}) {
  const [skill, setSkill] = useState(filters.skill ?? '');
  const [seen, setSeen] = useState(filters.skill);
  // The address changed (a chip removed, Back): the box shows what is in force.
  if (seen !== filters.skill) {
    setSeen(filters.skill);
    setSkill(filters.skill ?? '');
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    onChange('skill', skill.trim());
  }
  return (
    <div className="space-y-4">
      {positions && positions.length > 0 && (
        <Field label="Suggested for" hint="Ranks candidates by how well they fit the position.">
          {({ id, describedBy }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              value={filters.forJob ?? ''}
              onChange={(e) => onChange('forJob', e.target.value)}
            >
              <option value="">Newest first</option>
              {positions.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title} · {p.startupName}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <form role="search" onSubmit={submit} aria-label="Search candidates by skill">
        <Field label="Skill">
          {({ id }) => (
            <div className="flex gap-2">
              <Input
                id={id}
                value={skill}
                maxLength={40}
                placeholder="e.g. TypeScript"
                onChange={(e) => setSkill(e.target.value)}
                onBlur={() => skill.trim() !== (filters.skill ?? '') && onChange('skill', skill.trim())}
              />
              <button
                type="submit"
                className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-600 text-white hover:bg-brand-700"
                aria-label="Search"
              >
                <Search className="size-5" aria-hidden />
              </button>
            </div>
          )}
        </Field>
      </form>
      <FilterSelects selects={selects} values={filters} onChange={onChange} />
    </div>
  );
}
