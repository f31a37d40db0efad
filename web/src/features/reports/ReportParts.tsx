import '@mantine/charts/styles.css';
import { useId, useMemo } from 'react';
import { BarChart } from '@mantine/charts';
import { Box, Paper, Table, Text } from '@mantine/core';
import type { AccessReportRow, QuantityReport } from '@school/modules/reporting/contracts';
import { Profile } from '@school/modules/kernel/contracts';
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
 * The accesses summed by class, as a bar chart and, below it, the same numbers as a table
 * (the chart is never the only way to read them).
 */
export function AccessChart({ rows }: { rows: readonly AccessReportRow[] }) {
  const tr = useReportTexts();
  const titleId = useId();
  const data = useMemo(() => {
    const sums = new Map<string, number>();
    for (const row of rows) {
      const name = row.nom_turma ?? tr('noClass');
      sums.set(name, (sums.get(name) ?? 0) + row.acessos);
    }
    return [...sums].map(([turma, acessos]) => ({ turma, acessos }));
  }, [rows, tr]);

  return (
    <Paper withBorder p="md" component="figure" m={0} aria-labelledby={titleId}>
      <Text component="figcaption" fw={600} mb="sm" id={titleId}>
        {tr('chartTitle')}
      </Text>
      <BarChart
        h={Math.max(160, data.length * 36 + 40)}
        data={data}
        dataKey="turma"
        orientation="vertical"
        series={[{ name: 'acessos', label: tr('accesses'), color: 'blue.8' }]}
        yAxisProps={{ width: 96 }}
        gridAxis="none"
        // The table below carries the same numbers; the chart is a picture of them.
        accessibilityLayer={false}
        aria-hidden
      />
      <Table mt="sm" fz="sm" verticalSpacing={4} aria-labelledby={titleId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{tr('class')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {tr('accesses')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((d) => (
            <Table.Tr key={d.turma}>
              <Table.Td>{d.turma}</Table.Td>
              <Table.Td ta="right">{d.acessos}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
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
