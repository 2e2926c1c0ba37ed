import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import { SKILL_MAX_LENGTH, SKILLS_MAX } from '../../shared/limits';
import { Input } from './field';

type TagInputProps = {
  id: string;
  value: string[];
  onChange(tags: string[]): void;
  describedBy?: string;
  /** How many tags the field takes (the schema's limit); skills by default. */
  max?: number;
  /** The longest tag; a skill's by default. */
  maxLength?: number;
  placeholder?: string;
  /** The accessible name of the list of added tags. */
  listLabel?: string;
};

export type DraftResult = { tags: string[]; draft: string; isFull: boolean };

/**
 * What becomes of the text typed in the box, on Enter, on leaving the box or on saving the form: a new
 * tag, trimmed; nothing for a blank or a tag already there (in any case); and when the list is full the
 * text stays in the box, so that it is never dropped without a word (DESIGN.md: "a value typed but not
 * yet confirmed is kept").
 */
export function commitDraft(tags: string[], draft: string, max: number): DraftResult {
  const tag = draft.trim();
  if (!tag || tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return { tags, draft: '', isFull: false };
  if (tags.length >= max) return { tags, draft, isFull: true };
  return { tags: [...tags, tag], draft: '', isFull: false };
}

/**
 * Tags (skills) added with Enter, each removable. Text left in the box counts too: it is added
 * when the box loses focus and, for a form submitted without the box losing focus first, when the
 * form is submitted, before the form reads its values.
 */
export function TagInput({
  id,
  value,
  onChange,
  describedBy,
  max = SKILLS_MAX,
  maxLength = SKILL_MAX_LENGTH,
  placeholder = 'Type a skill and press Enter',
  listLabel = 'Added skills',
}: TagInputProps) {
  const [draft, setDraft] = useState('');
  const [isFull, setIsFull] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  function commit() {
    const result = commitDraft(value, draft, max);
    if (result.tags !== value) onChange(result.tags);
    setDraft(result.draft);
    setIsFull(result.isFull);
  }

  const onFormSubmit = useEffectEvent(commit);
  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return;
    // A native listener on the form runs before React's onSubmit, which is delegated to the root.
    const listener = () => onFormSubmit();
    form.addEventListener('submit', listener);
    return () => form.removeEventListener('submit', listener);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  }

  const fullId = `${id}-full`;
  return (
    <div ref={box} className="space-y-2">
      <Input
        id={id}
        value={draft}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-describedby={[describedBy, isFull ? fullId : undefined].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setIsFull(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
      {isFull && (
        <p id={fullId} role="status" className="text-sm text-warning">
          You can add up to {max}. Remove one to add another.
        </p>
      )}
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={listLabel}>
          {value.map((skill) => (
            // On a touch screen the chip is as tall as a thumb, and its remove button a 44 px circle at its end.
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-800 pointer-coarse:min-h-11 pointer-coarse:py-0 pointer-coarse:pr-0"
            >
              {skill}
              <button
                type="button"
                className="grid place-items-center rounded-full p-0.5 hover:bg-brand-100 pointer-coarse:size-11"
                aria-label={`Remove ${skill}`}
                onClick={() => onChange(value.filter((s) => s !== skill))}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
