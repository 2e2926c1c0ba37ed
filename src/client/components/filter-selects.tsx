import { Field, Select } from './field';

export type FilterSelect<Name extends string> = {
  name: Name;
  label: string;
  options: (readonly [string, string])[];
  any: string;
};

/**
 * A listing's drop-down filters, each with its "any" choice first; the values live in the address. With
 * `formId`, each is a named field of that search form (`form` attribute), so the browser sends them with
 * the search before the page's code has loaded (decision 022).
 */
export function FilterSelects<Name extends string>({
  selects,
  values,
  onChange,
  formId,
}: {
  selects: FilterSelect<Name>[];
  values: Partial<Record<Name, string>>;
  onChange(name: Name, value: string): void;
  formId?: string;
}) {
  return selects.map((select) => (
    <Field key={select.name} label={select.label}>
      {({ id }) => (
        <Select
          id={id}
          name={formId && select.name}
          form={formId}
          value={values[select.name] ?? ''}
          onChange={(event) => onChange(select.name, event.target.value)}
        >
          <option value="">{select.any}</option>
          {select.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  ));
}
