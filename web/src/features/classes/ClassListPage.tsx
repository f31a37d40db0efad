import { useMemo, useState } from 'react';
import { Alert, Button, Switch } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { isAllowed, Profile } from '@school/modules/kernel/contracts';
import type { CurrentClass, SchoolClass, UserClass } from '@school/modules/organization/contracts';
import { MY_DATA_KEY } from '../../shared/ownData';
import { Message } from '../../i18n/messages';
import { api, ApiError } from '../../shared/api';
import { confirm } from '../../shared/confirm';
import { notify, notifyError } from '../../shared/notify';
import { sessionStore, useSession } from '../../shared/session';
import { type Column, DataTable, RowAction, RowActions } from '../../shared/table';
import { CLASSES_KEY, MY_CLASSES_KEY, useClasses, useMyClasses } from './api';
import { useClassTexts } from './texts';

/** /turma: the list. */
export function ClassIndexRedirect() {
  return <Navigate to="/turma/listar" replace />;
}

/**
 * /turma/listar: the classes in scope with their unit and school. Staff get the actions their
 * profile may use (create 2–4, edit 2–4, delete 2–3); a Professor gets its own classes and
 * the current-class switch.
 */
export function ClassListPage() {
  const profile = useSession()?.user.codBsePerfil ?? 0;
  return profile === Profile.Professor ? <MyClassesList /> : <StaffClassList profile={profile} />;
}

function LoadError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" mb="md">
      {error instanceof ApiError && !error.isNetwork ? error.message : <Message code="generic.server" />}
    </Alert>
  );
}

function ViewStudents({ row }: { row: SchoolClass }) {
  const tx = useClassTexts();
  const navigate = useNavigate();
  const label = tx('view', { name: row.nomTurma });
  return (
    <RowAction
      label={label}
      icon={IconUsers}
      onClick={() => navigate(`/turma/visualizar/${row.codBseTurma}`)}
    />
  );
}

function StaffClassList({ profile }: { profile: number }) {
  const tx = useClassTexts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const classes = useClasses();
  const canCreate = isAllowed('classes.create', profile);
  const canEdit = isAllowed('classes.update', profile);
  const canDelete = isAllowed('classes.delete', profile);

  const columns = useMemo<Column<SchoolClass>[]>(() => {
    const remove = async (row: SchoolClass) => {
      if (!(await confirm(tx('confirmDelete', { name: row.nomTurma }), { danger: true }))) return;
      try {
        await api(`/bse_turma/${row.codBseTurma}`, { method: 'DELETE' });
        await queryClient.invalidateQueries({ queryKey: CLASSES_KEY });
        void notify('success', tx('deleted'));
      } catch (error) {
        void notifyError(error);
      }
    };
    return [
      { key: 'name', header: tx('columns.name'), value: (c) => c.nomTurma },
      { key: 'unit', header: tx('columns.unit'), value: (c) => c.nomUnidade },
      { key: 'school', header: tx('columns.school'), value: (c) => c.nomEscola },
      {
        key: 'actions',
        header: tx('columns.actions'),
        align: 'right',
        width: 140,
        cell: (c) => (
          <RowActions>
            <ViewStudents row={c} />
            {canEdit && (
              <RowAction
                label={tx('edit', { name: c.nomTurma })}
                icon={IconPencil}
                onClick={() => navigate(`/turma/alterar/${c.codBseTurma}`)}
              />
            )}
            {canDelete && (
              <RowAction
                label={tx('remove', { name: c.nomTurma })}
                icon={IconTrash}
                color="red"
                onClick={() => void remove(c)}
              />
            )}
          </RowActions>
        ),
      },
    ];
  }, [tx, navigate, queryClient, canEdit, canDelete]);

  return (
    <>
      <LoadError error={classes.error} />
      <DataTable
        caption={tx('caption')}
        columns={columns}
        rows={classes.data}
        rowKey={(c) => c.codBseTurma}
        loading={classes.isPending}
        searchable
        searchLabel={tx('search')}
        toolbar={
          canCreate ? (
            <Button component={Link} to="/turma/novo" leftSection={<IconPlus size={16} aria-hidden />}>
              {tx('add')}
            </Button>
          ) : undefined
        }
        minWidth={560}
      />
    </>
  );
}

/** The Professor's classes: one is current (the top bar's class), switched with confirmation. */
function MyClassesList() {
  const tx = useClassTexts();
  const queryClient = useQueryClient();
  const classes = useMyClasses();
  const [switching, setSwitching] = useState<number | null>(null);

  const columns = useMemo<Column<UserClass>[]>(() => {
    const choose = async (row: UserClass) => {
      if (row.indAtual === 'S') return;
      const question = <Message code="class.confirmSwitch" params={{ name: row.nomTurma }} />;
      if (!(await confirm(question))) return;
      setSwitching(row.codBseTurma);
      try {
        const current = await api<CurrentClass>(`/bse_usuario_turma/turmaAtual/${row.codBseTurma}`, {
          method: 'POST',
        });
        sessionStore.update({ codBseTurma: current.codBseTurma, nomTurma: current.nomTurma });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: MY_CLASSES_KEY }),
          queryClient.invalidateQueries({ queryKey: MY_DATA_KEY }),
        ]);
        void notify('success', tx('switched', { name: current.nomTurma }));
      } catch (error) {
        void notifyError(error);
      } finally {
        setSwitching(null);
      }
    };
    return [
      {
        key: 'current',
        header: tx('columns.current'),
        width: 120,
        cell: (c) => (
          <Switch
            checked={c.indAtual === 'S'}
            disabled={switching !== null}
            aria-label={tx('currentSwitch', { name: c.nomTurma })}
            onChange={() => void choose(c)}
          />
        ),
      },
      { key: 'name', header: tx('columns.name'), value: (c) => c.nomTurma },
      { key: 'unit', header: tx('columns.unit'), value: (c) => c.nomUnidade },
      { key: 'school', header: tx('columns.school'), value: (c) => c.nomEscola },
      {
        key: 'actions',
        header: tx('columns.actions'),
        align: 'right',
        width: 80,
        cell: (c) => (
          <RowActions>
            <ViewStudents row={c} />
          </RowActions>
        ),
      },
    ];
  }, [tx, queryClient, switching]);

  return (
    <>
      <LoadError error={classes.error} />
      <DataTable
        caption={tx('myCaption')}
        columns={columns}
        rows={classes.data}
        rowKey={(c) => c.codBseTurma}
        loading={classes.isPending}
        searchable
        searchLabel={tx('search')}
        minWidth={560}
      />
    </>
  );
}
