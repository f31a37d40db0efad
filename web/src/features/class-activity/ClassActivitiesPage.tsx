import { useMemo, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconListCheck, IconMessages, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { ClassActivity } from '@school/modules/assessment/contracts';
import { useMessages } from '../../i18n/messages';
import { notify } from '../../shared/notify';
import { NoCurrentClass, useSession } from '../../shared/session';
import {
  actionsColumn,
  AddButton,
  type Column,
  DataTable,
  RowAction,
  switchColumn,
} from '../../shared/table';
import { AddActivitiesDialog } from './AddActivitiesDialog';
import { useClassActivities, useRemoveClassActivity, useSetActivityActive } from './api';
import { ClassActivityText, useClassActivityTexts } from './texts';

/**
 * /atividade/ListaProfessor (Professor): the current class's activities, 10 per page: the active
 * switch (open to answers), how many answers wait for a grade, delete, its questions and its
 * answers; "Adicionar atividades" picks from the catalogue, the school's and its own; "Criar
 * atividades" leads to its authoring (/atividade/listar, decision 0071).
 */
export function ClassActivitiesPage() {
  const { t } = useTranslation();
  const tc = useClassActivityTexts();
  const messages = useMessages();
  const { mutate: setActive } = useSetActivityActive();
  const { mutate: removeActivity } = useRemoveClassActivity();
  const session = useSession();
  const classId = session?.user.codBseTurma ?? null;
  const activities = useClassActivities(classId);
  const [adding, setAdding] = useState(false);

  const columns = useMemo((): Column<ClassActivity>[] => {
    const toggle = (a: ClassActivity) =>
      setActive({ id: a.codBseAtividadeTurma, active: a.indAtivo !== 'S' });
    return [
      switchColumn({
        header: tc('active'),
        checked: (a) => a.indAtivo === 'S',
        onChange: toggle,
        label: (a) => tc('activate', { name: a.BseAtividade.nomAtividade }),
      }),
      { key: 'id', header: tc('id'), value: (a) => a.codBseAtividade, width: '1%' },
      { key: 'name', header: tc('name'), value: (a) => a.BseAtividade.nomAtividade },
      {
        key: 'waiting',
        header: tc('waiting'),
        value: (a) =>
          a.aCorrigir === 0
            ? tc('waitingNone')
            : tc(a.aCorrigir === 1 ? 'waitingOne' : 'waitingCount', { count: a.aCorrigir }),
      },
      actionsColumn(t('table.actions'), (a) => (
        <>
          <RowAction.Delete
            label={tc('remove', { name: a.BseAtividade.nomAtividade })}
            tooltip={tc('removeShort')}
            size="lg"
            question={messages('activity.deleteConfirmShort')}
            onDelete={() =>
              removeActivity(a.codBseAtividadeTurma, {
                onSuccess: () => void notify('success', <ClassActivityText k="removed" />),
              })
            }
          />
          <RowAction
            label={tc('questions', { name: a.BseAtividade.nomAtividade })}
            tooltip={tc('questionsShort')}
            icon={IconListCheck}
            size="lg"
            to={`/atividade/visualizar/${a.codBseAtividade}`}
          />
          <RowAction
            label={tc('answers', { name: a.BseAtividade.nomAtividade })}
            tooltip={tc('answersShort')}
            icon={IconMessages}
            size="lg"
            to={`/atividade/respostas/${a.codBseAtividade}`}
          />
        </>
      )),
    ];
  }, [t, tc, messages, setActive, removeActivity]);

  if (classId === null) return <NoCurrentClass title={tc('noClass')} link={tc('chooseClass')} />;
  return (
    <>
      <DataTable
        caption={tc('caption', { name: session?.user.nomTurma ?? '' })}
        columns={columns}
        rows={activities.data}
        error={activities.error}
        onRetry={() => activities.refetch()}
        rowKey={(a) => a.codBseAtividadeTurma}
        loading={activities.isPending}
        emptyText={tc('empty')}
        minWidth={420}
        toolbar={
          <Group gap="sm">
            <Button
              component={Link}
              to="/atividade/listar"
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {tc('authoring')}
            </Button>
            <AddButton onClick={() => setAdding(true)}>{tc('add')}</AddButton>
          </Group>
        }
      />
      <AddActivitiesDialog classId={classId} opened={adding} onClose={() => setAdding(false)} />
    </>
  );
}
