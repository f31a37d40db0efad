import { useMemo } from 'react';
import { Button } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { isAllowed } from '@school/modules/kernel/contracts';
import type { SchoolClass } from '@school/modules/organization/contracts';
import { confirm } from '../../shared/confirm';
import { notify } from '../../shared/notify';
import { actionsColumn, type Column, DataTable, RowAction } from '../../shared/table';
import { useClasses, useDeleteClass } from './api';
import { LoadError } from './LoadError';
import { useClassTexts } from './texts';
import { ViewStudents } from './ViewStudents';

/** The classes in scope for staff, with the actions the profile may use (create 2–4, edit 2–4, delete 2–3). */
export function StaffClassList({ profile }: { profile: number }) {
  const tx = useClassTexts();
  const navigate = useNavigate();
  const { mutate: deleteClass } = useDeleteClass();
  const classes = useClasses();
  const canCreate = isAllowed('classes.create', profile);
  const canEdit = isAllowed('classes.update', profile);
  const canDelete = isAllowed('classes.delete', profile);

  const columns = useMemo<Column<SchoolClass>[]>(() => {
    const remove = async (row: SchoolClass) => {
      if (!(await confirm(tx('confirmDelete', { name: row.nomTurma }), { danger: true }))) return;
      deleteClass(row.codBseTurma, { onSuccess: () => void notify('success', tx('deleted')) });
    };
    return [
      { key: 'name', header: tx('columns.name'), value: (c) => c.nomTurma },
      { key: 'unit', header: tx('columns.unit'), value: (c) => c.nomUnidade },
      { key: 'school', header: tx('columns.school'), value: (c) => c.nomEscola },
      actionsColumn(
        tx('columns.actions'),
        (c) => (
          <>
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
          </>
        ),
        140,
      ),
    ];
  }, [tx, navigate, deleteClass, canEdit, canDelete]);

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
