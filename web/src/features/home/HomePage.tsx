import { useEffect } from 'react';
import { Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isWebProfile } from '@school/modules/kernel/contracts';
import { sessionStore, useSession } from '../../shared/session';
import { Logo } from '../../shared/ui';

/** The spec's wait before a profile outside 1 to 7 is sent back to /login. */
export const HOME_CHECK_MS = 1_500;

/** /home: the logo page. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const profile = session?.user.codBsePerfil;
  useEffect(() => {
    if (profile !== undefined && isWebProfile(profile)) return;
    const timer = setTimeout(() => {
      sessionStore.end('logout');
      navigate('/login', { replace: true });
    }, HOME_CHECK_MS);
    return () => clearTimeout(timer);
  }, [profile, navigate]);
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm">
        <Logo size={120} />
        <Title order={2}>{t('app.name')}</Title>
        {session && <Text size="lg">{t('home.welcome', { name: session.user.nomUsuario })}</Text>}
      </Stack>
    </Center>
  );
}
