import { type FormEvent, useMemo, useState } from 'react';
import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconFileTypeCsv, IconFilter } from '@tabler/icons-react';
import dayjs from 'dayjs';
import {
  ACCESS_OUTCOMES,
  type AccessAuditEntry,
  type AccessOutcome,
} from '@school/modules/reporting/contracts';
import { DateField } from '../../shared/dates';
import { type Column, DataTable, DEFAULT_PAGE_SIZE } from '../../shared/table';
import { type AccessFilter, useAccessAudit, useDownloadAccessCsv } from './api';
import { formatInstant, QueryError, READABLE_INPUT } from './AuditParts';
import { useAuditTexts } from './texts';

/** An instant with its offset and milliseconds (the contract's ISO datetime with offset). */
const INSTANT = 'YYYY-MM-DDTHH:mm:ss.SSSZ';
/** The Select's value for "every outcome". */
const ALL = 'todos';

/** A day of the pickers (`YYYY-MM-DD`, local). */
type Day = string | null;

interface FilterForm {
  login: string;
  from: Day;
  to: Day;
  outcome: AccessOutcome | typeof ALL;
}

const EMPTY_FORM: FilterForm = { login: '', from: null, to: null, outcome: ALL };

/** The form as the server takes it: the login prefix, the start of the first day to the end of the last. */
export function toAccessFilter(form: FilterForm): AccessFilter {
  const login = form.login.trim();
  return {
    login: login || undefined,
    de: form.from ? dayjs(form.from).startOf('day').format(INSTANT) : undefined,
    ate: form.to ? dayjs(form.to).endOf('day').format(INSTANT) : undefined,
    resultado: form.outcome === ALL ? undefined : form.outcome,
  };
}

/** A sign-in attempt's outcome: a success, a lockout (429) or a refusal. */
export function outcomeOf(entry: AccessAuditEntry): AccessOutcome {
  if (entry.indSucesso === 'S') return 'sucesso';
  return entry.httpStatus === 429 ? 'bloqueio' : 'falha';
}

/** Filled badges whose white text keeps ≥ 4.5:1 (never green.9: teal.9 is the app's success). */
const OUTCOME_COLOR: Record<AccessOutcome, string> = {
  sucesso: 'teal.9',
  falha: 'red.9',
  bloqueio: 'gray.7',
};

const sameFilter = (a: AccessFilter, b: AccessFilter) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The "Acessos" tab: the filter, then the sign-in attempts a page at a time as the server pages them;
 * opened on a login (the class page's last sign-in: `?login=`), filtered by it.
 */
export function AccessAuditTab({ login = '' }: { login?: string }) {
  const tr = useAuditTexts();
  const [form, setForm] = useState<FilterForm>({ ...EMPTY_FORM, login });
  const [applied, setApplied] = useState<{ filter: AccessFilter; page: number; size: number }>({
    filter: login ? { login } : {},
    page: 1,
    size: DEFAULT_PAGE_SIZE,
  });
  const accesses = useAccessAudit(applied.filter, applied.page, applied.size);
  const csv = useDownloadAccessCsv();

  const set = (change: Partial<FilterForm>) => setForm((f) => ({ ...f, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filter = toAccessFilter(form);
    // The same filter on its first page: Filtrar reads the log again.
    if (applied.page === 1 && sameFilter(filter, applied.filter)) void accesses.refetch();
    else setApplied((a) => ({ filter, page: 1, size: a.size }));
  };

  const columns = useMemo(
    (): Column<AccessAuditEntry & { key: number }>[] => [
      {
        key: 'when',
        header: tr('when'),
        value: (r) => formatInstant(r.dthAcesso),
        cell: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatInstant(r.dthAcesso)}</span>,
      },
      {
        key: 'login',
        header: tr('login'),
        value: (r) => r.cstLogin,
        // A login is one word: never broken at its hyphen on a phone.
        cell: (r) => <span style={{ whiteSpace: 'nowrap' }}>{r.cstLogin}</span>,
      },
      { key: 'user', header: tr('user'), value: (r) => r.nomUsuario ?? '—' },
      {
        key: 'outcome',
        header: tr('outcome'),
        cell: (r) => {
          const outcome = outcomeOf(r);
          return (
            <Badge variant="filled" color={OUTCOME_COLOR[outcome]} radius="sm">
              {tr(`outcomes.${outcome}`)}
            </Badge>
          );
        },
      },
      { key: 'note', header: tr('note'), value: (r) => r.txtObservacao },
      { key: 'ip', header: tr('ip'), value: (r) => r.ip },
    ],
    [tr],
  );

  const data = accesses.data;
  // Each row keyed by its place on the page: the log has no id, and attempts may repeat.
  const rows = useMemo(() => data?.items.map((entry, key) => ({ ...entry, key })), [data]);

  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="form" aria-label={tr('accessFilter')} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
            <TextInput
              label={tr('login')}
              value={form.login}
              maxLength={50}
              autoComplete="off"
              onChange={(event) => set({ login: event.currentTarget.value })}
            />
            <DateField
              label={tr('from')}
              value={form.from}
              onChange={(from) => set(form.to && from && from > form.to ? { from, to: null } : { from })}
              maxDate={form.to ?? undefined}
            />
            <DateField
              label={tr('to')}
              value={form.to}
              onChange={(to) => set({ to })}
              minDate={form.from ?? undefined}
            />
            <Select
              label={tr('outcome')}
              data={[
                { value: ALL, label: tr('all') },
                ...ACCESS_OUTCOMES.map((o) => ({ value: o, label: tr(`outcomes.${o}`) })),
              ]}
              value={form.outcome}
              onChange={(v) => set({ outcome: (v as FilterForm['outcome'] | null) ?? ALL })}
              allowDeselect={false}
              styles={READABLE_INPUT}
            />
          </SimpleGrid>
          <Group gap="sm">
            <Button
              type="submit"
              loading={accesses.isFetching}
              leftSection={<IconFilter size={16} aria-hidden />}
            >
              {tr('filter')}
            </Button>
            <Button
              variant="default"
              loading={csv.isPending}
              onClick={() => csv.mutate(toAccessFilter(form))}
              leftSection={<IconFileTypeCsv size={16} aria-hidden />}
            >
              {tr('export')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {accesses.isError && <QueryError error={accesses.error} />}
      <DataTable
        caption={tr('accessCaption')}
        columns={columns}
        rows={rows ?? (accesses.isPending ? undefined : [])}
        rowKey={(r) => r.key}
        loading={accesses.isFetching}
        minWidth={760}
        focusableScroll
        cardsOnPhone
        emptyText={tr('accessEmpty')}
        server={{
          total: data?.total ?? 0,
          page: applied.page,
          size: applied.size,
          onChange: (page, size) => setApplied((a) => ({ ...a, page, size })),
        }}
      />
    </Stack>
  );
}
