import type { ChangeEvent } from 'react';
import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALL_PROFILES, Profile } from '@school/modules/kernel/contracts';
import type { UserStatusFilter } from '@school/modules/identity/contracts';
import { useFilterClasses, useFilterUnits } from './api';
import { useUserTexts } from './texts';
import type { UserFilterValues } from './userListQuery';

/** Who picks a unit: those who reach more than one (a Diretor or Coordenador has its own). */
const UNIT_PICKERS: readonly number[] = [Profile.Master, Profile.Gestor];

export interface UserListFiltersProps {
  filters: UserFilterValues;
  onChange(change: Partial<UserFilterValues>): void;
  viewerProfile: number | null;
}

const idOf = (event: ChangeEvent<HTMLSelectElement>) =>
  event.currentTarget.value ? Number(event.currentTarget.value) : null;

/**
 * The list's filters: profile, unit (for a Master or Gestor), class (of the chosen unit) and
 * status. Each is a native select, so a phone shows its own picker.
 */
export function UserListFilters({ filters, onChange, viewerProfile }: UserListFiltersProps) {
  const { t } = useTranslation();
  const text = useUserTexts();
  const picksUnit = viewerProfile !== null && UNIT_PICKERS.includes(viewerProfile);
  const units = useFilterUnits(picksUnit);
  const classes = useFilterClasses();
  const classesShown = (classes.data ?? []).filter(
    (c) => filters.codBseUnidade === null || c.codBseUnidade === filters.codBseUnidade,
  );
  const style = { flex: '1 1 11rem', maxWidth: '16rem' };
  return (
    <Group role="group" aria-label={text('filters')} align="flex-end" gap="xs" wrap="wrap">
      <NativeSelect
        label={text('profile')}
        value={filters.codBsePerfil === null ? '' : String(filters.codBsePerfil)}
        onChange={(event) => onChange({ codBsePerfil: idOf(event) })}
        data={[
          { value: '', label: text('anyProfile') },
          ...ALL_PROFILES.map((p) => ({ value: String(p), label: t(`profiles.${p}`) })),
        ]}
        style={style}
      />
      {picksUnit && (
        <NativeSelect
          label={text('unit')}
          value={filters.codBseUnidade === null ? '' : String(filters.codBseUnidade)}
          onChange={(event) => onChange({ codBseUnidade: idOf(event) })}
          data={[
            { value: '', label: text('anyUnit') },
            ...(units.data ?? []).map((u) => ({ value: String(u.codBseUnidade), label: u.nomUnidade })),
          ]}
          style={style}
        />
      )}
      <NativeSelect
        label={text('class')}
        value={filters.codBseTurma === null ? '' : String(filters.codBseTurma)}
        onChange={(event) => onChange({ codBseTurma: idOf(event) })}
        data={[
          { value: '', label: text('anyClass') },
          ...classesShown.map((c) => ({ value: String(c.codBseTurma), label: c.nomTurma })),
        ]}
        style={style}
      />
      <NativeSelect
        label={text('status')}
        value={filters.status ?? ''}
        onChange={(event) =>
          onChange({ status: (event.currentTarget.value || null) as UserStatusFilter | null })
        }
        data={[
          { value: '', label: text('anyStatus') },
          { value: 'active', label: text('onlyActive') },
          { value: 'inactive', label: text('onlyInactive') },
        ]}
        style={style}
      />
    </Group>
  );
}
