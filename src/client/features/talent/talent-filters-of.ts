import { countryCodes, experienceLevels, jobTypes, locationTypes } from '../../../shared/catalog';
import { needsVisaFilters } from '../../../shared/talent';

// The filters of /talent as the address holds them: a value the page does not know is left out, as the
// server ignores it too.

export const filterNames = [
  'skill',
  'country',
  'locationType',
  'jobType',
  'experience',
  'needsVisa',
  'forJob',
] as const;
export type FilterName = (typeof filterNames)[number];
export type TalentFilters = Partial<Record<FilterName, string>>;

const known: Partial<Record<FilterName, readonly string[]>> = {
  country: countryCodes,
  locationType: locationTypes,
  jobType: jobTypes,
  experience: experienceLevels,
  needsVisa: needsVisaFilters,
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseTalentFilters(params: URLSearchParams): TalentFilters {
  const filters: TalentFilters = {};
  for (const name of filterNames) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    if (name === 'skill') filters.skill = value.slice(0, 40);
    else if (name === 'forJob') {
      if (UUID.test(value)) filters.forJob = value;
    } else if (known[name]!.includes(value)) filters[name] = value;
  }
  return filters;
}
