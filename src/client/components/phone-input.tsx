import type { InputHTMLAttributes, Ref } from 'react';
import { countries, dialCode } from '../../shared/catalog';
import { cn } from '../lib/cn';
import { Input } from './field';

/** The country list of a form that also asks a phone: the name, with the dial code where it has one. */
export function countryOptionsWithDialCodes() {
  return countries.map((c) => (
    <option key={c.code} value={c.code}>
      {c.dialCode ? `${c.name} (${c.dialCode})` : c.name}
    </option>
  ));
}

type PhoneInputProps = InputHTMLAttributes<HTMLInputElement> & { country: string; ref?: Ref<HTMLInputElement> };

/**
 * The national number typed next to the chosen country's dial code (decision 023). A country without
 * a numbering plan of its own shows none: the number is typed whole, with its + code.
 */
export function PhoneInput({ country, className, ...props }: PhoneInputProps) {
  const dial = dialCode(country);
  return (
    <div className="relative">
      {dial && (
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">
          {dial}
        </span>
      )}
      <Input
        type="tel"
        inputMode="tel"
        autoComplete={dial ? 'tel-national' : 'tel'}
        placeholder={dial ? undefined : '+ country code and number'}
        className={cn(dial && 'pl-14', className)}
        {...props}
      />
    </div>
  );
}
