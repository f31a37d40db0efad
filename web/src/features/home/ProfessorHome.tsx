import { Anchor, Badge, Group, List, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import type { ProfessorHome as ProfessorBlocks } from '@school/modules/reporting/contracts';
import { useSwitchCurrentClass } from '../../shared/organization';
import { useSession } from '../../shared/session';
import { EventsBlock } from './EventsBlock';
import { Empty, HomeBlock } from './HomeBlock';
import { useHomeTexts } from './texts';

type ClassBlocks = ProfessorBlocks['turmas'][number];

/**
 * An activity's answers waiting for a grade, a link to its grade sheet. The sheet shows the
 * current class's answers: for another class the link makes that class the current one first.
 */
function WaitingLink({ turma, item }: { turma: ClassBlocks; item: ClassBlocks['aguardando'][number] }) {
  const th = useHomeTexts();
  const navigate = useNavigate();
  const current = useSession()?.user.codBseTurma === turma.codBseTurma;
  const { mutate: switchClass, isPending } = useSwitchCurrentClass();
  const to = `/atividade/respostas/${item.codBseAtividade}`;
  return (
    <Anchor
      component={Link}
      to={to}
      aria-disabled={isPending || undefined}
      onClick={(event) => {
        if (current) return;
        event.preventDefault();
        if (!isPending) switchClass(turma.codBseTurma, { onSuccess: () => navigate(to) });
      }}
    >
      {th('waitingAnswers', { name: item.nomAtividade, count: item.respostas })}
    </Anchor>
  );
}

function ClassBlock({ turma }: { turma: ClassBlocks }) {
  const th = useHomeTexts();
  const current = useSession()?.user.codBseTurma === turma.codBseTurma;
  const trail = turma.trilha;
  return (
    <HomeBlock title={turma.nomTurma}>
      {current && (
        <Group>
          <Badge variant="light">{th('current')}</Badge>
        </Group>
      )}
      {trail ? (
        <Stack gap={4}>
          <Text size="sm">{th('classAverage', { name: trail.dscTitulo, percent: trail.percentual })}</Text>
          <Progress value={trail.percentual} aria-label={th('trailProgress', { name: trail.dscTitulo })} />
          <Anchor component={Link} to={`/aulas/progresso/${trail.codTrlLivroTurma}`} size="sm">
            {th('classProgress', { name: turma.nomTurma })}
          </Anchor>
        </Stack>
      ) : (
        <Empty>{th('noClassTrail')}</Empty>
      )}
      <Text size="sm" fw={600}>
        {th('waiting')}
      </Text>
      {turma.aguardando.length === 0 ? (
        <Empty>{th('noWaiting')}</Empty>
      ) : (
        <List spacing="xs">
          {turma.aguardando.map((item) => (
            <List.Item key={item.codBseAtividade}>
              <WaitingLink turma={turma} item={item} />
            </List.Item>
          ))}
        </List>
      )}
    </HomeBlock>
  );
}

/** The Professor's home: each of its classes (trail progress, answers to grade) and its next events. */
export function ProfessorHome({ home }: { home: ProfessorBlocks }) {
  const th = useHomeTexts();
  return (
    <Stack gap="md">
      {home.turmas.length === 0 && <Empty>{th('noClasses')}</Empty>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {home.turmas.map((turma) => (
          <ClassBlock key={turma.codBseTurma} turma={turma} />
        ))}
        <EventsBlock events={home.eventos} />
      </SimpleGrid>
    </Stack>
  );
}
