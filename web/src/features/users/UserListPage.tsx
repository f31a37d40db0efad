import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import {
  IconFilterOff,
  IconPencil,
  IconPlayerPlay,
  IconPlayerPause,
  IconPlus,
  IconSearch,
  IconTrash,
  IconUsersPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { Profile } from '@school/modules/kernel/contracts';
import { canManageProfile, PROTECTED_USER_ID, type UserListItem } from '@school/modules/identity/contracts';
import { profileName } from '../../shared/profile';
import { Message } from '../../i18n/messages';
import { ApiError } from '../../shared/api';
import { confirm } from '../../shared/confirm';
import { notify, notifyError } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { type Column, DataTable, DEFAULT_PAGE_SIZE, RowAction, RowActions } from '../../shared/table';
import { useUserTexts, type UserTextKey } from './texts';
import { afterUserChange, deleteUser, setUserActive, useUserPage } from './usersApi';

/** /usuario: the list. */
export function UsersIndex() {
  return <Navigate to="/usuario/listar" replace />;
}

/** The bulk creation screen: its action is shown to Diretor and Coordenador (the spec). */
export const BULK_ROUTE = '/usuario/massivo';
const BULK_PROFILES: readonly number[] = [Profile.Diretor, Profile.Coordenador];

type ColumnKey = 'login' | 'name' | 'profile' | 'school' | 'unit' | 'classes' | 'status';

/**
 * The columns by the viewer's profile (the spec leaves them open): everyone sees login, name,
 * profile and status. A Master manages the whole network, so it sees each user's school and
 * unit; a Gestor manages one school, so the unit places a user; a Diretor or Coordenador
 * manages one unit, where the class (a teacher's classes) is what tells people apart.
 */
export const USER_COLUMNS: Record<number, readonly ColumnKey[]> = {
  [Profile.Master]: ['login', 'name', 'profile', 'school', 'unit', 'status'],
  [Profile.Gestor]: ['login', 'name', 'profile', 'unit', 'status'],
  [Profile.Diretor]: ['login', 'name', 'profile', 'classes', 'status'],
  [Profile.Coordenador]: ['login', 'name', 'profile', 'classes', 'status'],
};

const COLUMN_HEADER: Record<ColumnKey, UserTextKey> = {
  login: 'login',
  name: 'name',
  profile: 'profile',
  school: 'school',
  unit: 'unit',
  classes: 'classes',
  status: 'status',
};

/** /usuario/listar: the users of the caller's scope, a page at a time, searched by the server. */
export function UserListPage() {
  const { t } = useTranslation();
  const text = useUserTexts();
  const client = useQueryClient();
  const viewer = useSession()?.user;
  const viewerProfile = viewer?.codBsePerfil ?? null;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [paging, setPaging] = useState<{ page: number; size: number; search: string }>({
    page: 1,
    size: DEFAULT_PAGE_SIZE,
    search: '',
  });
  // A new search starts again at page 1.
  const page = paging.search === debounced ? paging.page : 1;
  const users = useUserPage({ search: debounced, page, size: paging.size });

  const manageable = (row: UserListItem) =>
    row.codBseUsuario !== PROTECTED_USER_ID && canManageProfile(viewerProfile, row.codBsePerfil);
  const notSelf = (row: UserListItem) => row.codBseUsuario !== viewer?.codBseUsuario;

  const remove = async (row: UserListItem) => {
    if (!(await confirm(text('confirmDelete', { name: row.nomUsuario }), { danger: true }))) return;
    try {
      await deleteUser(row.codBseUsuario);
      void notify('success', text('deleted'));
      await afterUserChange(client, { id: row.codBseUsuario, removed: true });
    } catch (error) {
      // "Erro ao deletar usuário" with the server's reason (e.g. "Existem usuários cadastrados com o usuário").
      void notifyError(error, { title: <Message code="user.deleteFailed" /> });
    }
  };

  const toggle = async (row: UserListItem) => {
    const active = !row.active;
    const question = active ? 'confirmReactivate' : 'confirmDeactivate';
    if (!(await confirm(text(question, { name: row.nomUsuario }), { danger: !active }))) return;
    try {
      await setUserActive(row.codBseUsuario, active);
      void notify('success', text(active ? 'reactivated' : 'deactivated'));
      await afterUserChange(client, { id: row.codBseUsuario, active });
    } catch (error) {
      void notifyError(error, { title: text('statusFailed') });
    }
  };

  const cells: Record<ColumnKey, Omit<Column<UserListItem>, 'key' | 'header'>> = {
    login: {
      value: (u) => u.cstLogin,
      // A login is one word: never broken at its hyphen on a phone.
      cell: (u) => <span style={{ whiteSpace: 'nowrap' }}>{u.cstLogin}</span>,
    },
    name: { value: (u) => u.nomUsuario },
    profile: { value: (u) => profileName(t, u) },
    school: { value: (u) => u.nomEscola },
    unit: { value: (u) => u.nomUnidade },
    classes: { value: (u) => u.turmas.map((c) => c.nomTurma ?? `#${c.codBseTurma}`).join(', ') },
    status: {
      cell: (u) => (
        <Badge color={u.active ? 'teal.9' : 'gray.7'} variant="filled" radius="sm">
          {u.active ? text('active') : text('inactive')}
        </Badge>
      ),
    },
  };
  const columnKeys = USER_COLUMNS[viewerProfile ?? 0] ?? USER_COLUMNS[Profile.Diretor]!;
  const columns: Column<UserListItem>[] = [
    ...columnKeys.map((key) => ({ key, header: text(COLUMN_HEADER[key]), ...cells[key] })),
    {
      key: 'actions',
      header: text('actions'),
      align: 'right',
      cell: (u) => rowActions(u),
    },
  ];

  function rowActions(row: UserListItem) {
    if (!manageable(row)) return null;
    const name = row.nomUsuario;
    return (
      <RowActions>
        <RowAction
          label={text('edit', { name })}
          icon={IconPencil}
          size="lg"
          to={`/usuario/alterar/${row.codBseUsuario}`}
        />
        {notSelf(row) && (
          <RowAction
            label={text(row.active ? 'deactivate' : 'reactivate', { name })}
            icon={row.active ? IconPlayerPause : IconPlayerPlay}
            color={row.active ? 'orange.9' : 'green.9'}
            size="lg"
            onClick={() => void toggle(row)}
          />
        )}
        {notSelf(row) && (
          <RowAction
            label={text('delete', { name })}
            icon={IconTrash}
            color="red.8"
            size="lg"
            onClick={() => void remove(row)}
          />
        )}
      </RowActions>
    );
  }

  const data = users.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="xs" style={{ flex: '1 1 20rem' }}>
          <TextInput
            label={text('search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: '1 1 14rem', maxWidth: '26rem' }}
          />
          <Button
            variant="default"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => setSearch('')}
            disabled={!search}
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
      {users.isError && (
        <Alert color="red" role="alert">
          {users.error instanceof ApiError && !users.error.isNetwork ? (
            users.error.message
          ) : (
            <Message code="generic.server" />
          )}
        </Alert>
      )}
      <DataTable
        caption={text('listCaption')}
        columns={columns}
        rows={data?.items}
        rowKey={(u) => u.codBseUsuario}
        loading={users.isFetching}
        minWidth={720}
        server={{
          total: data?.total ?? 0,
          page,
          size: paging.size,
          onChange: (p, s) => setPaging({ page: p, size: s, search: debounced }),
        }}
      />
    </Stack>
  );
}
