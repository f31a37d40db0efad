import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { isWebProfile } from '@school/modules/kernel/contracts';
import type { AuditLookupKind, AuditRecordOption } from '@school/modules/reporting/contracts';
import { fold } from '../../shared/table';
import { useRecordLookup } from './api';
import { READABLE_INPUT } from './AuditParts';
import { useAuditTexts } from './texts';

/** How long the typing rests before the server is asked. */
const TYPING_MS = 250;

/** A record as a picker names it: its name, then what tells it apart (a login and profile, a unit, a school). */
export function useOptionLabel(): (option: AuditRecordOption) => string {
  const { t } = useTranslation();
  return (option) => {
    const profile =
      option.codBsePerfil !== undefined && isWebProfile(option.codBsePerfil)
        ? t(`profiles.${option.codBsePerfil}`)
        : null;
    // An erased person's login reads like its name ("Dados removidos"): its code tells two apart.
    const login = option.detalhe === option.nome ? `#${option.id}` : option.detalhe;
    const detail = [login, profile].filter(Boolean).join(', ');
    return detail ? `${option.nome} (${detail})` : option.nome;
  };
}

/**
 * A record of a kind, found by name, login or code as the user types: the server answers the
 * matches in the caller's scope (GET /api/auditoria/registros), never a list kept here.
 */
export function RecordPicker(props: {
  kind: AuditLookupKind | null;
  label: string;
  value: AuditRecordOption | null;
  onChange: (option: AuditRecordOption | null) => void;
  error?: string;
  /** An optional record, with what an empty choice means ("Todas as atividades"). */
  optional?: string;
}) {
  const tr = useAuditTexts();
  const labelOf = useOptionLabel();
  const { kind, value } = props;
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search, TYPING_MS);
  // The chosen record's label in the box is not a search.
  const lookup = useRecordLookup(kind, value && typed === labelOf(value) ? '' : typed.trim());
  // Until the server answers what is typed now, the last answer's records that still match it:
  // never one a user could pick by mistake because the list had not caught up with the typing.
  const answered = search.trim() === typed.trim() && !lookup.isPlaceholderData;
  const found = (lookup.data ?? []).filter((o) => answered || fold(labelOf(o)).includes(fold(search.trim())));
  const options = value ? [value, ...found.filter((o) => o.id !== value.id)] : found;
  return (
    <Select
      label={props.label}
      placeholder={tr('typeToSearch')}
      searchable
      clearable
      required={!props.optional}
      description={props.optional}
      disabled={kind === null}
      searchValue={search}
      onSearchChange={setSearch}
      data={options.map((o) => ({ value: String(o.id), label: labelOf(o) }))}
      // The server filtered them; the chosen one stays (its label shows in the box) only while it matches.
      filter={({ options: all, search: text }) =>
        all.filter(
          (o) =>
            !('value' in o) ||
            o.value !== String(value?.id) ||
            text === o.label ||
            found.some((f) => String(f.id) === o.value),
        )
      }
      value={value ? String(value.id) : null}
      onChange={(id) => props.onChange(options.find((o) => String(o.id) === id) ?? null)}
      nothingFoundMessage={lookup.isFetching ? tr('searching') : tr('noneFound')}
      error={props.error}
      styles={READABLE_INPUT}
      style={{ flex: '1 1 16rem', maxWidth: '28rem' }}
    />
  );
}
