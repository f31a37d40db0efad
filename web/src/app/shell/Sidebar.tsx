import { AppShell, Box, Divider, Group, NavLink, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { menuFor } from '@school/modules/kernel/contracts';
import type { LoggedUser } from '@school/modules/identity/contracts';
import { Logo } from '../../shared/ui';
import { MENU_ICONS } from './menuIcons';
import { UserDetails } from './UserDetails';

/** The first path segment: /escola/listar and /escola/novo both belong to the /escola entry. */
function section(path: string): string {
  return path.split('/')[1] ?? '';
}

/** The logo (to /home), the product mode's title, and the menu of the profile's screens. */
export function Sidebar({ user, onNavigate }: { user: LoggedUser; onNavigate(): void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <AppShell.Section p="md">
        <UnstyledButton component={Link} to="/home" onClick={onNavigate} aria-label={t('app.logo')}>
          <Group gap="sm" wrap="nowrap">
            <Logo size={36} />
            <Text fw={700} size="md" aria-hidden>
              {t('app.mode')}
            </Text>
          </Group>
        </UnstyledButton>
      </AppShell.Section>
      <Box hiddenFrom="md" px="md" pb="sm">
        <UserDetails user={user} stacked />
        <Divider mt="sm" />
      </Box>
      <AppShell.Section grow component={ScrollArea} px="xs" pb="md">
        {menuFor(user.codBsePerfil).map((entry) => {
          const Icon = MENU_ICONS[entry.key];
          const active = section(pathname) === section(entry.route);
          return (
            <NavLink
              key={entry.key}
              component={Link}
              to={entry.route}
              label={t(`menu.${entry.key}`)}
              leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            />
          );
        })}
      </AppShell.Section>
    </>
  );
}
