import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, ImagePlus, Italic, List, ListOrdered, Quote, Redo2, Undo2 } from 'lucide-react';
import { useRef } from 'react';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api';
import { uploadBlogImage } from '../api/blog-api';
import { LinkPopover } from './link-popover';
import { isAllowedLink } from './link-url';
import { ToolButton, ToolSeparator } from './tool-button';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    link: {
      // A click in the editor places the cursor in the link, to edit it; it does not leave the page.
      openOnClick: false,
      defaultProtocol: 'https',
      // The server keeps only http(s) and mailto links: a pasted javascript: or ftp: link is not made one.
      isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && (!HAS_SCHEME.test(url) || isAllowedLink(url)),
    },
  }),
  Image,
];

/** The post editor: TipTap with a small toolbar and an inline image picker. Height 500. */
export default function RichEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange(html: string): void;
  label: string;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes: {
        class: 'post-content min-h-[500px] p-4 focus:outline-none',
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  // The toolbar follows the cursor (bold on inside bold text) and the history (nothing to undo yet).
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      isBold: e.isActive('bold'),
      isItalic: e.isActive('italic'),
      isHeading: e.isActive('heading', { level: 2 }),
      isSubheading: e.isActive('heading', { level: 3 }),
      isBulletList: e.isActive('bulletList'),
      isOrderedList: e.isActive('orderedList'),
      isQuote: e.isActive('blockquote'),
      isLink: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  async function insertImage(file: File | undefined) {
    if (!file) return;
    try {
      const { url } = await uploadBlogImage(file, 'inline');
      editor
        .chain()
        .focus()
        .setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (error) {
      // The product only logs an inline image failure; we also tell the writer.
      console.warn('inline image upload failed', error);
      // Over the upload limits the server's message says what to do.
      toast.error(error instanceof ApiError && error.status === 429 ? error.message : 'The image could not be added.');
    }
  }

  const run = (command: (chain: ReturnType<typeof editor.chain>) => ReturnType<typeof editor.chain>) => () =>
    command(editor.chain().focus()).run();
  const icon = 'size-4';
  return (
    <div className="overflow-hidden rounded-lg ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-brand-600">
      <div
        className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
        role="toolbar"
        aria-label="Formatting"
      >
        <ToolButton
          label="Undo"
          icon={<Undo2 className={icon} aria-hidden />}
          disabled={!state.canUndo}
          onClick={run((c) => c.undo())}
        />
        <ToolButton
          label="Redo"
          icon={<Redo2 className={icon} aria-hidden />}
          disabled={!state.canRedo}
          onClick={run((c) => c.redo())}
        />
        <ToolSeparator />
        <ToolButton
          label="Bold"
          icon={<Bold className={icon} aria-hidden />}
          aria-pressed={state.isBold}
          isActive={state.isBold}
          onClick={run((c) => c.toggleBold())}
        />
        <ToolButton
          label="Italic"
          icon={<Italic className={icon} aria-hidden />}
          aria-pressed={state.isItalic}
          isActive={state.isItalic}
          onClick={run((c) => c.toggleItalic())}
        />
        <LinkPopover editor={editor} isActive={state.isLink} />
        <ToolSeparator />
        <ToolButton
          label="Heading"
          icon={<Heading2 className={icon} aria-hidden />}
          aria-pressed={state.isHeading}
          isActive={state.isHeading}
          onClick={run((c) => c.toggleHeading({ level: 2 }))}
        />
        <ToolButton
          label="Subheading"
          icon={<Heading3 className={icon} aria-hidden />}
          aria-pressed={state.isSubheading}
          isActive={state.isSubheading}
          onClick={run((c) => c.toggleHeading({ level: 3 }))}
        />
        <ToolButton
          label="Bullet list"
          icon={<List className={icon} aria-hidden />}
          aria-pressed={state.isBulletList}
          isActive={state.isBulletList}
          onClick={run((c) => c.toggleBulletList())}
        />
        <ToolButton
          label="Numbered list"
          icon={<ListOrdered className={icon} aria-hidden />}
          aria-pressed={state.isOrderedList}
          isActive={state.isOrderedList}
          onClick={run((c) => c.toggleOrderedList())}
        />
        <ToolButton
          label="Quote"
          icon={<Quote className={icon} aria-hidden />}
          aria-pressed={state.isQuote}
          isActive={state.isQuote}
          onClick={run((c) => c.toggleBlockquote())}
        />
        <ToolSeparator />
        <ToolButton
          label="Insert image"
          icon={<ImagePlus className={icon} aria-hidden />}
          onClick={() => fileInput.current?.click()}
        />
      </div>
      {/* Not a control of its own: the Insert image tool opens it. */}
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        aria-label="Inline image"
        onChange={(e) => {
          void insertImage(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <EditorContent editor={editor} className="max-h-[500px] overflow-y-auto bg-white" />
    </div>
  );
}
