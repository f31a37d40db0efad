import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoggedUser } from '@school/modules/identity/contracts';
import { profileName, showsClass } from '../../shared/profile';

/** Login, user name, profile and (profiles 5 and 6) class: inline in the top bar, stacked in the phone menu. */
export function UserDetails({ user, stacked = false }: { user: LoggedUser; stacked?: boolean }) {
  const { t } = useTranslation();
  const items = [
    { label: t('shell.login'), value: user.cstLogin },
    { label: t('shell.user'), value: user.nomUsuario },
    { label: t('shell.profile'), value: profileName(t, user) },
    ...(showsClass(user) ? [{ label: t('shell.class'), value: user.nomTurma ?? '—' }] : []),
  ];
  const Container = stacked ? Stack : Group;
  return (
    <Container gap={stacked ? 2 : 'md'} wrap="nowrap" aria-label={t('shell.account')} role="group">
      {items.map((item) => (
        <Text key={item.label} size="sm" lh={1.3} truncate="end" maw={stacked ? undefined : 220}>
          <Text span size="xs" c="dimmed" mr={4}>
            {item.label}:
          </Text>
          {item.value}
        </Text>
      ))}
    </Container>
  );
}
