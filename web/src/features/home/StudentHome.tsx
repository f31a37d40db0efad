import { Anchor, Button, List, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StudentHome as StudentBlocks } from '@school/modules/reporting/contracts';
import { formatGradeOf } from '../../shared/format';
import { EventsBlock } from './EventsBlock';
import { Empty, HomeBlock } from './HomeBlock';
import { useHomeTexts } from './texts';

/** The student's activities (opening them marks its grades seen: decision 0066); each one shows its grade. */
const ACTIVITIES = '/atividade/visualizarQuestoes';

/** The trail: how far, and "Continuar" into the player where the student stopped. */
function TrailBlock({ home }: { home: StudentBlocks }) {
  const th = useHomeTexts();
  const trail = home.trilha;
  return (
    <HomeBlock title={th('trail')}>
      {!home.turma ? (
        <Empty>{th('noClass')}</Empty>
      ) : !trail ? (
        <Empty>{th('noTrail')}</Empty>
      ) : (
        <Stack gap="xs">
          <Text fw={600}>{trail.dscTitulo}</Text>
          <Progress
            value={trail.percentual}
            size="lg"
            aria-label={th('trailProgress', { name: trail.dscTitulo })}
          />
          <Text size="sm">
            {th('contents', { done: trail.feitos, total: trail.total })} · {trail.percentual}%
          </Text>
          <Text size="sm" c="dimmed">
            {th('resumeAt', { chapter: trail.continuar.capitulo, lesson: trail.continuar.aula })}
          </Text>
          {/* The player opens the class's active trail where the student stopped (its last content seen). */}
          <Button
            component={Link}
            to="/plataforma"
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
            aria-label={th('continueAt', { lesson: trail.continuar.aula })}
            style={{ alignSelf: 'flex-start' }}
          >
            {th('continue')}
          </Button>
        </Stack>
      )}
    </HomeBlock>
  );
}

/** The student's home: its trail, open activities, next events and new grades. */
export function StudentHome({ home }: { home: StudentBlocks }) {
  const th = useHomeTexts();
  const { i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <TrailBlock home={home} />
      <HomeBlock title={th('activities')}>
        {home.atividades.length === 0 ? (
          <Empty>{th('noActivities')}</Empty>
        ) : (
          <List spacing="xs">
            {home.atividades.map((a) => (
              <List.Item key={a.codBseAtividade}>
                <Anchor component={Link} to={`/atividade/visualizar/${a.codBseAtividade}`}>
                  {th('answer', { name: a.nomAtividade })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </HomeBlock>
      <EventsBlock events={home.eventos} />
      <HomeBlock title={th('grades')}>
        {home.desde && (
          <Text size="sm" c="dimmed">
            {th('gradesSince', { date: date.format(new Date(home.desde)) })}
          </Text>
        )}
        {home.notas.length === 0 ? (
          <Empty>{th('noGrades')}</Empty>
        ) : (
          <List spacing="xs">
            {home.notas.map((g) => (
              <List.Item key={g.codBseAtividade}>
                <Anchor component={Link} to={`/atividade/visualizar/${g.codBseAtividade}`}>
                  {th('grade', {
                    name: g.nomAtividade,
                    grade: formatGradeOf(g.nota, g.maximo, i18n.language),
                  })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
        <Anchor component={Link} to={ACTIVITIES} size="sm">
          {th('myActivities')}
        </Anchor>
      </HomeBlock>
    </SimpleGrid>
  );
}
