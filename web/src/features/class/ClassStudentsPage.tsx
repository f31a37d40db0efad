import { useMemo } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { isAllowed } from '@school/modules/kernel/contracts';
import type { ClassOverviewStudent } from '@school/modules/reporting/contracts';
import { confirm } from '../../shared/confirm';
import { notify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { type Column, DataTable, RowAction } from '../../shared/table';
import { CLASS_LIST_PATH, useClassOverview, useRemoveClassStudent } from './api';
import { overviewColumns } from './overviewColumns';
import { ClassText, useClassTexts } from './texts';

/**
 * /turma/visualizar/:id: the class in one place (issue 35), with Back: its active trail, and each
 * student with its progress in it, each activity's grade or "a corrigir" (the activity's header
 * says how many wait) and its last sign-in, each a link to its screen. Diretor and Coordenador may
 * take a student out of the class (with confirmation; a refusal shows the server's message).
 */
export function ClassStudentsPage() {
  const classId = Number(useParams().id);
  const tx = useClassTexts();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const profile = useSession()?.user.codBsePerfil;
  const canRemove = isAllowed('classes.membersRemove', profile);
  const { mutate: removeStudent } = useRemoveClassStudent(classId);
  const overview = useClassOverview(classId);
  const data = overview.data;

  const columns = useMemo<Column<ClassOverviewStudent>[]>(() => {
    const remove = async (student: ClassOverviewStudent) => {
      const question = tx('students.confirmRemove', { name: student.nomUsuario });
      if (!(await confirm(question, { danger: true }))) return;
      removeStudent(student.codBseUsuario, {
        onSuccess: () => void notify('success', <ClassText k="students.removed" />),
      });
    };
    const base = overviewColumns(data, profile, i18n.language, tx);
    if (!canRemove) return base;
    return [
      ...base,
      {
        key: 'actions',
        header: tx('students.actions'),
        align: 'right',
        width: 90,
        cell: (s) => (
          <RowAction
            label={tx('students.remove', { name: s.nomUsuario })}
            icon={IconUserMinus}
            color="red"
            onClick={() => void remove(s)}
          />
        ),
      },
    ];
  }, [tx, removeStudent, canRemove, data, profile, i18n.language]);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {tx('students.title', { name: data?.nomTurma ?? '…' })}
        </Title>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => navigate(CLASS_LIST_PATH)}
        >
          {t('form.back')}
        </Button>
      </Group>
      {data && (
        <Text size="sm">
          {data.trilha ? tx('students.trail', { name: data.trilha.dscTitulo }) : tx('students.noTrail')}
        </Text>
      )}
      <DataTable
        caption={tx('students.caption')}
        columns={columns}
        rows={data?.alunos}
        error={overview.error}
        onRetry={() => overview.refetch()}
        rowKey={(s) => s.codBseUsuario}
        loading={overview.isPending}
        searchable
        emptyText={tx('students.empty')}
        minWidth={420 + 120 * (data?.atividades.length ?? 0)}
        focusableScroll
        cardsOnPhone
      />
    </Stack>
  );
}
