import { Box, Table } from '@mantine/core';
import { Profile } from '@school/modules/kernel/contracts';
import type { QuantityReport } from '@school/modules/reporting/contracts';
import { useReportTexts } from './texts';

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
