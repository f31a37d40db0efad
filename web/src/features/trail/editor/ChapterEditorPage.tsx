import { type ReactNode, useState } from 'react';
import { Anchor, Breadcrumbs, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import type { Content, EditorLesson } from '@school/modules/content/contracts';
import { confirm } from '../../../shared/confirm';
import { notify } from '../../../shared/notify';
import { LoadError, PageLoader } from '../../../shared/ui';
import { useTrail } from '../api';
import { useTrailTexts } from '../texts';
import {
  type LessonBody,
  useChapterEditor,
  useDeleteContent,
  useDeleteLesson,
  useSaveLesson,
  useSwapContents,
  useSwapLessons,
} from './api';
import { ContentDialog, type ContentDialogState } from './ContentDialog';
import { LessonCard } from './LessonCard';
import { LessonDialog } from './LessonDialog';
import { SortableItem, SortableList } from './Sortable';
import { EditorText, useEditorTexts } from './texts';

/**
 * /livros/capitulos/alterar/{id}: a chapter's lessons as cards with their contents. Whoever may
 * change the trail (`editable`, decision 0070) creates, edits, deletes and reorders (drag, or
 * keyboard) lessons and contents; anyone else (and /livros/capitulos/visualizar/{id},
 * `readOnly`) sees them with no editing control.
 */
export function ChapterEditorPage({ readOnly = false }: { readOnly?: boolean }) {
  const te = useEditorTexts();
  const ts = useTrailTexts();
  const chapterId = Number(useParams().id) || null;
  const editor = useChapterEditor(chapterId);
  const trail = useTrail(editor.data?.codTrlLivro ?? null);
  // The server's rule (decision 0070): whether this caller may change this chapter's trail.
  const canEdit = !readOnly && trail.data?.editable === true;
  const [lessonDialog, setLessonDialog] = useState<{ lesson: EditorLesson | null } | null>(null);
  const [contentDialog, setContentDialog] = useState<ContentDialogState>(null);
  const saveLesson = useSaveLesson();
  const deleteLesson = useDeleteLesson();
  const swapLessons = useSwapLessons();
  const deleteContent = useDeleteContent();
  const swapContents = useSwapContents();
  const done = (notice: ReactNode) => ({ onSuccess: () => void notify('success', notice) });

  const saveLessonBody = (body: LessonBody) =>
    saveLesson
      .mutateAsync({ codTrlCapitulo: chapterId!, id: lessonDialog?.lesson?.codTrlAula ?? null, body })
      .then(
        () => {
          void notify('success', <EditorText k="lessonSaved" />);
          return true;
        },
        // The refusal is already shown; the dialog stays open.
        () => false,
      );

  if (editor.isPending) return <PageLoader />;
  // A failed read shows why, with "Recarregar", never a blank editor (content §8).
  if (!editor.data) return <LoadError error={editor.error} onRetry={() => editor.refetch()} />;
  const { aulas } = editor.data;
  const removeLesson = async (l: EditorLesson) => {
    if (await confirm(te('lessonDeleteConfirm')))
      deleteLesson.mutate(l.codTrlAula, done(<EditorText k="lessonDeleted" />));
  };
  const removeContent = async (c: Content) => {
    if (await confirm(te('contentDeleteConfirm')))
      deleteContent.mutate(c.codTrlConteudo, done(<EditorText k="contentDeleted" />));
  };

  return (
    <Stack>
      <Breadcrumbs>
        {!readOnly && canEdit && (
          <Anchor component={Link} to="/livros">
            {ts('breadcrumbTrails')}
          </Anchor>
        )}
        <Anchor component={Link} to={`/livros/capitulos/doLivro/${editor.data.codTrlLivro}`}>
          {trail.data?.dscTitulo ?? ts('chapterCaption')}
        </Anchor>
        <Text>{editor.data.dscTitulo}</Text>
      </Breadcrumbs>
      <Group justify="space-between">
        <Title order={2}>{editor.data.dscTitulo}</Title>
        {canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setLessonDialog({ lesson: null })}>
            {te('lessonAdd')}
          </Button>
        )}
      </Group>
      {trail.data && <Text c="dimmed">{ts('chapterOf', { name: trail.data.dscTitulo })}</Text>}
      {aulas.length === 0 && <Text>{te('noLessons')}</Text>}
      <SortableList
        ids={aulas.map((l) => l.codTrlAula)}
        itemLabel={(id) =>
          te('lessonItem', { name: aulas.find((l) => l.codTrlAula === id)?.dscTitulo ?? '' })
        }
        onSwap={(a, b) => swapLessons.mutate([a, b])}
      >
        <Stack>
          {aulas.map((lesson) => (
            <SortableItem
              key={lesson.codTrlAula}
              id={lesson.codTrlAula}
              handleLabel={canEdit ? te('drag', { name: lesson.dscTitulo }) : undefined}
            >
              {(handle) => (
                <LessonCard
                  lesson={lesson}
                  handle={handle}
                  canEdit={canEdit}
                  onAddContent={() => setContentDialog({ mode: 'new', codTrlAula: lesson.codTrlAula })}
                  onEdit={() => setLessonDialog({ lesson })}
                  onDelete={() => void removeLesson(lesson)}
                  onViewContent={(content) => setContentDialog({ mode: 'view', content })}
                  onEditContent={(content) => setContentDialog({ mode: 'edit', content })}
                  onDeleteContent={(content) => void removeContent(content)}
                  onSwapContents={(x, y) => swapContents.mutate([x, y])}
                />
              )}
            </SortableItem>
          ))}
        </Stack>
      </SortableList>
      {canEdit && (
        <LessonDialog
          opened={lessonDialog !== null}
          lesson={lessonDialog?.lesson ?? null}
          onClose={() => setLessonDialog(null)}
          onSave={saveLessonBody}
        />
      )}
      <ContentDialog state={contentDialog} canEdit={canEdit} onClose={() => setContentDialog(null)} />
    </Stack>
  );
}
