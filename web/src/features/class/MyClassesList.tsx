import { useMemo } from 'react';
import { Switch } from '@mantine/core';
import type { UserClass } from '@school/modules/organization/contracts';
import { Message } from '../../i18n/messages';
import { confirm } from '../../shared/confirm';
import { notify } from '../../shared/notify';
import { actionsColumn, type Column, DataTable } from '../../shared/table';
import { useMyClasses } from '../../shared/organization';
import { useSwitchCurrentClass } from './api';
import { LoadError } from './LoadError';
import { useClassTexts } from './texts';
import { ViewStudents } from './ViewStudents';

/** The Professor's classes: one is current (the top bar's class), switched with confirmation. */
export function MyClassesList() {
  const tx = useClassTexts();
  const { mutate: switchClass, isPending: switching } = useSwitchCurrentClass();
  const classes = useMyClasses();

  const columns = useMemo<Column<UserClass>[]>(() => {
    const choose = async (row: UserClass) => {
      if (row.indAtual === 'S') return;
      const question = <Message code="class.confirmSwitch" params={{ name: row.nomTurma }} />;
      if (!(await confirm(question))) return;
      switchClass(row.codBseTurma, {
        onSuccess: (current) => void notify('success', tx('switched', { name: current.nomTurma })),
      });
    };
    return [
      {
        key: 'current',
        header: tx('columns.current'),
        width: 120,
        cell: (c) => (
          <Switch
            checked={c.indAtual === 'S'}
            disabled={switching}
            aria-label={tx('currentSwitch', { name: c.nomTurma })}
            onChange={() => void choose(c)}
          />
        ),
      },
      { key: 'name', header: tx('columns.name'), value: (c) => c.nomTurma },
      { key: 'unit', header: tx('columns.unit'), value: (c) => c.nomUnidade },
      { key: 'school', header: tx('columns.school'), value: (c) => c.nomEscola },
      actionsColumn(
        tx('columns.actions'),
        (c) => (
          <>
            <ViewStudents row={c} />
          </>
        ),
        80,
      ),
    ];
  }, [tx, switchClass, switching]);

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
