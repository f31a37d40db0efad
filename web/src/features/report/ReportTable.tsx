import { useMemo } from 'react';
import { Box, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { type Column, DataTable } from '../../shared/table';
import type { ReportAnswer } from './api';
import { useReportTexts } from './texts';

/**
 * Under a report: when its data is from ("Dados atualizados até 26/11/2026 21:56:03", in the
 * browser's time zone), then, behind "Para analistas", the read models' position the figures reflect (how a
 * file is reproduced: docs/reporting.md).
 */
export function DataAsOf({ answer }: { answer: ReportAnswer<unknown> | undefined }) {
  const tr = useReportTexts();
  if (!answer) return null;
  const { asOf, position } = answer;
  return (
    <Stack gap={0}>
      {asOf ? (
        <Text size="xs" c="dimmed">
          {tr('asOf', { time: dayjs(asOf).format('DD/MM/YYYY HH:mm:ss') })}
        </Text>
      ) : null}
      {position ? (
        // Behind a disclosure: a coordinator reading the report does not need it (issue 35).
        <Box component="details" fz="xs" c="dimmed">
          <Box component="summary" style={{ cursor: 'pointer', minHeight: 24 }}>
            {tr('analysts')}
          </Box>
          <Text size="xs" c="dimmed">
            {tr('position', { position })}
          </Text>
        </Box>
      ) : null}
    </Stack>
  );
}

/** A report's answer: its rows and the position of its read models. */
export type RowsAnswer<T> = ReportAnswer<readonly T[]>;

/** The spec's report tables: 5 rows per page. */
const REPORT_PAGE_SIZES = [5, 10, 25, 50] as const;

/** The width a report's table is laid out at (a narrower place scrolls it), unless it says. */
export const REPORT_TABLE_WIDTH = 560;

/**
 * A report's rows in the table (5 per page, with the counter) and when its data is from.
 * Before Confirmar it says how to run the report; with no rows, that the filter has none; a run
 * that failed (`error`), the alert with "Recarregar" (`onRetry`) in place of the table.
 */
export function ReportTable<T>({
  caption,
  columns,
  answer,
  pending,
  error,
  onRetry,
  minWidth = REPORT_TABLE_WIDTH,
}: {
  caption: string;
  columns: readonly Column<T>[];
  answer: RowsAnswer<T> | undefined;
  pending: boolean;
  error?: Error | null;
  onRetry?: () => unknown;
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
        error={error}
        onRetry={onRetry}
        minWidth={minWidth}
        focusableScroll
        cardsOnPhone
        initialPageSize={REPORT_PAGE_SIZES[0]}
        pageSizes={REPORT_PAGE_SIZES}
        emptyText={answer ? tr('empty') : tr('notRun')}
      />
      <DataAsOf answer={answer} />
    </Stack>
  );
}
