import { ActionIcon, Box, Burger, Group, Title, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LoggedUser } from '@school/modules/identity/contracts';
import { confirm } from '../../shared/confirm';
import { NotificationBell } from '../../features/notification/NotificationBell';
import { deviceQueue, useOfflineTexts } from '../../shared/offline';
import { LanguageSelect } from '../../shared/ui';
import { UserDetails } from './UserDetails';

export interface TopBarProps {
  title: string;
  user: LoggedUser;
  navOpened: boolean;
  onToggleNav(): void;
}

/** Route name, the user's login, name, profile (and class for 5 and 6), notifications, language and logout. */
export function TopBar({ title, user, navOpened, onToggleNav }: TopBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useOfflineTexts();
  /**
   * While writes wait in the device's queue, the question says so: they stay on the device for
   * this user's next sign-in (decision 0079).
   */
  const logout = async () => {
    const waiting = (await deviceQueue.waiting().catch(() => [])).length;
    const question =
      waiting === 0
        ? t('shell.logoutConfirm')
        : waiting === 1
          ? to('signOutWaitingOne')
          : to('signOutWaiting', { count: waiting });
    const labels = waiting ? { confirm: to('signOut'), cancel: to('cancel') } : undefined;
    if (await confirm(question, labels ? { labels } : {})) navigate('/sair');
  };
  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? t('shell.closeMenu') : t('shell.openMenu')}
          aria-expanded={navOpened}
          aria-controls="menu-principal"
        />
        <Title order={1} size="h4" lineClamp={1}>
          {title}
        </Title>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Box visibleFrom="md">
          <UserDetails user={user} />
        </Box>
        <NotificationBell />
        <LanguageSelect />
        <Tooltip label={t('shell.logout')}>
          <ActionIcon variant="subtle" color="dark" size="lg" aria-label={t('shell.logout')} onClick={logout}>
            <IconLogout size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
