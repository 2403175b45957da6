import { lazy, Suspense, type ComponentProps } from 'react';

const Editor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

/**
 * The FAQ and article editor (tiptap, ProseMirror) is loaded by the page that shows it rather
 * than by the server's page bundle at start: it was a quarter of a second of every restart for
 * two admin pages (issue 15).
 */
export function RichTextEditor(props: ComponentProps<typeof Editor>) {
  return (
    <Suspense fallback={<div className="min-h-48 rounded-md border border-line" aria-busy="true" />}>
      <Editor {...props} />
    </Suspense>
  );
}
