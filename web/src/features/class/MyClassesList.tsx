import { useMemo } from 'react';
import { Switch } from '@mantine/core';
import type { UserClass } from '@school/modules/organization/contracts';
import { Message } from '../../i18n/messages';
import { confirm } from '../../shared/confirm';
import { notify } from '../../shared/notify';
import { actionsColumn, type Column } from '../../shared/table';
import { useMyClasses } from '../../shared/organization';
import { useSwitchCurrentClass } from './api';
import { classColumns, ClassTable } from './ClassTable';
import { ClassText, useClassTexts } from './texts';
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
        onSuccess: (current) =>
          void notify('success', <ClassText k="switched" params={{ name: current.nomTurma }} />),
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
      ...classColumns<UserClass>(tx),
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

  return <ClassTable caption={tx('myCaption')} columns={columns} classes={classes} />;
}
