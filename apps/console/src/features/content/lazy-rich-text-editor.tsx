/**
 * The rich-text editor in a chunk of its own: tiptap and ProseMirror load when a form opens, not
 * with the content lists, so a viewer (who never writes) and the first paint of the page do not
 * wait for them. On the busy 2-core CI machine the page's first paint took 13 s with the editor in
 * its chunk.
 */
import { Skeleton } from 'antd';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { RichTextEditor } from './rich-text-editor';

const RichTextEditorChunk = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

/** RichTextEditor's props, value and onChange from the form item as for the editor itself. */
export function LazyRichTextEditor(props: ComponentProps<typeof RichTextEditor>) {
  return (
    <Suspense fallback={<Skeleton.Input active block />}>
      <RichTextEditorChunk {...props} />
    </Suspense>
  );
}
