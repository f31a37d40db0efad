import type { ReactNode } from 'react';
import { Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSelect, Logo } from '../../shared/ui';

export interface SignInFrameProps {
  title: string;
  subtitle: string;
  /** The header's clicks (the sign-in page's hidden shortcut). */
  onHeaderClick?(): void;
  children: ReactNode;
}

/**
 * The page around the sign-in form and "Esqueci minha senha": the language choice, the product's
 * name over the page's title, and the Privacidade link in the footer.
 */
export function SignInFrame({ title, subtitle, onHeaderClick, children }: SignInFrameProps) {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group component="header" justify="flex-end" p="sm">
        <LanguageSelect />
      </Group>
      <Center component="main" px="md" pb="xl">
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
          <Stack align="center" gap={4} mb="lg" onClick={onHeaderClick}>
            <Logo size={56} />
            <Text fw={700} c="blue.8">
              {t('app.name')}
            </Text>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text size="sm" c="dimmed" ta="center">
              {subtitle}
            </Text>
          </Stack>
          {children}
        </Paper>
      </Center>
      <Group component="footer" justify="center" px="md" pb="lg">
        <Anchor component={Link} to="/privacidade" size="sm">
          {t('routes.privacy')}
        </Anchor>
      </Group>
    </Box>
  );
}
