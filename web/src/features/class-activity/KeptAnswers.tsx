import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StudentAnswers } from '@school/modules/assessment/contracts';
import { formatDateTimeIn } from '../../shared/format';
import { useClassActivityTexts } from './texts';

/**
 * The answers a student's device queued that arrived after the activity closed, or after it had
 * answered from another device (decision 0076): each set marked with why, its answers beside the
 * ones that count (one column on a phone). They are never graded.
 */
export function KeptAnswers({ sheet }: { sheet: StudentAnswers }) {
  const tc = useClassActivityTexts();
  const { i18n } = useTranslation();
  if (sheet.guardadas.length === 0) return null;
  const date = (iso: string) => formatDateTimeIn(iso, i18n.language);
  return (
    <Stack component="section" aria-labelledby="kept-answers-title" gap="sm">
      <Title order={3} size="h5" id="kept-answers-title">
        {tc('keptTitle')}
      </Title>
      {sheet.guardadas.map((set) => (
        <Card key={`${set.recebidaEm}-${set.feitoEm}`} withBorder>
          <Stack gap="xs">
            <Group gap="xs">
              <Badge
                color={set.motivo === 'late' ? 'orange.9' : 'grape.9'}
                variant="filled"
                h="auto"
                py={2}
                styles={{ label: { whiteSpace: 'normal' } }}
              >
                {tc(set.motivo === 'late' ? 'keptLate' : 'keptDuplicate')}
              </Badge>
            </Group>
            <Text size="sm">
              {tc('keptWhen', { done: date(set.feitoEm), received: date(set.recebidaEm) })}
            </Text>
            {set.respostas.map((kept) => {
              const n = sheet.questoes.findIndex((q) => q.codBseQuestao === kept.codBseQuestao) + 1;
              const counts = sheet.questoes[n - 1]?.resResposta ?? '-';
              return (
                <Stack key={kept.codBseQuestao} gap={4}>
                  <Text size="sm" fw={700}>
                    {tc('keptQuestion', { n })}
                  </Text>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    <Card
                      withBorder
                      padding="xs"
                      component="section"
                      aria-label={`${tc('keptQuestion', { n })}: ${tc('keptCounts')}`}
                    >
                      <Text size="xs" c="dimmed" fw={700}>
                        {tc('keptCounts')}
                      </Text>
                      <Text size="sm">{counts}</Text>
                    </Card>
                    <Card
                      withBorder
                      padding="xs"
                      component="section"
                      aria-label={`${tc('keptQuestion', { n })}: ${tc('keptAnswer')}`}
                    >
                      <Text size="xs" c="dimmed" fw={700}>
                        {tc('keptAnswer')}
                      </Text>
                      <Text size="sm">{kept.resResposta}</Text>
                    </Card>
                  </SimpleGrid>
                </Stack>
              );
            })}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
