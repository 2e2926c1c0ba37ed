import { FileText, Upload } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { buttonClass } from './button';

type FileInputProps = {
  /** The field's visible label; the input's name starts with it, so tests and voice control find it by it. */
  label: string;
  accept: string;
  /** Receives the chosen file; the input is emptied after, so choosing the same file again still counts. */
  onFile(file: File | undefined): void;
  /** The trigger's text: "Choose file", "Upload logo", "Change photo". */
  buttonText?: string;
  icon?: ReactNode;
  /** The name of the file chosen here. */
  fileName?: string | null;
  /** What is there already when nothing was chosen here ("Current cover image"). */
  currentText?: string | null;
  emptyText?: string;
  /** Shown left of the trigger: the logo or the photo as it is now. */
  preview?: ReactNode;
  /** Under the trigger: the upload's progress bar, a Remove button. */
  children?: ReactNode;
  /** Ids of the hint or error under the field, read with the input. */
  describedBy?: string;
  isInvalid?: boolean;
  /** An upload under way: the trigger spins (the input stays enabled, so focus is not lost). */
  isLoading?: boolean;
  className?: string;
};

/**
 * A file field in the product's look: the real <input type="file"> stays in the page, visually hidden but
 * focusable and labelled (keyboard, screen readers and setInputFiles reach it); a button-styled trigger
 * opens it with a pointer, and the chosen file's name, or the current one, is shown and announced.
 */
export function FileInput({
  label,
  accept,
  onFile,
  buttonText = 'Choose file',
  icon,
  fileName,
  currentText,
  emptyText = 'No file chosen',
  preview,
  children,
  describedBy,
  isInvalid,
  isLoading,
  className,
}: FileInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const status = fileName ?? currentText ?? emptyText;
  const hasFile = !!(fileName ?? currentText);
  return (
    <div className={className}>
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1.5 flex items-center gap-4">
        {preview}
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <input
              ref={input}
              id={id}
              type="file"
              accept={accept}
              className="peer sr-only"
              // The name is the label and the trigger's text ("Startup logo Upload logo"): what is seen is what is said.
              aria-labelledby={`${id}-label ${id}-trigger`}
              aria-describedby={[`${id}-status`, describedBy].filter(Boolean).join(' ')}
              aria-invalid={isInvalid || undefined}
              aria-busy={isLoading || undefined}
              onChange={(event) => {
                onFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            {/* Hidden from screen readers: the input itself is the control they reach (one stop, one name). */}
            <span
              id={`${id}-trigger`}
              aria-hidden
              onClick={() => input.current?.click()}
              className={cn(
                buttonClass({ variant: 'secondary', size: null }),
                'min-h-11 cursor-pointer px-4 text-sm sm:min-h-10',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
              )}
            >
              {isLoading ? (
                <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
              ) : (
                (icon ?? <Upload className="size-4" />)
              )}
              {buttonText}
            </span>
            <span
              id={`${id}-status`}
              aria-live="polite"
              className={cn(
                'inline-flex min-w-0 items-center gap-1.5 text-sm',
                hasFile ? 'text-slate-700' : 'text-slate-500',
              )}
            >
              {hasFile && <FileText className="size-4 shrink-0 text-slate-400" aria-hidden />}
              <span className="truncate">{status}</span>
            </span>
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}
