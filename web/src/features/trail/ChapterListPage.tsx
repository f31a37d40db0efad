import { useMemo, useState } from 'react';
import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { Chapter } from '@school/modules/content/contracts';
import { Message } from '../../i18n/messages';
import { notify } from '../../shared/notify';
import { actionsColumn, AddButton, type Column, DataTable, RowAction } from '../../shared/table';
import {
  useChapters,
  useCreateChapter,
  useDeleteChapter,
  useSwapChapters,
  useTrail,
  useUpdateChapter,
} from './api';
import { useEditorTexts } from './editor/texts';
import { TrailText, useTrailTexts } from './texts';
import { TitleDialog } from './TitleDialog';

type Editing = { chapter: Chapter | null } | null;

/**
 * /livros/capitulos/doLivro/{id}: a trail's chapters by sequence number. Whoever may change the
 * trail (`editable`, decision 0070) creates, renames, deletes and reorders them (arrows swap with
 * the neighbour: the first chapter's "Subir" and the last's "Descer" are disabled); anyone else
 * (a Professor on the catalogue) sees no back link and no authoring control, only a view action
 * per chapter.
 */
export function ChapterListPage() {
  const { t } = useTranslation();
  const ts = useTrailTexts();
  const te = useEditorTexts();
  const trailId = Number(useParams().id) || null;
  const trail = useTrail(trailId);
  const chapters = useChapters(trailId);
  // The server's rule (decision 0070): whether this caller may change this trail.
  const canAuthor = trail.data?.editable === true;
  const [editing, setEditing] = useState<Editing>(null);
  const createChapter = useCreateChapter();
  const updateChapter = useUpdateChapter();
  const { mutate: deleteChapter } = useDeleteChapter();
  const { mutate: swapChapters } = useSwapChapters();

  const saved = async (dscTitulo: string) => {
    const chapter = editing?.chapter ?? null;
    if (chapter) {
      await updateChapter.mutateAsync({ id: chapter.codTrlCapitulo, dscTitulo });
      void notify('success', <TrailText k="updated" />);
      return true;
    }
    const created = await createChapter.mutateAsync({ codTrlLivro: trailId!, dscTitulo });
    if (!created) {
      void notify('warning', <Message code="chapter.limit" />);
      return false;
    }
    void notify('success', <Message code="chapter.created" params={{ title: dscTitulo }} />);
    return true;
  };
  // A refusal is already shown; the dialog stays open.
  const save = (dscTitulo: string) => saved(dscTitulo).catch(() => false);

  const columns = useMemo((): Column<Chapter>[] => {
    const rows = chapters.data ?? [];
    const move = (chapter: Chapter, by: -1 | 1) => {
      const neighbour = rows[rows.indexOf(chapter) + by];
      if (neighbour) swapChapters([chapter.codTrlCapitulo, neighbour.codTrlCapitulo]);
    };
    const authoring = (c: Chapter) => (
      <>
        <RowAction
          label={te('lessonsOf', { name: c.dscTitulo })}
          tooltip={te('lessons')}
          icon={IconListDetails}
          size="lg"
          to={`/livros/capitulos/alterar/${c.codTrlCapitulo}`}
        />
        <RowAction
          label={ts('moveUp', { name: c.dscTitulo })}
          icon={IconArrowUp}
          size="lg"
          disabled={rows.indexOf(c) === 0}
          onClick={() => move(c, -1)}
        />
        <RowAction
          label={ts('moveDown', { name: c.dscTitulo })}
          icon={IconArrowDown}
          size="lg"
          disabled={rows.indexOf(c) === rows.length - 1}
          onClick={() => move(c, 1)}
        />
        <RowAction.Edit
          label={ts('edit', { name: c.dscTitulo })}
          tooltip={ts('editShort')}
          size="lg"
          onClick={() => setEditing({ chapter: c })}
        />
        <RowAction.Delete
          label={ts('delete', { name: c.dscTitulo })}
          tooltip={ts('deleteShort')}
          size="lg"
          question={ts('chapterDeleteConfirm')}
          onDelete={() =>
            deleteChapter(c.codTrlCapitulo, {
              onSuccess: () => void notify('success', <TrailText k="chapterDeleted" />),
            })
          }
        />
      </>
    );
    return [
      { key: 'numSequencia', header: ts('chapterSequence'), cell: (c) => c.numSequencia, width: '5rem' },
      { key: 'dscTitulo', header: ts('title'), value: (c) => c.dscTitulo },
      actionsColumn(t('table.actions'), (c) => (
        <>
          {canAuthor ? (
            authoring(c)
          ) : (
            <RowAction.View
              label={ts('view', { name: c.dscTitulo })}
              tooltip={ts('viewShort')}
              size="lg"
              to={`/livros/capitulos/visualizar/${c.codTrlCapitulo}`}
            />
          )}
        </>
      )),
    ];
  }, [t, ts, te, deleteChapter, swapChapters, canAuthor, chapters.data]);

  return (
    <Stack>
      {canAuthor && (
        <Breadcrumbs>
          <Anchor component={Link} to="/livros">
            {ts('breadcrumbTrails')}
          </Anchor>
          <Text>{trail.data?.dscTitulo}</Text>
        </Breadcrumbs>
      )}
      <DataTable
        caption={trail.data ? ts('chapters', { name: trail.data.dscTitulo }) : ts('chapterCaption')}
        columns={columns}
        rows={chapters.data}
        error={chapters.error}
        onRetry={() => chapters.refetch()}
        rowKey={(c) => c.codTrlCapitulo}
        loading={chapters.isPending}
        minWidth={320}
        toolbar={
          canAuthor && <AddButton onClick={() => setEditing({ chapter: null })}>{ts('chapterAdd')}</AddButton>
        }
      />
      <TitleDialog
        opened={editing !== null}
        heading={editing?.chapter ? ts('chapterEditTitle') : ts('chapterNewTitle')}
        initial={editing?.chapter?.dscTitulo ?? ''}
        onClose={() => setEditing(null)}
        onSave={save}
      />
    </Stack>
  );
}
