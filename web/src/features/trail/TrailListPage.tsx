import { useEffect, useMemo, useState } from 'react';
import { IconCopy, IconListNumbers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { Trail } from '@school/modules/content/contracts';
import { isAllowed } from '@school/modules/kernel/contracts';
import { Message } from '../../i18n/messages';
import { notify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { actionsColumn, AddButton, type Column, DataTable, RowAction } from '../../shared/table';
import { useCopyTrail, useDeleteTrail, useSaveTrail, useTrails } from './api';
import { TrailText, useTrailTexts } from './texts';
import { TitleDialog } from './TitleDialog';

/** /livros: the list. */
export function TrailIndexRedirect() {
  return <Navigate to="/livros/listar" replace />;
}

const LIST_PATH = '/livros/listar';

type Editing = { trail: Trail | null } | null;

/** /livros/novo: the list with the new-trail dialog open. */
export function TrailNewPage() {
  return <TrailListPage open="new" />;
}

/** /livros/alterar/{id}: the list with trail {id}'s edit dialog open. */
export function TrailEditPage() {
  const { id } = useParams();
  return <TrailListPage key={id} open={Number(id)} />;
}

/**
 * /livros/listar: the trails the caller reads, 10 per page (decision 0070): those it may change
 * (`editable`, the server's rule: the Master's catalogue, a Professor's own, a Gestor's or
 * Coordenador's school's) with edit and delete; the others view-only, with "Copiar para minhas
 * trilhas" for whoever authors. Under /livros/novo and /livros/alterar/{id} (`open`) the trail
 * dialog opens over the list, and closing it goes back to /livros/listar; a profile that does not
 * author trails (or a trail it may not change) is sent to the list, and an id of no trail says
 * "Registro não encontrado." there.
 */
export function TrailListPage({ open }: { open?: 'new' | number } = {}) {
  const { t } = useTranslation();
  const ts = useTrailTexts();
  const navigate = useNavigate();
  const trails = useTrails();
  const saveTrail = useSaveTrail();
  const { mutate: deleteTrail } = useDeleteTrail();
  const { mutate: copyTrail } = useCopyTrail();
  const canAuthor = isAllowed('trails.write', useSession()?.user.codBsePerfil);
  // undefined: nothing picked on this page yet, so the route's dialog (if any) is open.
  const [picked, setPicked] = useState<Editing | undefined>(undefined);
  const routeTrail =
    typeof open === 'number' ? trails.data?.find((tr) => tr.codTrlLivro === open) : undefined;
  const routeMissing = typeof open === 'number' && trails.data !== undefined && routeTrail === undefined;
  const routed: Editing = open === 'new' ? { trail: null } : routeTrail ? { trail: routeTrail } : null;
  const editing = picked === undefined ? routed : picked;
  const close = () => {
    setPicked(null);
    if (open !== undefined) void navigate(LIST_PATH, { replace: true });
  };

  useEffect(() => {
    if (!routeMissing || !canAuthor) return;
    void notify('error', <Message code="generic.notFound" />);
    void navigate(LIST_PATH, { replace: true });
  }, [routeMissing, canAuthor, navigate]);

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
      {
        key: 'owner',
        header: ts('owner'),
        value: (tr) => (tr.codBseEscola === null ? ts('ownerCatalogue') : ts('ownerSchool')),
      },
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
          {canAuthor && !tr.editable && (
            <RowAction
              label={ts('copy', { name: tr.dscTitulo })}
              tooltip={ts('copyShort')}
              icon={IconCopy}
              size="lg"
              onClick={() =>
                copyTrail(tr.codTrlLivro, {
                  onSuccess: () => void notify('success', <TrailText k="copied" />),
                })
              }
            />
          )}
          {tr.editable && (
            <>
              <RowAction.Edit
                label={ts('edit', { name: tr.dscTitulo })}
                tooltip={ts('editShort')}
                size="lg"
                onClick={() => setPicked({ trail: tr })}
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
    [t, ts, deleteTrail, copyTrail, canAuthor],
  );

  const mayOpen = open === 'new' ? canAuthor : routeTrail === undefined || routeTrail.editable;
  if (open !== undefined && (!canAuthor || !mayOpen)) return <Navigate to={LIST_PATH} replace />;

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
        toolbar={canAuthor && <AddButton onClick={() => setPicked({ trail: null })}>{ts('add')}</AddButton>}
      />
      <TitleDialog
        opened={editing !== null}
        heading={editing?.trail ? ts('editTitle') : ts('newTitle')}
        initial={editing?.trail?.dscTitulo ?? ''}
        onClose={close}
        onSave={save}
      />
    </>
  );
}
