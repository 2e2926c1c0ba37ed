import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, ImagePlus, Italic, List, ListOrdered, Quote } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { uploadBlogImage } from '../api/blog-api';

/** The post editor: TipTap with a small toolbar and an inline image picker. Height 500 (spec 2). */
export default function RichEditor({ value, onChange, label }: { value: string; onChange(html: string): void; label: string }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] } }), Image],
    content: value,
    editorProps: { attributes: { class: 'post-content min-h-[500px] p-4 focus:outline-none', 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  async function insertImage(file: File | undefined) {
    if (!file || !editor) return;
    try {
      const { url } = await uploadBlogImage(file, 'inline');
      editor.chain().focus().setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, '') }).run();
    } catch (error) {
      // Spec 2: an inline image failure is only logged; we also tell the writer.
      console.warn('inline image upload failed', error);
      // Over the upload limits the server's message says what to do.
      toast.error(error instanceof ApiError && error.status === 429 ? error.message : 'The image could not be added.');
    }
  }

  const tool = (name: string, icon: ReactNode, run: () => void, isActive = false) => (
    <button type="button" aria-label={name} aria-pressed={isActive} onClick={run} className={cn('rounded-md p-2 text-slate-700 hover:bg-slate-100', isActive && 'bg-brand-50 text-brand-700')}>{icon}</button>
  );
  if (!editor) return null;
  return (
    <div className="overflow-hidden rounded-lg ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-brand-600">
      <div className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1" role="toolbar" aria-label="Formatting">
        {tool('Bold', <Bold className="size-4" />, () => editor.chain().focus().toggleBold().run(), editor.isActive('bold'))}
        {tool('Italic', <Italic className="size-4" />, () => editor.chain().focus().toggleItalic().run(), editor.isActive('italic'))}
        {tool('Heading', <Heading2 className="size-4" />, () => editor.chain().focus().toggleHeading({ level: 2 }).run(), editor.isActive('heading', { level: 2 }))}
        {tool('Subheading', <Heading3 className="size-4" />, () => editor.chain().focus().toggleHeading({ level: 3 }).run(), editor.isActive('heading', { level: 3 }))}
        {tool('Bullet list', <List className="size-4" />, () => editor.chain().focus().toggleBulletList().run(), editor.isActive('bulletList'))}
        {tool('Numbered list', <ListOrdered className="size-4" />, () => editor.chain().focus().toggleOrderedList().run(), editor.isActive('orderedList'))}
        {tool('Quote', <Quote className="size-4" />, () => editor.chain().focus().toggleBlockquote().run(), editor.isActive('blockquote'))}
        {tool('Insert image', <ImagePlus className="size-4" />, () => fileInput.current?.click())}
        <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" aria-label="Inline image" onChange={(e) => { void insertImage(e.target.files?.[0]); e.target.value = ''; }} />
      </div>
      <EditorContent editor={editor} className="max-h-[500px] overflow-y-auto bg-white" />
    </div>
  );
}
