import { useEffect } from 'react';
import { LoadError } from '../../shared/ui';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useMessages } from '../../i18n/messages';
import { NoCurrentClass, useSession } from '../../shared/session';
import { useMarkGradesSeen, useOpenActivities, useQueuedAnswers } from './api';
import { GradedCard } from './GradedCard';
import { useClassActivityTexts } from './texts';

/**
 * /atividade/visualizarQuestoes (Aluno): the open activities of the student's class: name,
 * description, how many questions, its chapters ("Nenhum capítulo" when none), and whether it
 * was answered; once graded, "Corrigida" with the total out of its maximum, the teacher's comment
 * and, where the teacher chose, the expected answers (decision 0072). Opening it marks the student's grades seen: the home page's new grades start after.
 */
export function StudentActivitiesPage() {
  const tc = useClassActivityTexts();
  const messages = useMessages();
  const session = useSession();
  const classId = session?.user.codBseTurma ?? null;
  const activities = useOpenActivities(classId);
  const queued = useQueuedAnswers();
  const { mutate: markGradesSeen } = useMarkGradesSeen();
  useEffect(() => {
    if (classId !== null) markGradesSeen();
  }, [classId, markGradesSeen]);

  if (classId === null) return <NoCurrentClass title={tc('noClass')} link={tc('chooseClass')} />;
  return (
    <Stack>
      <Title order={2} size="h4">
        {tc('myActivities')}
      </Title>
      <LoadError error={activities.error} onRetry={() => activities.refetch()} />
      {activities.data?.length === 0 && <Text>{tc('noActivities')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {(activities.data ?? []).map((a) => (
          <Card
            key={a.codBseAtividadeTurma}
            withBorder
            padding="md"
            component="article"
            aria-label={a.BseAtividade.nomAtividade}
          >
            <Stack gap="xs" h="100%">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Title order={3} size="h5">
                  {a.BseAtividade.nomAtividade}
                </Title>
                <Badge variant="filled" color="blue.9">
                  {tc('questionCount', { count: a.questoes })}
                </Badge>
              </Group>
              <Text size="sm">{a.BseAtividade.desDescricao}</Text>
              <Text size="sm" c="dimmed">
                {a.capitulos.length
                  ? a.capitulos.map((c) => c.dscTitulo).join(', ')
                  : messages('activity.noChapters')}
              </Text>
              {a.corrigida && <GradedCard activity={a} />}
              <Group justify="space-between" mt="auto">
                {a.corrigida ? (
                  <Badge color="indigo.9" variant="filled">
                    {tc('graded')}
                  </Badge>
                ) : a.respondida ? (
                  <Badge color="teal.9" variant="filled">
                    {tc('answered')}
                  </Badge>
                ) : queued.has(a.codBseAtividade) ? (
                  // Answered on this device, waiting in its queue for the connection.
                  <Badge color="blue.9" variant="light">
                    {tc('sentWaiting')}
                  </Badge>
                ) : (
                  <span />
                )}
                <Button
                  component={Link}
                  to={`/atividade/visualizar/${a.codBseAtividade}`}
                  variant={a.respondida ? 'default' : 'filled'}
                  aria-label={
                    a.respondida
                      ? tc('view', { name: a.BseAtividade.nomAtividade })
                      : tc('open', { name: a.BseAtividade.nomAtividade })
                  }
                >
                  {a.respondida ? tc('view', { name: '' }).trim() : tc('open', { name: '' }).trim()}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
