import { useMemo } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { isAllowed } from '@school/modules/kernel/contracts';
import type { ClassStudent } from '@school/modules/organization/contracts';
import { confirm } from '../../shared/confirm';
import { notify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { type Column, DataTable, RowAction } from '../../shared/table';
import { LoadError } from '../../shared/ui';
import { CLASS_LIST_PATH, useClass, useClassStudents, useRemoveClassStudent } from './api';
import { ClassText, useClassTexts } from './texts';

/**
 * /turma/visualizar/:id: the students of a class, with Back. Diretor and Coordenador may take a
 * student out of the class (with confirmation; a refusal shows the server's message).
 */
export function ClassStudentsPage() {
  const classId = Number(useParams().id);
  const tx = useClassTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useSession()?.user.codBsePerfil;
  const canRemove = isAllowed('classes.membersRemove', profile);
  const turma = useClass(classId);
  const { mutate: removeStudent } = useRemoveClassStudent(classId);
  const students = useClassStudents(classId);

  const columns = useMemo<Column<ClassStudent>[]>(() => {
    const remove = async (student: ClassStudent) => {
      const question = tx('students.confirmRemove', { name: student.nomUsuario });
      if (!(await confirm(question, { danger: true }))) return;
      removeStudent(student.codBseUsuario, {
        onSuccess: () => void notify('success', <ClassText k="students.removed" />),
      });
    };
    const base: Column<ClassStudent>[] = [
      { key: 'name', header: tx('students.name'), value: (s) => s.nomUsuario },
      { key: 'login', header: tx('students.login'), value: (s) => s.cstLogin },
    ];
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
  }, [tx, removeStudent, canRemove]);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {tx('students.title', { name: turma.data?.nomTurma ?? '…' })}
        </Title>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => navigate(CLASS_LIST_PATH)}
        >
          {t('form.back')}
        </Button>
      </Group>
      {students.error ? null : <LoadError error={turma.error} onRetry={() => turma.refetch()} />}
      <DataTable
        caption={tx('students.caption')}
        columns={columns}
        rows={students.data}
        error={students.error}
        onRetry={() => students.refetch()}
        rowKey={(s) => s.codBseUsuario}
        loading={students.isPending}
        searchable
        emptyText={tx('students.empty')}
        minWidth={420}
      />
    </Stack>
  );
}
