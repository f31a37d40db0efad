import { Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { confirm } from '../../shared/confirm';
import { signOut } from '../../shared/auth';
import { useSettingsTexts } from './texts';

/** "Sair de todos os dispositivos": ends every token of the user on the server, this one too. */
export function SessionsSettings() {
  const ts = useSettingsTexts();
  const signOutEverywhere = async () => {
    if (!(await confirm(ts('signOutEverywhereConfirm')))) return;
    // The session guard then shows the sign-in page.
    await signOut(true);
  };
  return (
    <>
      <Text size="sm">{ts('sessionsHint')}</Text>
      <Group justify="flex-end">
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void signOutEverywhere()}
        >
          {ts('signOutEverywhere')}
        </Button>
      </Group>
    </>
  );
}
