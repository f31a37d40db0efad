import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The shell's footer: the Início and Privacidade links, and the product's name. */
export function ShellFooter() {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <Anchor component={Link} to="/home" size="sm">
          {t('shell.dashboard')}
        </Anchor>
        <Anchor component={Link} to="/privacidade" size="sm">
          {t('routes.privacy')}
        </Anchor>
      </Group>
      <Text size="xs" c="dimmed" truncate="end">
        {t('app.name')}
      </Text>
    </Group>
  );
}
