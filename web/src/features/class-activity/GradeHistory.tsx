import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GradeHistoryEntry } from '@school/modules/assessment/contracts';
import { formatDateTime, formatGrade } from '../../shared/format';
import { useClassActivityTexts } from './texts';

/** A grade sheet's history, newest first: who gave or changed which grade, when, from what to what, and why; and the comments for the student. */
export function GradeHistory({
  entries,
  questionNumber,
}: {
  entries: GradeHistoryEntry[];
  questionNumber: (id: number) => number;
}) {
  const { i18n } = useTranslation();
  const tc = useClassActivityTexts();
  const grade = (v: number | null) => formatGrade(v, i18n.language);
  return (
    <Stack gap="xs" component="section" aria-labelledby="grade-history">
      <Title order={3} size="h5" id="grade-history">
        {tc('history')}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm">{tc('historyEmpty')}</Text>
      ) : (
        <List spacing={4} size="sm" aria-label={tc('history')}>
          {entries.map((e, i) => (
            <List.Item key={i}>
              <Text span size="sm" c="dimmed">
                {formatDateTime(e.data)}
              </Text>{' '}
              {e.tipo === 'COMENTARIO' ? (
                <>
                  {tc(e.comentario === null ? 'uncommented' : 'commented', { who: e.nomUsuarioAvaliador })}
                  {e.mostrarResposta && ` (${tc('answerShown')})`}
                  {e.comentario && (
                    <Text span size="sm" fs="italic">
                      {' '}
                      — {e.comentario}
                    </Text>
                  )}
                </>
              ) : (
                <>
                  {e.tipo === 'ATRIBUIDA'
                    ? tc('assigned', {
                        who: e.nomUsuarioAvaliador,
                        value: grade(e.depois),
                        n: questionNumber(e.codBseQuestao),
                      })
                    : tc('changed', {
                        who: e.nomUsuarioAvaliador,
                        n: questionNumber(e.codBseQuestao),
                        before: grade(e.antes),
                        after: grade(e.depois),
                      })}
                  {e.motivo && (
                    <Text span size="sm" fs="italic">
                      {' '}
                      — {e.motivo}
                    </Text>
                  )}
                </>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
