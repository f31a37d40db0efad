import { useMemo } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TrailToAdd } from '@school/modules/teaching/contracts';
import { Message } from '../../i18n/messages';
import { notify } from '../../shared/notify';
import { actionsColumn, type Column, DataTable, RowAction } from '../../shared/table';
import { useAddTrail, useTrailsToAdd } from './api';
import { useClassBookTexts } from './texts';
import { Dialog } from '../../shared/ui';

export interface TrailPickerDialogProps {
  classId: number;
  opened: boolean;
  onClose: () => void;
}

/** "Selecionar Aula": the trails not yet added to the class, each with a use button (criarAula). */
export function TrailPickerDialog({ classId, opened, onClose }: TrailPickerDialogProps) {
  const { t } = useTranslation();
  const tl = useClassBookTexts();
  const { mutate: addTrail } = useAddTrail();
  const trails = useTrailsToAdd(classId, opened);

  const columns = useMemo((): Column<TrailToAdd>[] => {
    const use = (trail: TrailToAdd) =>
      addTrail(
        { codBseTurma: classId, codTrlLivro: trail.codTrlLivro },
        {
          onSuccess: () => {
            void notify('success', <Message code="classBook.added" />);
            onClose();
          },
        },
      );
    return [
      {
        key: 'dscTitulo',
        header: tl('title'),
        value: (tr) => tr.dscTitulo,
        cell: (tr) => (
          <Group gap="xs">
            <Text size="sm">{tr.dscTitulo}</Text>
            {!tr.comConteudo && (
              <Badge size="xs" color="gray.7" variant="filled">
                {tl('noContent')}
              </Badge>
            )}
          </Group>
        ),
      },
      actionsColumn(t('table.actions'), (tr) => (
        <>
          <RowAction
            label={tl('use', { name: tr.dscTitulo })}
            tooltip={tl('useShort')}
            icon={IconCheck}
            size="lg"
            onClick={() => use(tr)}
          />
        </>
      )),
    ];
  }, [t, tl, addTrail, classId, onClose]);

  return (
    <Dialog opened={opened} onClose={onClose} title={tl('pickTitle')} size="lg">
      <DataTable
        caption={tl('pickCaption')}
        columns={columns}
        rows={trails.data}
        error={trails.error}
        onRetry={() => trails.refetch()}
        rowKey={(tr) => tr.codTrlLivro}
        loading={trails.isPending}
        emptyText={tl('noneToAdd')}
        searchable
        minWidth={280}
      />
    </Dialog>
  );
}
