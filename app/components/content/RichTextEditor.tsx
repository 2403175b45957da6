import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { getNonce } from 'get-nonce';
import {
  Bold,
  Heading2,
  Heading3,
  Heading4,
  Italic,
  Link2,
  List,
  ListOrdered,
  Loader2,
  Quote,
  Redo2,
  Underline,
  Undo2,
  Unlink,
} from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../lib/i18n';
import { normaliseLinkHref, ToolButton } from './EditorTools';
import { ImageInsertButton } from './rich-text/ImageInsertButton';
import { LinkForm } from './rich-text/LinkForm';

/** What the toolbar shows as pressed or available, read from the editor at each change. */
function toolbarState(e: Editor) {
  return {
    bold: e.isActive('bold'),
    italic: e.isActive('italic'),
    underline: e.isActive('underline'),
    h2: e.isActive('heading', { level: 2 }),
    h3: e.isActive('heading', { level: 3 }),
    h4: e.isActive('heading', { level: 4 }),
    bullet: e.isActive('bulletList'),
    ordered: e.isActive('orderedList'),
    quote: e.isActive('blockquote'),
    link: e.isActive('link'),
    href: (e.getAttributes('link').href as string | undefined) ?? '',
    canUndo: e.can().undo(),
    canRedo: e.can().redo(),
  };
}

/** The headings each kind of text may use (h3–h4 in the FAQ, h2–h4 in articles), their icons and names. */
const HEADINGS = {
  2: [Heading2, 'adminContent.heading2'],
  3: [Heading3, 'adminContent.heading3'],
  4: [Heading4, 'adminContent.heading4'],
} as const;

/** The link form's state: open or not, the address typed, why it was refused; `apply` sets the link. */
function useLinkEditing(editor: Editor) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [error, setError] = useState<string | null>(null);
  function apply() {
    const normalised = normaliseLinkHref(href);
    if (!normalised) {
      setError(t('adminContent.linkInvalid'));
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: normalised }).run();
    setOpen(false);
  }
  return { open, setOpen, href, setHref, error, setError, apply };
}

function Toolbar({
  editor,
  kind,
  onImageError,
}: {
  editor: Editor;
  kind: 'faq' | 'article';
  onImageError: (message: string | null) => void;
}) {
  const t = useT();
  const state = useEditorState({ editor, selector: ({ editor: e }) => toolbarState(e) });
  const link = useLinkEditing(editor);
  const linkId = useId();
  const chain = () => editor.chain().focus();
  const headings = kind === 'article' ? ([2, 3, 4] as const) : ([3, 4] as const);
  const icon = 'h-4 w-4';

  return (
    <div className="border-b border-line">
      <div role="toolbar" aria-label={t('adminContent.toolbar')} className="flex flex-wrap items-center gap-0.5 p-1.5">
        <ToolButton label={t('adminContent.bold')} active={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold className={icon} aria-hidden="true" />
        </ToolButton>
        <ToolButton label={t('adminContent.italic')} active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <Italic className={icon} aria-hidden="true" />
        </ToolButton>
        <ToolButton
          label={t('adminContent.underline')}
          active={state.underline}
          onClick={() => chain().toggleUnderline().run()}
        >
          <Underline className={icon} aria-hidden="true" />
        </ToolButton>
        <span className="mx-1 h-6 w-px bg-line" aria-hidden="true" />
        {headings.map((level) => {
          const [Icon, label] = HEADINGS[level];
          return (
            <ToolButton
              key={level}
              label={t(label)}
              active={state[`h${level}`]}
              onClick={() => chain().toggleHeading({ level }).run()}
            >
              <Icon className={icon} aria-hidden="true" />
            </ToolButton>
          );
        })}
        <ToolButton
          label={t('adminContent.bulletList')}
          active={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        >
          <List className={icon} aria-hidden="true" />
        </ToolButton>
        <ToolButton
          label={t('adminContent.orderedList')}
          active={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <ListOrdered className={icon} aria-hidden="true" />
        </ToolButton>
        <ToolButton
          label={t('adminContent.quote')}
          active={state.quote}
          onClick={() => chain().toggleBlockquote().run()}
        >
          <Quote className={icon} aria-hidden="true" />
        </ToolButton>
        <span className="mx-1 h-6 w-px bg-line" aria-hidden="true" />
        <ToolButton
          label={t(state.link ? 'adminContent.linkEdit' : 'adminContent.linkAdd')}
          active={state.link}
          onClick={() => {
            link.setHref(state.href);
            link.setError(null);
            link.setOpen((o) => !o);
          }}
        >
          <Link2 className={icon} aria-hidden="true" />
        </ToolButton>
        {state.link ? (
          <ToolButton
            label={t('adminContent.linkRemove')}
            onClick={() => chain().extendMarkRange('link').unsetLink().run()}
          >
            <Unlink className={icon} aria-hidden="true" />
          </ToolButton>
        ) : null}
        {kind === 'article' ? (
          <ImageInsertButton
            iconClass={icon}
            onInsert={(src) => chain().setImage({ src, alt: '' }).run()}
            onError={onImageError}
          />
        ) : null}
        <span className="mx-1 h-6 w-px bg-line" aria-hidden="true" />
        <ToolButton label={t('adminContent.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <Undo2 className={icon} aria-hidden="true" />
        </ToolButton>
        <ToolButton label={t('adminContent.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <Redo2 className={icon} aria-hidden="true" />
        </ToolButton>
      </div>
      {link.open ? (
        <LinkForm
          id={linkId}
          href={link.href}
          onHref={link.setHref}
          error={link.error}
          onApply={link.apply}
          onClose={() => link.setOpen(false)}
        />
      ) : null}
    </div>
  );
}

/**
 * Rich-text field of the FAQ and blog editors (TipTap, headless). It can only
 * produce what the server's allow-list keeps: paragraphs, lists, bold, italic,
 * underline, links, headings (h3–h4 in the FAQ, h2–h4 in articles), quotes
 * and, in articles, images. The server cleans the HTML again anyway.
 */
export function RichTextEditor({
  id,
  labelId,
  kind,
  initialHtml,
  onChange,
  invalid,
  describedBy,
  testId,
  lang,
}: {
  id: string;
  labelId: string;
  kind: 'faq' | 'article';
  initialHtml: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
  testId?: string;
  /** The language written in: Arabic text runs right to left (decision 034). */
  lang: 'fr' | 'ar';
}) {
  const t = useT();
  const [imageError, setImageError] = useState<string | null>(null);
  const attributes = (): Record<string, string> => ({
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    class:
      'prose-page min-h-56 max-w-none px-4 py-3 focus:outline-none [&_blockquote]:border-s-4 [&_blockquote]:border-accent/60 [&_blockquote]:ps-4 [&_blockquote]:italic [&_h4]:text-lg [&_h4]:font-semibold [&_img]:max-w-full [&_img]:rounded-lg [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-brand',
    'data-testid': testId ?? 'rich-text-editor',
  });
  const editor = useEditor({
    // Rendered in the browser only: the server sends the frame, the editor mounts on hydration.
    immediatelyRender: false,
    // TipTap's small stylesheet is a <style> element: it needs this page's CSP nonce.
    injectNonce: getNonce(),
    extensions: [
      StarterKit.configure({
        heading: { levels: kind === 'article' ? [2, 3, 4] : [3, 4] },
        code: false,
        codeBlock: false,
        strike: false,
        horizontalRule: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto', 'tel'],
        HTMLAttributes: { rel: 'noopener', target: null },
        isAllowedUri: (url) => normaliseLinkHref(url) !== null,
      }),
      ...(kind === 'article' ? [Image.configure({ inline: false, allowBase64: false })] : []),
    ],
    content: initialHtml,
    editorProps: { attributes: attributes() },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // The error state changes after the editor exists: its attributes follow without recreating it.
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributes() } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, invalid, describedBy, lang]);

  return (
    <div>
      <div
        className={`overflow-hidden rounded-lg border bg-surface focus-within:border-brand ${invalid ? 'border-danger' : 'border-line'}`}
      >
        {editor ? (
          <Toolbar editor={editor} kind={kind} onImageError={setImageError} />
        ) : (
          <div className="h-12 border-b border-line" aria-hidden="true" />
        )}
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          <div className="flex min-h-56 items-center justify-center text-sm text-muted">
            <Loader2 className="mr-2 h-4 w-4 animate-spin" aria-hidden="true" />
            {t('adminContent.editorLoading')}
          </div>
        )}
      </div>
      {imageError ? (
        <p role="alert" className="field-error">
          {imageError}
        </p>
      ) : null}
    </div>
  );
}
