import type { ReactNode } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Content, EditorLesson } from '@school/modules/content/contracts';
import { AuthImage } from '../../../shared/image';
import { isEditable } from './ContentDialog';
import { SortableItem, SortableList } from './Sortable';
import { useEditorTexts } from './texts';

/** Text that may shrink below its longest word, breaking a long one (a link) rather than overflowing. */
const BREAKS = { minWidth: 0, overflowWrap: 'anywhere' } as const;
/** The title takes the line's room; below about 14rem beside the actions, they wrap under it. */
const TITLE_PART = { flex: '1 1 14rem', minWidth: 0 } as const;

/** A content as its line shows it: its type, and its title when it has one ("Texto · Intro"). */
function contentName(content: Content | undefined): string {
  if (!content) return '';
  return content.dscTitulo ? `${content.nomTipo} · ${content.dscTitulo}` : content.nomTipo;
}

/**
 * One content's line: sequence, type name and preview (text, image, or a label); a game shows its
 * own title (else its kind) and its first question (or description), so two quizzes can be told apart.
 */
function ContentLine({
  content,
  handle,
  actions,
}: {
  content: Content;
  handle: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="xs" data-testid="content">
      {handle}
      <Text fw={600} w={28}>
        {content.numSequencia}
      </Text>
      <Stack gap={2} style={{ flex: 1, ...BREAKS }}>
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
        {/* A game's own title is its line's; its game's name follows when it differs (decision 0071). */}
        {content.nomJogo && content.nomJogo !== content.dscTitulo && <Text size="sm">{content.nomJogo}</Text>}
        {content.label && !content.dscTexto && (
          <Text size="sm" lineClamp={2}>
            {content.label}
          </Text>
        )}
      </Stack>
      {actions}
    </Group>
  );
}

export interface LessonCardProps {
  lesson: EditorLesson;
  /** The lesson's drag handle (none when read only). */
  handle: ReactNode;
  canEdit: boolean;
  onAddContent: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onViewContent: (content: Content) => void;
  /** Opens the content straight in edit mode (types 1 to 5). */
  onEditContent: (content: Content) => void;
  onDeleteContent: (content: Content) => void;
  onSwapContents: (dragged: number, target: number) => void;
}

/** A lesson card: its sequence and title, its actions, and its contents (reordered by drag). */
export function LessonCard({ lesson, handle, canEdit, ...on }: LessonCardProps) {
  const te = useEditorTexts();
  return (
    <Card withBorder data-testid="lesson" aria-label={lesson.dscTitulo}>
      {/* On a phone the actions go under the title rather than squeezing it to a word a line. */}
      <Group justify="space-between" align="flex-start" gap="xs">
        <Group gap="xs" wrap="nowrap" style={TITLE_PART}>
          {handle}
          <Title order={3} size="h4" style={BREAKS}>
            {te('lessonSequence', { n: lesson.numSequencia })} · {lesson.dscTitulo}
          </Title>
        </Group>
        {canEdit && (
          <Group gap={4} wrap="nowrap" ml="auto">
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={on.onAddContent}>
              {te('contentAdd')}
            </Button>
            <ActionIcon
              variant="subtle"
              aria-label={te('editLesson', { name: lesson.dscTitulo })}
              onClick={on.onEdit}
            >
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={te('deleteLesson', { name: lesson.dscTitulo })}
              onClick={on.onDelete}
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
          itemLabel={(id) =>
            te('contentItem', { name: contentName(lesson.conteudos.find((c) => c.codTrlConteudo === id)) })
          }
          onSwap={on.onSwapContents}
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
                            onClick={() => on.onViewContent(content)}
                          >
                            <IconEye size={18} />
                          </ActionIcon>
                        </Tooltip>
                        {canEdit && isEditable(content) && (
                          <Tooltip label={te('edit')}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={`${te('edit')} ${name}`}
                              onClick={() => on.onEditContent(content)}
                            >
                              <IconPencil size={18} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                        {canEdit && (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`${te('delete')} ${name}`}
                            onClick={() => on.onDeleteContent(content)}
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
  );
}
