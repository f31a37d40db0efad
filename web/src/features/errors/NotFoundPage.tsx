import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Message } from '../../i18n/messages';
import { useRouteTitle } from '../../shared/routing';
import { useSession } from '../../shared/session';
import { Logo } from '../../shared/ui';

/** Any unknown path: "The page you requested could not be found." in the current language. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useRouteTitle();
  const session = useSession();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={480}>
        <Logo size={64} />
        <Text fz={64} fw={800} lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h3" ta="center">
          <Message code="generic.routeNotFound" />
        </Title>
        <Button component={Link} to={session ? '/home' : '/login'}>
          {t('notFound.back')}
        </Button>
      </Stack>
    </Center>
  );
}
