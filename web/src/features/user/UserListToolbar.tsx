import { Button, Group, TextInput } from '@mantine/core';
import { IconFilterOff, IconPlus, IconSearch, IconUsersPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Profile } from '@school/modules/kernel/contracts';
import { useUserTexts } from './texts';

/** The bulk creation screen: its action is shown to Diretor and Coordenador (the spec). */
export const BULK_ROUTE = '/usuario/massivo';
const BULK_PROFILES: readonly number[] = [Profile.Diretor, Profile.Coordenador];

export interface UserListToolbarProps {
  search: string;
  onSearch(search: string): void;
  viewerProfile: number | null;
  /** Some list filter is set: "Limpar filtro" clears it too. */
  filtered?: boolean;
  /** Clears the search and the filters; without it, the search only. */
  onClear?(): void;
}

/** Above the users list: the search with its "Limpar filtro" (of the filters too), then bulk creation and "Novo". */
export function UserListToolbar({
  search,
  onSearch,
  viewerProfile,
  filtered,
  onClear,
}: UserListToolbarProps) {
  const text = useUserTexts();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group align="flex-end" gap="xs" style={{ flex: '1 1 20rem' }}>
        <TextInput
          label={text('search')}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: '1 1 14rem', maxWidth: '26rem' }}
        />
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => (onClear ? onClear() : onSearch(''))}
          disabled={!search && !filtered}
        >
          {text('clearFilter')}
        </Button>
      </Group>
      <Group gap="xs">
        {viewerProfile !== null && BULK_PROFILES.includes(viewerProfile) && (
          <Button
            component={Link}
            to={BULK_ROUTE}
            variant="light"
            leftSection={<IconUsersPlus size={16} aria-hidden />}
          >
            {text('bulk')}
          </Button>
        )}
        <Button component={Link} to="/usuario/novo" leftSection={<IconPlus size={16} aria-hidden />}>
          {text('new')}
        </Button>
      </Group>
    </Group>
  );
}
