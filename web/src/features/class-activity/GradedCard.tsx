import { List, Stack, Text } from '@mantine/core';
import type { OpenActivity } from '@school/modules/assessment/contracts';
import { useGradeOf } from '../../shared/format';
import { LabeledText } from '../../shared/ui';
import { useClassActivityTexts } from './texts';

/** A graded activity on the student's card: its total out of the maximum, the teacher's comment, the expected answers shown. */
export function GradedCard({ activity }: { activity: OpenActivity }) {
  const tc = useClassActivityTexts();
  const gradeOf = useGradeOf();
  return (
    <Stack gap={6}>
      <Text fw={700}>{tc('total', { grade: gradeOf(activity.nota, activity.maximo) })}</Text>
      {activity.comentario && (
        <LabeledText label={tc('teacherComment')} size="sm">
          {activity.comentario}
        </LabeledText>
      )}
      {activity.respostasEsperadas && activity.respostasEsperadas.length > 0 && (
        <div>
          <Text size="sm" fw={700}>
            {tc('expectedAnswers')}
          </Text>
          <List size="sm" spacing={2}>
            {activity.respostasEsperadas.map((r) => (
              <List.Item key={r.codBseQuestao}>
                {r.titulo}: {r.resposta}
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}
