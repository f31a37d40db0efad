import type { ReactNode } from 'react';
import { Anchor, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AssistantHome, StaffHome as StaffBlocks } from '@school/modules/reporting/contracts';
import { formatGradeOf } from '../../shared/format';
import { Empty, HomeBlock } from './HomeBlock';
import { useHomeTexts } from './texts';

/** The report behind the sign-in figures: each user's sign-ins (0 for those who never signed in). */
const ACCESS_REPORT = '/relatorio/acesso';
const GRADES_REPORT = '/relatorio/notas';

/** One figure and what it counts; a link to the screen behind it when there is one the caller opens. */
function Figure({ value, label, to, hint }: { value: number; label: string; to?: string; hint?: ReactNode }) {
  const body = (
    <Stack gap={0}>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="sm">{label}</Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
  return (
    <Paper withBorder p="sm" radius="md">
      {to ? (
        <Anchor component={Link} to={to} underline="hover" display="block">
          {body}
        </Anchor>
      ) : (
        body
      )}
    </Paper>
  );
}

/** The staff's home: its scope at a glance, each figure to its report, and the latest grades. */
export function StaffHome({ home }: { home: StaffBlocks }) {
  const th = useHomeTexts();
  const { i18n } = useTranslation();
  return (
    <Stack gap="md">
      <HomeBlock title={th('scope')}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Figure value={home.acessosHoje} label={th('signInsToday')} to={ACCESS_REPORT} />
          <Figure value={home.acessosSemana} label={th('signInsWeek')} to={ACCESS_REPORT} />
          <Figure value={home.nuncaEntraram} label={th('neverSignedIn')} to={ACCESS_REPORT} />
          <Figure value={home.suporteAbertos} label={th('openSupport')} hint={th('openSupportHint')} />
        </SimpleGrid>
      </HomeBlock>
      <HomeBlock title={th('latestGrades')}>
        {home.ultimasNotas.length === 0 ? (
          <Empty>{th('noLatestGrades')}</Empty>
        ) : (
          <List spacing="xs">
            {home.ultimasNotas.map((g) => (
              <List.Item key={`${g.nomTurma}|${g.nomAluno}|${g.nomAtividade}|${g.datNota}`}>
                <Text size="sm">
                  {th('latestGrade', {
                    student: g.nomAluno,
                    class: g.nomTurma,
                    activity: g.nomAtividade,
                    grade: formatGradeOf(g.nota, g.maximo, i18n.language),
                  })}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        <Anchor component={Link} to={GRADES_REPORT} size="sm">
          {th('gradesReport')}
        </Anchor>
      </HomeBlock>
    </Stack>
  );
}

/** The Assistente's home: the requests on the desk. */
export function AssistantHomeView({ home }: { home: AssistantHome }) {
  const th = useHomeTexts();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Figure value={home.suporteAbertos} label={th('supportDesk')} to="/assistencia/listar" />
    </SimpleGrid>
  );
}
