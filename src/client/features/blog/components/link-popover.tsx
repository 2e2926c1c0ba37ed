import type { Editor } from '@tiptap/react';
import { Link2 } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/button';
import { Input } from '../../../components/field';
import { cn } from '../../../lib/cn';
import { toLinkHref } from './link-url';
import { ToolButton } from './tool-button';

export const LINK_INVALID = 'Enter a web address (https://...) or an e-mail address (mailto:...).';

const actionClass = 'h-11 px-4 text-sm sm:h-9 sm:px-3';

/**
 * The Link tool: a small form under the button to add a link to the selected text (or insert the address
 * itself when nothing is selected), change the link the cursor is in, or remove it.
 */
export function LinkPopover({ editor, isActive }: { editor: Editor; isActive: boolean }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  // After a change the writer goes on typing in the text, not on the Link button.
  const backToText = useRef(false);

  function onOpenChange(next: boolean) {
    if (next) {
      setDraft(isActive ? ((editor.getAttributes('link').href as string | undefined) ?? '') : '');
      setError(null);
      backToText.current = false;
    }
    setOpen(next);
  }

  function done() {
    backToText.current = true;
    setOpen(false);
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    // The popover is portalled, but React still bubbles its submit to the post form around the editor.
    event.stopPropagation();
    const href = toLinkHref(draft);
    if (!href) return setError(LINK_INVALID);
    const chain = editor.chain().focus();
    if (editor.isActive('link')) chain.extendMarkRange('link').setLink({ href }).run();
    else if (editor.state.selection.empty) {
      // The address becomes the link's text; what is typed next is plain text again.
      chain
        .insertContent({ type: 'text', text: draft.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .unsetMark('link')
        .run();
    } else chain.setLink({ href }).run();
    done();
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    done();
  }

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <ToolButton label="Link" icon={<Link2 className="size-4" aria-hidden />} isActive={isActive} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={16}
          aria-label="Link"
          className="z-50 w-80 max-w-[calc(100vw-2rem)] rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200"
          onCloseAutoFocus={(event) => {
            if (backToText.current) event.preventDefault();
          }}
        >
          <form onSubmit={apply} noValidate>
            <label htmlFor={id} className="block text-sm font-medium text-slate-800">
              Link address
            </label>
            <Input
              id={id}
              className="mt-1.5"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://"
              value={draft}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(null);
              }}
            />
            {error && (
              <p id={`${id}-error`} className="mt-1.5 text-sm text-error">
                {error}
              </p>
            )}
            <div className="mt-3 flex justify-end gap-2">
              {isActive && (
                <button
                  type="button"
                  className={cn(buttonClass({ variant: 'ghost', size: null }), actionClass)}
                  onClick={remove}
                >
                  Remove link
                </button>
              )}
              <button type="submit" className={cn(buttonClass({ size: null }), actionClass)}>
                {isActive ? 'Update link' : 'Add link'}
              </button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
