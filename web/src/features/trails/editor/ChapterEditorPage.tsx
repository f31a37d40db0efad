import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import type { Content, EditorLesson } from '@school/modules/content/contracts';
import { Profile } from '@school/modules/kernel/contracts';
import { newIdempotencyKey } from '../../../shared/api';
import { confirm } from '../../../shared/confirm';
import { AuthImage } from '../../../shared/image';
import { notify, notifyError } from '../../../shared/notify';
import { useSession } from '../../../shared/session';
import { PageLoader } from '../../../shared/ui';
import { useTrail } from '../api';
import { useTrailTexts } from '../texts';
import {
  deleteContent,
  deleteLesson,
  EDITOR_KEY,
  type LessonBody,
  saveLesson,
  swapContents,
  swapLessons,
  useChapterEditor,
} from './api';
import { ContentDialog, type ContentDialogState } from './ContentDialog';
import { LessonDialog } from './LessonDialog';
import { SortableItem, SortableList } from './Sortable';
import { useEditorTexts } from './texts';

/** One content's line: sequence, type name and preview (text, image, or a label). */
function ContentLine({
  content,
  handle,
  actions,
}: {
  content: Content;
  handle: React.ReactNode;
  actions: React.ReactNode;
}) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="xs" data-testid="content">
      {handle}
      <Text fw={600} w={28}>
        {content.numSequencia}
      </Text>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {content.nomTipo}
          {content.dscTitulo ? ` · ${content.dscTitulo}` : ''}
        </Text>
        {content.dscTexto && (
          <Text size="sm" lineClamp={2}>
            {content.dscTexto}
          </Text>
        )}
        {content.dscImagem && (
          <AuthImage
            src={content.dscImagem}
            alt={content.dscTitulo || content.nomTipo}
            h={64}
            w="auto"
            fit="contain"
          />
        )}
        {content.label && !content.dscTexto && <Text size="sm">{content.label}</Text>}
      </Stack>
      {actions}
    </Group>
  );
}

/**
 * /livros/capitulos/alterar/{id}: a chapter's lessons as cards with their contents. The Master
 * creates, edits, deletes and reorders (drag, or keyboard) lessons and contents; the Professor
 * (and /livros/capitulos/visualizar/{id}, `readOnly`) sees them with no editing control.
 */
export function ChapterEditorPage({ readOnly = false }: { readOnly?: boolean }) {
  const te = useEditorTexts();
  const ts = useTrailTexts();
  const queryClient = useQueryClient();
  const chapterId = Number(useParams().id) || null;
  const editor = useChapterEditor(chapterId);
  const trail = useTrail(editor.data?.codTrlLivro ?? null);
  const session = useSession();
  const canEdit = !readOnly && session?.user.codBsePerfil === Profile.Master;
  const [lessonDialog, setLessonDialog] = useState<{ lesson: EditorLesson | null } | null>(null);
  const [contentDialog, setContentDialog] = useState<ContentDialogState>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: EDITOR_KEY });

  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) void notify('success', done);
    } catch (error) {
      void notifyError(error);
    } finally {
      await refresh();
    }
  };
  const saveLessonBody = async (body: LessonBody) => {
    try {
      await saveLesson(chapterId!, lessonDialog?.lesson?.codTrlAula ?? null, body, newIdempotencyKey());
      void notify('success', te('lessonSaved'));
      return true;
    } catch (error) {
      void notifyError(error);
      return false;
    } finally {
      await refresh();
    }
  };

  if (editor.isPending) return <PageLoader />;
  if (!editor.data) return null;
  const { aulas } = editor.data;
  const removeLesson = async (l: EditorLesson) => {
    if (await confirm(te('lessonDeleteConfirm')))
      await run(() => deleteLesson(l.codTrlAula, newIdempotencyKey()), te('lessonDeleted'));
  };
  const removeContent = async (c: Content) => {
    if (await confirm(te('contentDeleteConfirm')))
      await run(() => deleteContent(c.codTrlConteudo, newIdempotencyKey()), te('contentDeleted'));
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
        onSwap={(a, b) => void run(() => swapLessons(a, b, newIdempotencyKey()))}
      >
        <Stack>
          {aulas.map((lesson) => (
            <SortableItem
              key={lesson.codTrlAula}
              id={lesson.codTrlAula}
              handleLabel={canEdit ? te('drag', { name: lesson.dscTitulo }) : undefined}
            >
              {(handle) => (
                <Card withBorder data-testid="lesson" aria-label={lesson.dscTitulo}>
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="xs" wrap="nowrap">
                      {handle}
                      <Title order={3} size="h4">
                        {te('lessonSequence', { n: lesson.numSequencia })} · {lesson.dscTitulo}
                      </Title>
                    </Group>
                    {canEdit && (
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconPlus size={14} />}
                          onClick={() => setContentDialog({ mode: 'new', codTrlAula: lesson.codTrlAula })}
                        >
                          {te('contentAdd')}
                        </Button>
                        <ActionIcon
                          variant="subtle"
                          aria-label={te('editLesson', { name: lesson.dscTitulo })}
                          onClick={() => setLessonDialog({ lesson })}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={te('deleteLesson', { name: lesson.dscTitulo })}
                          onClick={() => void removeLesson(lesson)}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Group>
                    )}
                  </Group>
                  {lesson.dscDescricao && (
                    <Text size="sm" c="dimmed">
                      {lesson.dscDescricao}
                    </Text>
                  )}
                  <Stack gap="xs" mt="sm">
                    {lesson.conteudos.length === 0 && (
                      <Text size="sm" c="dimmed">
                        {te('noContents')}
                      </Text>
                    )}
                    <SortableList
                      ids={lesson.conteudos.map((c) => c.codTrlConteudo)}
                      onSwap={(a, b) => void run(() => swapContents(a, b, newIdempotencyKey()))}
                    >
                      {lesson.conteudos.map((content) => {
                        const name = `${content.numSequencia} ${content.nomTipo}`;
                        return (
                          <SortableItem
                            key={content.codTrlConteudo}
                            id={content.codTrlConteudo}
                            handleLabel={canEdit ? te('drag', { name }) : undefined}
                          >
                            {(contentHandle) => (
                              <ContentLine
                                content={content}
                                handle={contentHandle}
                                actions={
                                  <Group gap={4} wrap="nowrap">
                                    <Tooltip label={te('view')}>
                                      <ActionIcon
                                        variant="subtle"
                                        aria-label={`${te('view')} ${name}`}
                                        onClick={() => setContentDialog({ mode: 'view', content })}
                                      >
                                        <IconEye size={18} />
                                      </ActionIcon>
                                    </Tooltip>
                                    {canEdit && (
                                      <ActionIcon
                                        variant="subtle"
                                        color="red"
                                        aria-label={`${te('delete')} ${name}`}
                                        onClick={() => void removeContent(content)}
                                      >
                                        <IconTrash size={18} />
                                      </ActionIcon>
                                    )}
                                  </Group>
                                }
                              />
                            )}
                          </SortableItem>
                        );
                      })}
                    </SortableList>
                  </Stack>
                </Card>
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
      <ContentDialog
        state={contentDialog}
        canEdit={canEdit}
        onClose={() => setContentDialog(null)}
        onSaved={refresh}
      />
    </Stack>
  );
}
