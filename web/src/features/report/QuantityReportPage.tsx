import { useMemo } from 'react';
import { Stack, Title } from '@mantine/core';
import { Profile } from '@school/modules/kernel/contracts';
import type { QuantityNamesRow } from '@school/modules/reporting/contracts';
import { useSession } from '../../shared/session';
import { LoadError } from '../../shared/ui';
import type { Column } from '../../shared/table';
import { quantityNames, useQuantityTotals } from './api';
import { QuantityTotalsTable } from './QuantityTotalsTable';
import { DataAsOf, ReportTable } from './ReportTable';
import { useReportTexts } from './texts';
import { useReportRun } from './useReportRun';

/**
 * /relatorio/quantidade: the profile's totals on load (network, school or unit), and on
 * Confirmar the students in the filter by name, the totals then of the filter's school, unit or
 * class. Totals or names that fail to load show the alert
 * with "Recarregar" (decision 0047).
 */
export function QuantityReportPage() {
  const tr = useReportTexts();
  const user = useSession()?.user;
  const profile = user?.codBsePerfil ?? 0;
  const unitBound = profile !== Profile.Master && profile !== Profile.Gestor;
  const { report, retry, form, exporting, confirmed } = useReportRun(quantityNames, 'filtrarQuantidadeNames');
  const totals = useQuantityTotals(profile, {
    school: confirmed
      ? confirmed.codBseEscola
      : profile === Profile.Master
        ? null
        : (user?.codBseEscola ?? null),
    unit: confirmed ? confirmed.codBseUnidade : unitBound ? (user?.codBseUnidade ?? null) : null,
    classId: confirmed?.codBseTurma ?? null,
  });
  const columns = useMemo(
    (): Column<QuantityNamesRow>[] => [
      { key: 'school', header: tr('school'), value: (r) => r.nome_escola },
      { key: 'unit', header: tr('unit'), value: (r) => r.nome_unidade },
      { key: 'class', header: tr('class'), value: (r) => r.nome_turma },
      { key: 'student', header: tr('student'), value: (r) => r.nome_aluno },
    ],
    [tr],
  );
  return (
    <Stack>
      <Title order={2} size="h3">
        {tr('quantityTitle')}
      </Title>
      <Stack gap={4}>
        <LoadError error={totals.error} onRetry={() => totals.refetch()} />
        <QuantityTotalsTable profile={profile} totals={totals.data?.data} loading={totals.isPending} />
        <DataAsOf answer={totals.data} />
      </Stack>
      {form}
      {exporting}
      <ReportTable
        caption={tr('namesCaption')}
        columns={columns}
        answer={report.data}
        pending={report.isPending}
        error={report.error}
        onRetry={retry}
      />
    </Stack>
  );
}
