import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { isAllowed } from '@school/modules/kernel/contracts';
import type { SchoolClass } from '@school/modules/organization/contracts';
import { notify } from '../../shared/notify';
import { actionsColumn, AddButton, type Column, RowAction } from '../../shared/table';
import { useClasses, useDeleteClass } from './api';
import { classColumns, ClassTable } from './ClassTable';
import { ClassText, useClassTexts } from './texts';
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

  const columns = useMemo<Column<SchoolClass>[]>(
    () => [
      ...classColumns<SchoolClass>(tx),
      actionsColumn(
        tx('columns.actions'),
        (c) => (
          <>
            <ViewStudents row={c} />
            <RowAction.History kind="turma" id={c.codBseTurma} name={c.nomTurma} />
            {canEdit && (
              <RowAction.Edit
                label={tx('edit', { name: c.nomTurma })}
                onClick={() => navigate(`/turma/alterar/${c.codBseTurma}`)}
              />
            )}
            {canDelete && (
              <RowAction.Delete
                label={tx('remove', { name: c.nomTurma })}
                question={tx('confirmDelete', { name: c.nomTurma })}
                onDelete={() =>
                  deleteClass(c.codBseTurma, {
                    onSuccess: () => void notify('success', <ClassText k="deleted" />),
                  })
                }
              />
            )}
          </>
        ),
        170,
      ),
    ],
    [tx, navigate, deleteClass, canEdit, canDelete],
  );

  return (
    <ClassTable
      caption={tx('caption')}
      columns={columns}
      classes={classes}
      toolbar={canCreate ? <AddButton to="/turma/novo">{tx('add')}</AddButton> : undefined}
    />
  );
}
