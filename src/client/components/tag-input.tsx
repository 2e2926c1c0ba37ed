import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { SKILL_MAX_LENGTH, SKILLS_MAX } from '../../shared/profiles';
import { Input } from './field';

type TagInputProps = { id: string; value: string[]; onChange(skills: string[]): void; describedBy?: string; placeholder?: string; listLabel?: string };

/** Tags (skills) are added with Enter: trimmed, blanks and duplicates ignored, each removable (spec 1). */
export function TagInput({ id, value, onChange, describedBy, placeholder = 'Type a skill and press Enter', listLabel = 'Added skills' }: TagInputProps) {
  const [draft, setDraft] = useState('');

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const skill = draft.trim();
    if (skill && !value.some((s) => s.toLowerCase() === skill.toLowerCase()) && value.length < SKILLS_MAX) onChange([...value, skill]);
    setDraft('');
  }

  return (
    <div className="space-y-2">
      <Input
        id={id}
        value={draft}
        maxLength={SKILL_MAX_LENGTH}
        placeholder={placeholder}
        aria-describedby={describedBy}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={listLabel}>
          {value.map((skill) => (
            <li key={skill} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-800">
              {skill}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-brand-100"
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
