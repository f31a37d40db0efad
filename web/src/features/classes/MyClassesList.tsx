import { useMemo, useState } from 'react';
import { Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentClass, UserClass } from '@school/modules/organization/contracts';
import { MY_DATA_KEY } from '../../shared/ownData';
import { Message } from '../../i18n/messages';
import { api } from '../../shared/api';
import { confirm } from '../../shared/confirm';
import { notify, notifyError } from '../../shared/notify';
import { sessionStore } from '../../shared/session';
import { type Column, DataTable, RowActions } from '../../shared/table';
import { MY_CLASSES_KEY, useMyClasses } from './api';
import { LoadError } from './LoadError';
import { useClassTexts } from './texts';
import { ViewStudents } from './ViewStudents';

/** The Professor's classes: one is current (the top bar's class), switched with confirmation. */
export function MyClassesList() {
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
