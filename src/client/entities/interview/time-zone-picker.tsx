import { useMemo, useState, type SelectHTMLAttributes } from 'react';
import { Input, Select } from '../../components/field';

let zones: string[] | undefined;
/** Every IANA zone this browser knows, once. */
export function allZones(): string[] {
  zones ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return zones;
}

/** "Europe/Berlin" → "Europe / Berlin"; readable in a long list. */
const zoneLabel = (zone: string) => zone.replaceAll('_', ' ').replaceAll('/', ' / ');

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  value: string;
  onChange(zone: string): void;
  /** Options of the caller's own, listed first ("Your browser's: …"). */
  extraOptions?: { value: string; label: string }[];
};

/**
 * A select of every time zone with a search box above it: typing "berl" or "new y" narrows the list to
 * what matches, and the zone chosen stays listed whatever is typed.
 */
export function TimeZonePicker({ value, onChange, extraOptions = [], id, ...props }: Props) {
  const [search, setSearch] = useState('');
  const matching = useMemo(() => {
    const words = search
      .toLowerCase()
      .replaceAll(' ', '_')
      .split(/[\s/]+/)
      .filter(Boolean);
    const found = allZones().filter((zone) => words.every((word) => zone.toLowerCase().includes(word)));
    return found.includes(value) || extraOptions.some((o) => o.value === value) || !value ? found : [value, ...found];
  }, [search, value, extraOptions]);
  return (
    <div className="space-y-2">
      <Input
        type="search"
        aria-label="Search time zones"
        placeholder="Search, e.g. Berlin or New York"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        aria-controls={id}
      />
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} {...props}>
        {extraOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {matching.map((zone) => (
          <option key={zone} value={zone}>
            {zoneLabel(zone)}
          </option>
        ))}
      </Select>
      {matching.length === 0 && <p className="text-xs text-slate-500">No time zone matches “{search}”.</p>}
    </div>
  );
}
