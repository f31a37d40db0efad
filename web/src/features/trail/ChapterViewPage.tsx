import { ChapterEditorPage } from './editor/ChapterEditorPage';

/**
 * /livros/capitulos/visualizar/{id}: the chapter with its lessons and contents, read-only (the
 * Professor's view action): the chapter editor with no editing control.
 */
export function ChapterViewPage() {
  return <ChapterEditorPage readOnly />;
}
