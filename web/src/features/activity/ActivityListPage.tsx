import { useMemo, useState } from 'react';
import { Group, MultiSelect } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { Activity, ActivityInput } from '@school/modules/assessment/contracts';
import { useMessages } from '../../i18n/messages';
import { notify } from '../../shared/notify';
import { actionsColumn, AddButton, type Column, DataTable, RowAction } from '../../shared/table';
import { TrailSelect, useChapters } from '../../shared/content';
import { ActivityDialog } from './ActivityDialog';
import { useActivities, useDeleteActivity, useSaveActivity } from './api';
import { ActivityText, useActivityTexts } from './texts';

/** /atividade: the list. */
export function ActivityIndexRedirect() {
  return <Navigate to="/atividade/listar" replace />;
}

type Dialog = { mode: 'new' } | { mode: 'edit' | 'view'; activity: Activity } | null;

/**
 * /atividade/listar (Master; a Professor from its class activities): the activities the caller
 * reads, 10 per page, filtered by trail (Todos or one) and chapters; create, view, and, for those
 * the server says the caller may change (`editavel`, decision 0071), edit, delete and questions.
 */
export function ActivityListPage() {
  const { t } = useTranslation();
  const ta = useActivityTexts();
  const messages = useMessages();
  const saveActivity = useSaveActivity();
  const { mutate: deleteActivity } = useDeleteActivity();
  const [trail, setTrail] = useState(0);
  const [chapters, setChapters] = useState<number[]>([]);
  const trailChapters = useChapters(trail || null);
  const activities = useActivities({ codTrlLivro: trail, chapters });
  const [dialog, setDialog] = useState<Dialog>(null);

  const save = (body: ActivityInput) =>
    saveActivity
      .mutateAsync({ id: dialog?.mode === 'edit' ? dialog.activity.codBseAtividade : null, body })
      .then(
        () => {
          void notify('success', <ActivityText k="saved" />);
          return true;
        },
        () => false,
      );

  const columns = useMemo(
    (): Column<Activity>[] => [
      { key: 'id', header: ta('id'), value: (a) => a.codBseAtividade, width: '1%' },
      { key: 'name', header: ta('name'), value: (a) => a.nomAtividade },
      { key: 'createdBy', header: ta('createdBy'), value: (a) => a.usuarioCriacao },
      { key: 'trail', header: ta('trails'), value: (a) => a.livro?.dscTitulo ?? '' },
      {
        key: 'chapters',
        header: ta('chapters'),
        value: (a) => a.capitulos.map((c) => c.dscTitulo).join(', ') || messages('activity.noChapters'),
      },
      { key: 'createdAt', header: ta('createdAt'), value: (a) => dayjs(a.datCriacao).format('DD/MM/YYYY') },
      {
        key: 'origin',
        header: ta('origin'),
        value: (a) => (a.codBseEscola === null ? ta('catalogue') : ta('school')),
      },
      actionsColumn(t('table.actions'), (a) => (
        <>
          <RowAction.View
            label={ta('view', { name: a.nomAtividade })}
            tooltip={ta('viewShort')}
            size="lg"
            onClick={() => setDialog({ mode: 'view', activity: a })}
          />
          {a.editavel && (
            <>
              <RowAction.Edit
                label={ta('edit', { name: a.nomAtividade })}
                tooltip={ta('editShort')}
                size="lg"
                onClick={() => setDialog({ mode: 'edit', activity: a })}
              />
              <RowAction.Delete
                label={ta('delete', { name: a.nomAtividade })}
                tooltip={ta('deleteShort')}
                size="lg"
                question={messages('activity.deleteConfirm')}
                onDelete={() =>
                  deleteActivity(a.codBseAtividade, {
                    onSuccess: () => void notify('success', <ActivityText k="deleted" />),
                  })
                }
              />
              <RowAction
                label={ta('questions', { name: a.nomAtividade })}
                tooltip={ta('questionsShort')}
                icon={IconListCheck}
                size="lg"
                to={`/questao/listar/${a.codBseAtividade}`}
              />
            </>
          )}
        </>
      )),
    ],
    [t, ta, messages, deleteActivity],
  );

  return (
    <>
      <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
        <TrailSelect
          label={ta('trailFilter')}
          allLabel={ta('all')}
          value={trail}
          onChange={(id) => {
            setTrail(id);
            setChapters([]);
          }}
          style={{ flex: '0 1 16rem' }}
        />
        <MultiSelect
          searchable
          label={ta('chapterFilter')}
          disabled={!trail}
          value={chapters.map(String)}
          data={(trailChapters.data ?? []).map((c) => ({
            value: String(c.codTrlCapitulo),
            label: c.dscTitulo,
          }))}
          onChange={(values) => setChapters(values.map(Number))}
          clearable
          style={{ flex: '1 1 20rem' }}
        />
      </Group>
      <DataTable
        caption={ta('caption')}
        columns={columns}
        rows={activities.data}
        error={activities.error}
        onRetry={() => activities.refetch()}
        rowKey={(a) => a.codBseAtividade}
        loading={activities.isPending}
        minWidth={760}
        toolbar={<AddButton onClick={() => setDialog({ mode: 'new' })}>{ta('add')}</AddButton>}
      />
      <ActivityDialog
        opened={dialog !== null}
        mode={dialog?.mode ?? 'new'}
        activity={dialog && dialog.mode !== 'new' ? dialog.activity : null}
        onClose={() => setDialog(null)}
        onSave={save}
      />
    </>
  );
}
