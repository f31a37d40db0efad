import { useMemo, useState } from 'react';
import { IconListNumbers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { Trail } from '@school/modules/content/contracts';
import { Profile } from '@school/modules/kernel/contracts';
import { Message } from '../../i18n/messages';
import { notify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { actionsColumn, AddButton, type Column, DataTable, RowAction } from '../../shared/table';
import { useDeleteTrail, useSaveTrail, useTrails } from './api';
import { TrailText, useTrailTexts } from './texts';
import { TitleDialog } from './TitleDialog';

/** /livros: the list. */
export function TrailIndexRedirect() {
  return <Navigate to="/livros/listar" replace />;
}

type Editing = { trail: Trail | null } | null;

/**
 * /livros/listar: the trails (Master authors them: new, edit, delete; the Professor only opens
 * their chapters), 10 per page.
 */
export function TrailListPage() {
  const { t } = useTranslation();
  const ts = useTrailTexts();
  const trails = useTrails();
  const saveTrail = useSaveTrail();
  const { mutate: deleteTrail } = useDeleteTrail();
  const canAuthor = useSession()?.user.codBsePerfil === Profile.Master;
  const [editing, setEditing] = useState<Editing>(null);

  const save = (dscTitulo: string) => {
    const trail = editing?.trail ?? null;
    return saveTrail.mutateAsync({ id: trail?.codTrlLivro ?? null, dscTitulo }).then(
      () => {
        void notify(
          'success',
          trail ? <TrailText k="updated" /> : <Message code="trail.created" params={{ title: dscTitulo }} />,
        );
        return true;
      },
      // The refusal is already shown; the dialog stays open.
      () => false,
    );
  };

  const columns = useMemo(
    (): Column<Trail>[] => [
      { key: 'dscTitulo', header: ts('title'), value: (tr) => tr.dscTitulo },
      actionsColumn(t('table.actions'), (tr) => (
        <>
          <RowAction
            label={ts('chapters', { name: tr.dscTitulo })}
            tooltip={ts('chaptersShort')}
            icon={IconListNumbers}
            size="lg"
            to={`/livros/capitulos/doLivro/${tr.codTrlLivro}`}
          />
          <RowAction.History kind="livro" id={tr.codTrlLivro} name={tr.dscTitulo} size="lg" />
          {canAuthor && (
            <>
              <RowAction.Edit
                label={ts('edit', { name: tr.dscTitulo })}
                tooltip={ts('editShort')}
                size="lg"
                onClick={() => setEditing({ trail: tr })}
              />
              <RowAction.Delete
                label={ts('delete', { name: tr.dscTitulo })}
                tooltip={ts('deleteShort')}
                size="lg"
                question={ts('deleteConfirm')}
                onDelete={() =>
                  deleteTrail(tr.codTrlLivro, {
                    onSuccess: () => void notify('success', <TrailText k="deleted" />),
                  })
                }
              />
            </>
          )}
        </>
      )),
    ],
    [t, ts, deleteTrail, canAuthor],
  );

  return (
    <>
      <DataTable
        caption={ts('caption')}
        columns={columns}
        rows={trails.data}
        error={trails.error}
        onRetry={() => trails.refetch()}
        rowKey={(tr) => tr.codTrlLivro}
        loading={trails.isPending}
        minWidth={320}
        toolbar={canAuthor && <AddButton onClick={() => setEditing({ trail: null })}>{ts('add')}</AddButton>}
      />
      <TitleDialog
        opened={editing !== null}
        heading={editing?.trail ? ts('editTitle') : ts('newTitle')}
        initial={editing?.trail?.dscTitulo ?? ''}
        onClose={() => setEditing(null)}
        onSave={save}
      />
    </>
  );
}
