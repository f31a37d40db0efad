import { useState } from 'react';
import { Badge, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Profile } from '@school/modules/kernel/contracts';
import { type UserListItem } from '@school/modules/identity/contracts';
import { profileName } from '../../shared/profile';
import { useSession } from '../../shared/session';
import { type Column, DataTable, DEFAULT_PAGE_SIZE } from '../../shared/table';
import { useUserTexts, type UserTextKey } from './texts';
import { useUserPage } from './api';
import { UserListFilters } from './UserListFilters';
import { UserListToolbar } from './UserListToolbar';
import { filterParams, hasFilters, useUserListFilters } from './userListQuery';
import { UserRowActions } from './UserRowActions';

/** /usuario: the list. */
export function UsersIndex() {
  return <Navigate to="/usuario/listar" replace />;
}

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

/**
 * /usuario/listar: the users of the caller's scope, a page at a time, searched and filtered by
 * the server; the filters live in the URL's query string.
 */
export function UserListPage() {
  const { t } = useTranslation();
  const text = useUserTexts();
  const viewer = useSession()?.user;
  const viewerProfile = viewer?.codBsePerfil ?? null;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const filter = useUserListFilters();
  const filters = filterParams(filter.filters);
  // What the list shows: another search or filter starts again at page 1.
  const shown = JSON.stringify([debounced, filters]);
  const [paging, setPaging] = useState<{ page: number; size: number; shown: string }>({
    page: 1,
    size: DEFAULT_PAGE_SIZE,
    shown,
  });
  const page = paging.shown === shown ? paging.page : 1;
  const users = useUserPage({ search: debounced, page, size: paging.size, filters });

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
      cell: (u) => <UserRowActions row={u} />,
    },
  ];

  const data = users.data;
  return (
    <Stack gap="md">
      <UserListToolbar
        search={search}
        onSearch={setSearch}
        viewerProfile={viewerProfile}
        filtered={hasFilters(filter.filters)}
        onClear={() => {
          setSearch('');
          filter.clear();
        }}
      />
      <UserListFilters filters={filter.filters} onChange={filter.change} viewerProfile={viewerProfile} />
      <DataTable
        caption={text('listCaption')}
        columns={columns}
        rows={data?.items}
        error={users.error}
        onRetry={() => users.refetch()}
        rowKey={(u) => u.codBseUsuario}
        loading={users.isFetching}
        minWidth={720}
        server={{
          total: data?.total ?? 0,
          page,
          size: paging.size,
          onChange: (p, s) => setPaging({ page: p, size: s, shown }),
        }}
      />
    </Stack>
  );
}
