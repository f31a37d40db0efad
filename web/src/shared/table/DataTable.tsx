import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { CloseButton, Group, Skeleton, Stack, Table, TextInput, em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../ui';
import { RowCards } from './RowCards';
import { TablePager } from './TablePager';
import { DEFAULT_PAGE_SIZE, fold, PAGE_SIZES, pageCount } from './paging';

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** The cell's text: shown unless `cell` is given, and what the search looks at. */
  value?: (row: T) => string | number | null | undefined;
  /** The cell's content when it is more than text (buttons, badges). */
  cell?: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /**
   * Kept at the right edge while a narrow table scrolls sideways, so its buttons stay on screen
   * at phone width (issue 23); the row's actions (`key: 'actions'`) unless told otherwise.
   */
  pinned?: boolean;
  /**
   * A row action shown in its own column on a wide screen: on a phone its cell joins the row's
   * pinned actions (issue 23), since a column mid-table would scroll out of reach.
   */
  action?: boolean;
}

/** One page of a list the server pages (e.g. the access log): the table shows it as it is. */
export interface ServerPaging {
  total: number;
  page: number;
  size: number;
  onChange(page: number, size: number): void;
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  /** A search box over the columns' values (case and accents ignored); client-paged tables only. */
  searchable?: boolean;
  searchLabel?: string;
  /** Actions shown beside the search (Add, bulk creation…). */
  toolbar?: ReactNode;
  server?: ServerPaging;
  emptyText?: ReactNode;
  pageSizes?: readonly number[];
  initialPageSize?: number;
  /** Below this width the table scrolls sideways (phones). */
  minWidth?: number;
  /**
   * The sideways scroll region takes the keyboard focus (a named region), for tables with no
   * control in their rows: a keyboard user can still scroll them (axe: scrollable-region-focusable).
   */
  focusableScroll?: boolean;
  /**
   * On a phone, each row as a card (its first column the title) instead of a table that scrolls
   * sideways: for tables whose key columns (a student and its grade) must stay on screen.
   */
  cardsOnPhone?: boolean;
  /**
   * Why the rows did not load: with no rows to show, the table gives way to the load-failure
   * alert and "Recarregar" (`onRetry`, the query's refetch), never an empty table (content §8).
   */
  error?: Error | null;
  onRetry?: () => unknown;
}

const isPinned = (c: Column<unknown>) => c.pinned ?? c.key === 'actions';

/** Below this width (Mantine's `sm`) the action columns gather into the pinned actions column. */
const PHONE_QUERY = `(max-width: ${em(767.98)})`;

/**
 * The columns on a phone: the `action` columns leave their places and their cells join the
 * `actions` column (made, headed `header`, when the table has none), pinned at the right.
 */
export function gatherActions<T>(columns: readonly Column<T>[], header: ReactNode): readonly Column<T>[] {
  const moved = columns.filter((c) => c.action);
  if (moved.length === 0) return columns;
  const rest = columns.filter((c) => !c.action);
  const own = rest.find((c) => c.key === 'actions');
  const cells = (row: T) => [...moved, ...(own ? [own] : [])].map((c) => c.cell?.(row) ?? null);
  const actions: Column<T> = {
    key: 'actions',
    header: own?.header ?? header,
    align: 'right',
    width: '1%',
    cell: (row) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {cells(row).map((cell, i) => (
          <Fragment key={i}>{cell}</Fragment>
        ))}
      </Group>
    ),
  };
  return [...rest.filter((c) => c !== own), actions];
}

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The list table of every screen: the spec's paging (10 per page, 10/25/50/100, 5 page links). */
export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, rowKey, server, pageSizes = PAGE_SIZES } = props;
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const columns = useMemo(
    () => (phone ? gatherActions(props.columns, t('table.actions')) : props.columns),
    [phone, props.columns, t],
  );
  const [query, setQuery] = useState('');
  const [paging, setPaging] = useState({ page: 1, size: props.initialPageSize ?? DEFAULT_PAGE_SIZE });

  const filtered = useMemo(() => {
    const all = rows ?? [];
    const q = fold(query.trim());
    if (!q) return all;
    return all.filter((row) => columns.some((c) => c.value && fold(text(c.value(row))).includes(q)));
  }, [rows, columns, query]);

  const total = server ? server.total : filtered.length;
  const size = server ? server.size : paging.size;
  const page = server ? server.page : Math.min(paging.page, pageCount(total, size));
  const visible = server ? filtered : filtered.slice((page - 1) * size, page * size);
  const changePage = server ? server.onChange : (p: number, s: number) => setPaging({ page: p, size: s });

  if (props.error && !rows?.length) return <LoadError error={props.error} onRetry={props.onRetry} />;

  return (
    <Stack gap="sm">
      {(props.searchable || props.toolbar) && (
        <Group justify="space-between" align="flex-end" gap="sm">
          {props.searchable && (
            <TextInput
              label={props.searchLabel ?? t('table.search')}
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                setPaging((p) => ({ ...p, page: 1 }));
              }}
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={
                query ? (
                  <CloseButton aria-label={t('table.clearSearch')} onClick={() => setQuery('')} />
                ) : null
              }
              style={{ flex: '1 1 16rem', maxWidth: '28rem' }}
            />
          )}
          {props.toolbar && <Group gap="xs">{props.toolbar}</Group>}
        </Group>
      )}
      {phone && props.cardsOnPhone ? (
        <RowCards
          caption={props.caption}
          columns={columns}
          rows={visible}
          rowKey={rowKey}
          loading={Boolean(props.loading && !rows)}
          emptyText={props.emptyText ?? t('table.empty')}
          content={(c, row) => (c.cell ? c.cell(row) : text(c.value?.(row)))}
        />
      ) : (
        <Table.ScrollContainer
          minWidth={props.minWidth ?? 480}
          scrollAreaProps={
            props.focusableScroll
              ? { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': props.caption } }
              : undefined
          }
        >
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            aria-label={props.caption}
            aria-busy={props.loading}
          >
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th
                    key={c.key}
                    scope="col"
                    className={isPinned(c as Column<unknown>) ? 'table-pinned' : undefined}
                    style={{ textAlign: c.align, width: c.width }}
                  >
                    {c.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.loading && !rows ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Skeleton height={16} />
                  </Table.Td>
                </Table.Tr>
              ) : visible.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>{props.emptyText ?? t('table.empty')}</Table.Td>
                </Table.Tr>
              ) : (
                visible.map((row) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <Table.Td
                        key={c.key}
                        className={isPinned(c as Column<unknown>) ? 'table-pinned' : undefined}
                        style={{ textAlign: c.align }}
                      >
                        {c.cell ? c.cell(row) : text(c.value?.(row))}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TablePager page={page} size={size} total={total} pageSizes={pageSizes} onChange={changePage} />
    </Stack>
  );
}
