import { type ComponentType, useMemo } from 'react';
import { Box, Flex, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExportRoute, ReportFilter } from '@school/modules/reporting/contracts';
import { useMessages } from '../../i18n/messages';
import type { Column } from '../../shared/table';
import type { ReportRun } from './api';
import { REPORT_TABLE_WIDTH, ReportTable } from './ReportTable';
import { useReportTexts } from './texts';
import { useReportRun } from './useReportRun';

export type Texts = ReturnType<typeof useReportTexts>;
type TextKey = Parameters<Texts>[0];
/** The catalogue's texts (the server's messages) in the current language. */
export type Messages = ReturnType<typeof useMessages>;

/** What a row report's screen shows: its route, its table's columns and, beside it, a chart. */
export interface RowReport<T> {
  title: TextKey;
  caption: TextKey;
  run: ReportRun<T[]>;
  route: ExportRoute;
  columns(tr: Texts, language: string, messages: Messages): Column<T>[];
  chart?: ComponentType<{ rows: readonly T[] }>;
  /** Beside the table instead of a chart: figures the server reads for the confirmed filter (the rating averages). */
  aside?: ComponentType<{ filter: ReportFilter }>;
  minWidth?: number;
}

/** The narrowest a chart is drawn beside a table. */
const CHART_WIDTH = 320;

/**
 * A report of rows (access, grades, progress, trail rating): the filter form, and on Confirmar
 * the rows in a table of 5 per page with when their data is from, its chart beside when it has one.
 */
export function RowReportPage<T>({ report: spec }: { report: RowReport<T> }) {
  const tr = useReportTexts();
  const { i18n } = useTranslation();
  const messages = useMessages();
  const { report, retry, form, exporting, confirmed } = useReportRun(spec.run, spec.route);
  const columns = useMemo(
    () => spec.columns(tr, i18n.language, messages),
    [spec, tr, i18n.language, messages],
  );
  const rows = report.data?.data;
  const table = (
    <ReportTable
      caption={tr(spec.caption)}
      columns={columns}
      answer={report.data}
      pending={report.isPending}
      error={report.error}
      onRetry={retry}
      minWidth={spec.minWidth}
    />
  );
  const { chart: Chart, aside: Aside } = spec;
  const side =
    rows && rows.length > 0 ? (
      Chart ? (
        <Chart rows={rows} />
      ) : Aside && confirmed ? (
        <Aside filter={confirmed} />
      ) : null
    ) : null;
  return (
    <Stack>
      <Title order={2} size="h3">
        {tr(spec.title)}
      </Title>
      {form}
      {exporting}
      {side ? (
        // The chart beside the table where the table fits at its full width beside it, above it
        // where it does not (the table never scrolls sideways to make room for the chart).
        <Flex gap="md" wrap="wrap" align="flex-start">
          <Box style={{ flex: `1 1 ${CHART_WIDTH}px`, minWidth: 0 }}>{side}</Box>
          <Box style={{ flex: `999 1 ${spec.minWidth ?? REPORT_TABLE_WIDTH}px`, minWidth: 0 }}>{table}</Box>
        </Flex>
      ) : (
        table
      )}
    </Stack>
  );
}
