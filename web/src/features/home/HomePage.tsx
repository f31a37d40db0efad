import { type ReactNode, useEffect } from 'react';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isWebProfile } from '@school/modules/kernel/contracts';
import type { Home } from '@school/modules/reporting/contracts';
import { sessionStore, useSession } from '../../shared/session';
import { LoadError, Logo } from '../../shared/ui';
import { useHome } from './api';
import { ProfessorHome } from './ProfessorHome';
import { AssistantHomeView, StaffHome } from './StaffHome';
import { StudentHome } from './StudentHome';
import { useHomeTexts } from './texts';

/** The spec's wait before a profile outside 1 to 7 is sent back to /login. */
export const HOME_CHECK_MS = 1_500;

function Blocks({ home }: { home: Home }): ReactNode {
  switch (home.perfil) {
    case 'aluno':
      return <StudentHome home={home} />;
    case 'professor':
      return <ProfessorHome home={home} />;
    case 'gestao':
      return <StaffHome home={home} />;
    case 'assistencia':
      return <AssistantHomeView home={home} />;
  }
}

/** The blocks of a web profile's home, read in one request (GET /api/inicio). */
function HomeBlocks() {
  const th = useHomeTexts();
  const home = useHome();
  if (home.error) return <LoadError error={home.error} onRetry={() => home.refetch()} />;
  if (!home.data)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{th('loading')}</Text>
      </Group>
    );
  return <Blocks home={home.data} />;
}

/** /home, "Início": the greeting and the blocks of the caller's profile (decision 0066). */
export function HomePage() {
  const { t } = useTranslation();
  const th = useHomeTexts();
  const navigate = useNavigate();
  const session = useSession();
  const profile = session?.user.codBsePerfil;
  const web = profile !== undefined && isWebProfile(profile);
  useEffect(() => {
    if (web) return;
    const timer = setTimeout(() => {
      sessionStore.end('logout');
      navigate('/login', { replace: true });
    }, HOME_CHECK_MS);
    return () => clearTimeout(timer);
  }, [web, navigate]);
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <Logo size={48} />
        <Stack gap={0}>
          <Title order={2}>{th('title')}</Title>
          {session && <Text>{t('home.welcome', { name: session.user.nomUsuario })}</Text>}
        </Stack>
      </Group>
      {web && <HomeBlocks />}
    </Stack>
  );
}
