import '@mantine/charts/styles.css';
import { type ReactNode, useId, useMemo } from 'react';
import { BarChart } from '@mantine/charts';
import { Paper, Table, Text } from '@mantine/core';
import {
  accessBars,
  type AccessReportRow,
  accessTotal,
  GRADE_BAND_TOPS,
  gradeBand,
  type GradesReportRow,
  type ProgressReportRow,
} from '@school/modules/reporting/contracts';
import { useReportTexts } from './texts';

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

/** How many grades fall in each band of their maximum, every band shown. */
export function GradesChart({ rows }: { rows: readonly GradesReportRow[] }) {
  const tr = useReportTexts();
  const bars = useMemo(() => {
    // Shares of each grade's maximum (decision 0072): 18,5 of 20 is in 80 to 100 %.
    const labels = [...GRADE_BAND_TOPS.map((to) => tr('band', { from: to - 20, to })), tr('bandAbove')];
    return sumBy(
      rows,
      (r) => labels[gradeBand(r.soma_notas_atividade, r.maximo_notas_atividade)]!,
      undefined,
      labels,
    );
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
