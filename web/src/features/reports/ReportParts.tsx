import '@mantine/charts/styles.css';
import { type ReactNode, useId, useMemo } from 'react';
import { BarChart } from '@mantine/charts';
import { Alert, Box, Button, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Profile } from '@school/modules/kernel/contracts';
import {
  accessBars,
  type AccessReportRow,
  accessTotal,
  type GradesReportRow,
  type ProgressReportRow,
  type QuantityReport,
  type ReportExportStatus,
} from '@school/modules/reporting/contracts';
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

/**
 * An export under way: its progress bar (rows written of the report's rows), then the file's
 * download (started by itself once; the button is there to get it again), or why it failed.
 */
export function ExportProgress({
  status,
  downloading,
  onDownload,
}: {
  status: ReportExportStatus;
  downloading: boolean;
  onDownload: () => void;
}) {
  const tr = useReportTexts();
  const { i18n } = useTranslation();
  const count = (n: number) => n.toLocaleString(i18n.language);
  if (status.status === 'failed')
    return (
      <Alert color="red" variant="light" title={tr('exportFailed')}>
        {status.failure?.message}
      </Alert>
    );
  const { done, total } = status.progress;
  const completed = status.status === 'completed';
  const percent = completed ? 100 : total > 0 ? Math.floor((done * 100) / total) : 0;
  return (
    <Paper withBorder p="sm" aria-label={tr('exportTitle')} role="region">
      <Stack gap={6}>
        <Text size="sm" role="status">
          {completed
            ? tr('exportReady', { rows: count(status.rows ?? 0) })
            : total > 0
              ? tr('exportRunning', { done: count(done), total: count(total) })
              : tr('exportQueued')}
        </Text>
        <Progress value={percent} aria-label={tr('exportTitle')} animated={!completed} />
        {completed ? (
          <Button
            variant="light"
            size="xs"
            style={{ alignSelf: 'start' }}
            loading={downloading}
            onClick={onDownload}
            leftSection={<IconDownload size={14} aria-hidden />}
          >
            {tr('download')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
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

/** A bar of a report's chart: its label and its number. */
export interface ChartBar {
  label: string;
  value: number;
}

/** The rows summed by label (1 each unless `amount` says), after the `labels` always shown. */
export function sumBy<T>(
  rows: readonly T[],
  label: (row: T) => string,
  amount: (row: T) => number = () => 1,
  labels: readonly string[] = [],
): ChartBar[] {
  const sums = new Map<string, number>(labels.map((l) => [l, 0]));
  for (const row of rows) {
    const key = label(row);
    sums.set(key, (sums.get(key) ?? 0) + amount(row));
  }
  return [...sums].map(([l, value]) => ({ label: l, value }));
}

/**
 * A report's numbers as a bar chart and, below it, the same numbers as a table (the chart is
 * never the only way to read them).
 */
export function ReportChart({
  title,
  bars,
  labelHeader,
  valueHeader,
  children,
}: {
  title: string;
  bars: readonly ChartBar[];
  labelHeader: string;
  valueHeader: string;
  /** Said under the numbers (a total, how they are counted). */
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-labelledby={titleId}>
      <Text component="figcaption" fw={600} mb="sm" id={titleId}>
        {title}
      </Text>
      <BarChart
        h={Math.max(160, bars.length * 36 + 40)}
        data={[...bars]}
        dataKey="label"
        orientation="vertical"
        series={[{ name: 'value', label: valueHeader, color: 'blue.8' }]}
        yAxisProps={{ width: 96 }}
        // Counts: whole ticks only (no 0.25 accesses).
        xAxisProps={{ allowDecimals: false }}
        gridAxis="none"
        // The table below carries the same numbers; the chart is a picture of them.
        accessibilityLayer={false}
        aria-hidden
      />
      <Table mt="sm" fz="sm" verticalSpacing={4} aria-labelledby={titleId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{labelHeader}</Table.Th>
            <Table.Th scope="col" ta="right">
              {valueHeader}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bars.map((d) => (
            <Table.Tr key={d.label}>
              <Table.Td>{d.label}</Table.Td>
              <Table.Td ta="right">{d.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {children}
    </Paper>
  );
}

/**
 * The accesses by class, each sign-in once: a user in several classes of the report counts in
 * "Em mais de uma turma", not in each of its classes (decision 0037); the total and the rule below.
 */
export function AccessChart({ rows }: { rows: readonly AccessReportRow[] }) {
  const tr = useReportTexts();
  const bars = useMemo(
    () =>
      accessBars(rows).map((bar) => ({
        label: bar.variasTurmas ? tr('severalClasses') : (bar.turma ?? tr('noClass')),
        value: bar.acessos,
      })),
    [rows, tr],
  );
  return (
    <ReportChart title={tr('chartTitle')} bars={bars} labelHeader={tr('class')} valueHeader={tr('accesses')}>
      <Text size="sm" fw={600} mt="sm">
        {tr('accessTotal', { total: accessTotal(rows) })}
      </Text>
      <Text size="xs" c="dimmed">
        {tr('accessRule')}
      </Text>
    </ReportChart>
  );
}

/** The upper bounds of the grade bands; a grade falls in the first band whose bound exceeds it, 10 in 8–10. */
const BAND_TOPS = [2, 4, 6, 8, 10] as const;

/** The band of a grade: 0–2, 2–4, 4–6, 6–8, 8–10 (lower bound in, 10 in the last) or above 10 (index 5). */
export function gradeBand(grade: number): number {
  if (grade > 10) return BAND_TOPS.length;
  return Math.min(BAND_TOPS.length - 1, Math.max(0, Math.floor(grade / 2)));
}

/** How many grades fall in each band, every band shown. */
export function GradesChart({ rows }: { rows: readonly GradesReportRow[] }) {
  const tr = useReportTexts();
  const bars = useMemo(() => {
    const labels = [
      ...BAND_TOPS.map((to) => tr('band', { from: to - 2, to })),
      tr('bandAbove', { from: BAND_TOPS[BAND_TOPS.length - 1] }),
    ];
    return sumBy(rows, (r) => labels[gradeBand(r.soma_notas_atividade)]!, undefined, labels);
  }, [rows, tr]);
  return (
    <ReportChart
      title={tr('gradesChartTitle')}
      bars={bars}
      labelHeader={tr('bandHeader')}
      valueHeader={tr('gradesCount')}
    />
  );
}

/** The chapters completed, counted by chapter. */
export function ProgressChart({ rows }: { rows: readonly ProgressReportRow[] }) {
  const tr = useReportTexts();
  const bars = useMemo(() => sumBy(rows, (r) => r.nom_capitulo ?? tr('noChapter')), [rows, tr]);
  return (
    <ReportChart
      title={tr('progressChartTitle')}
      bars={bars}
      labelHeader={tr('chapter')}
      valueHeader={tr('completions')}
    />
  );
}

/**
 * The quantity table of the profile: the network's totals for a Master, without the schools
 * for a Gestor (its own), without the units either for a Diretor or Coordenador (their own).
 */
export function QuantityTotalsTable({
  profile,
  totals,
  loading,
}: {
  profile: number;
  totals: QuantityReport | undefined;
  loading: boolean;
}) {
  const tr = useReportTexts();
  const columns: { key: keyof QuantityReport; header: string }[] = [
    ...(profile === Profile.Master ? [{ key: 'total_escolas' as const, header: tr('schools') }] : []),
    ...(profile === Profile.Master || profile === Profile.Gestor
      ? [{ key: 'total_unidades' as const, header: tr('units') }]
      : []),
    { key: 'total_turmas', header: tr('classes') },
    { key: 'total_alunos', header: tr('students') },
  ];
  return (
    <Box maw={560}>
      <Table withTableBorder withColumnBorders aria-label={tr('totalsCaption')} aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} scope="col" ta="right">
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Td key={c.key} ta="right">
                {totals ? totals[c.key] : '—'}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Box>
  );
}
