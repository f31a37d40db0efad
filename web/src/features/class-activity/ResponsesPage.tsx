import { useMemo } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { type Icon, IconCircleCheck, IconCircleDashed, IconFileText, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ResponseRow } from '@school/modules/assessment/contracts';
import { NoCurrentClass, useSession } from '../../shared/session';
import { type Column, DataTable, RowAction, RowActions } from '../../shared/table';
import { useResponses } from './api';
import { formatDateTime, useGradeOf } from '../../shared/format';
import { useClassActivityTexts } from './texts';

/** A row's link to another screen, disabled while there is nothing to open (`to` null). */
function rowLink(label: string, tooltip: string, icon: Icon, to: string | null) {
  return (
    <RowActions>
      <RowAction
        label={label}
        tooltip={tooltip}
        icon={icon}
        size="lg"
        disabled={to === null}
        to={to ?? undefined}
      />
    </RowActions>
  );
}

/**
 * /atividade/respostas/{idAtividade} (Professor): each student of the current class, 5 per page:
 * answered or not, name, activity, completion date, open answer, grade date, grade, edit grade.
 * Opening needs an answer (or answers kept aside, marked by why: decision 0076); editing needs a grade.
 */
export function ResponsesPage() {
  const { t } = useTranslation();
  const tc = useClassActivityTexts();
  const gradeOf = useGradeOf();
  const session = useSession();
  const classId = session?.user.codBseTurma ?? null;
  const activityId = Number(useParams().id);
  const responses = useResponses(activityId, classId);

  const columns = useMemo(
    (): Column<ResponseRow>[] => [
      {
        key: 'status',
        header: tc('status'),
        width: '1%',
        cell: (r) =>
          r.dat_resposta ? (
            <IconCircleCheck color="var(--mantine-color-green-9)" role="img" aria-label={tc('didAnswer')} />
          ) : (
            <IconCircleDashed
              color="var(--mantine-color-gray-7)"
              role="img"
              aria-label={tc('didNotAnswer')}
            />
          ),
      },
      {
        key: 'name',
        header: tc('student'),
        value: (r) => r.nom_usuario,
        // Answers its device sent too late are kept and marked (decision 0076).
        cell: (r) =>
          r.guardadas.length === 0 ? (
            r.nom_usuario
          ) : (
            <Stack gap={4}>
              <Text span size="sm">
                {r.nom_usuario}
              </Text>
              <Group gap={4}>
                {[...new Set(r.guardadas)].map((motivo) => (
                  <Badge
                    key={motivo}
                    size="sm"
                    color={motivo === 'late' ? 'orange.9' : 'grape.9'}
                    variant="filled"
                    h="auto"
                    py={2}
                    styles={{ label: { whiteSpace: 'normal' } }}
                  >
                    {tc(motivo === 'late' ? 'keptLate' : 'keptDuplicate')}
                  </Badge>
                ))}
              </Group>
            </Stack>
          ),
      },
      { key: 'activity', header: tc('activity'), value: (r) => r.nom_atividade },
      { key: 'answeredAt', header: tc('answeredAt'), value: (r) => formatDateTime(r.dat_resposta) },
      {
        key: 'open',
        header: tc('openAnswerShort'),
        action: true,
        cell: (r) =>
          rowLink(
            tc('openAnswer', { name: r.nom_usuario }),
            tc('openAnswerShort'),
            IconFileText,
            // An answer kept aside opens too, even with none that counts (a late one).
            r.dat_resposta || r.guardadas.length > 0
              ? `/atividade/respostas/respostasAluno/${activityId}/${r.cod_bse_usuario}`
              : null,
          ),
      },
      { key: 'gradedAt', header: tc('gradedAt'), value: (r) => formatDateTime(r.dat_nota) },
      { key: 'grade', header: tc('grade'), value: (r) => gradeOf(r.soma_nota, r.maximo) },
      {
        key: 'edit',
        header: tc('editGradeShort'),
        action: true,
        cell: (r) =>
          rowLink(
            tc('editGrade', { name: r.nom_usuario }),
            tc('editGradeShort'),
            IconPencil,
            r.dat_nota ? `/atividade/respostas/editarNota/${activityId}/${r.cod_bse_usuario}` : null,
          ),
      },
    ],
    [tc, gradeOf, activityId],
  );

  if (classId === null) return <NoCurrentClass title={tc('noClass')} link={tc('chooseClass')} />;
  const name = responses.data?.[0]?.nom_atividade ?? '';
  return (
    <>
      <Title order={2} size="h4" mb="sm">
        {tc('responsesCaption', { name })}
      </Title>
      <DataTable
        caption={tc('responsesCaption', { name })}
        columns={columns}
        rows={responses.data}
        error={responses.error}
        onRetry={() => responses.refetch()}
        rowKey={(r) => r.cod_bse_usuario}
        loading={responses.isPending}
        initialPageSize={5}
        pageSizes={[5, 10, 25, 50, 100]}
        minWidth={820}
        cardsOnPhone
        emptyText={t('table.empty')}
      />
    </>
  );
}
