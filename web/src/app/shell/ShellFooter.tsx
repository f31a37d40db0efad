import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function ShellFooter() {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Anchor component={Link} to="/home" size="sm">
        {t('shell.dashboard')}
      </Anchor>
      <Text size="xs" c="dimmed" truncate="end">
        {t('app.name')}
      </Text>
    </Group>
  );
}
