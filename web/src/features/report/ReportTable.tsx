import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { type Column, DataTable } from '../../shared/table';
import type { ReportAnswer } from './api';
import { useReportTexts } from './texts';

/** "Dados até a posição n" under a report, when the server sent its read models' position. */
export function PositionNote({ position }: { position: string | null | undefined }) {
  const tr = useReportTexts();
  if (!position) return null;
  return (
    <Text size="xs" c="dimmed">
      {tr('position', { position })}
    </Text>
  );
}

/** A report's answer: its rows and the position of its read models. */
export type RowsAnswer<T> = ReportAnswer<readonly T[]>;

/** The spec's report tables: 5 rows per page. */
const REPORT_PAGE_SIZES = [5, 10, 25, 50] as const;

/** The width a report's table is laid out at (a narrower place scrolls it), unless it says. */
export const REPORT_TABLE_WIDTH = 560;

/**
 * A report's rows in the table (5 per page, with the counter) and the "Dados até a posição" line.
 * Before Confirmar it says how to run the report; with no rows, that the filter has none.
 */
export function ReportTable<T>({
  caption,
  columns,
  answer,
  pending,
  minWidth = REPORT_TABLE_WIDTH,
}: {
  caption: string;
  columns: readonly Column<T>[];
  answer: RowsAnswer<T> | undefined;
  pending: boolean;
  minWidth?: number;
}) {
  const tr = useReportTexts();
  // Each row keyed by its position: a key that stays unique however the names repeat.
  const rows = useMemo(() => answer?.data.map((row, key) => ({ ...row, key })), [answer]);
  return (
    <Stack gap={4}>
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows ?? (pending ? undefined : [])}
        rowKey={(r) => r.key}
        loading={pending}
        minWidth={minWidth}
        focusableScroll
        initialPageSize={REPORT_PAGE_SIZES[0]}
        pageSizes={REPORT_PAGE_SIZES}
        emptyText={answer ? tr('empty') : tr('notRun')}
      />
      <PositionNote position={answer?.position} />
    </Stack>
  );
}
