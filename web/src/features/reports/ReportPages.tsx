import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Button, Grid, Paper, Radio, Stack, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type {
  AccessReportRow,
  QuantityNamesRow,
  ReportFilter,
  ReportKind,
} from '@school/modules/reporting/contracts';
import { notifyError } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { type Column, DataTable } from '../../shared/table';
import { accessReport, type CsvReport, downloadReportCsv, quantityNames, useQuantityTotals } from './api';
import { ReportFilterForm } from './ReportFilterForm';
import { AccessChart, PositionNote, QuantityTotalsTable } from './ReportParts';
import { useReportTexts } from './texts';
import { useReportFilter } from './useReportFilter';

/** The reports with a screen so far (the grades, progress and trail-rating ones come later). */
export const AVAILABLE_REPORTS = ['quantidade', 'acesso'] as const satisfies readonly ReportKind[];

/** The spec's report tables: 5 rows per page. */
const REPORT_PAGE_SIZES = [5, 10, 25, 50] as const;

const failed = (error: unknown) => void notifyError(error);

/** Runs a report and downloads its CSV; failures are notices. */
function useReportRun<T>(run: (filter: ReportFilter) => Promise<{ data: T; position: string | null }>) {
  const report = useMutation({ mutationFn: run, onError: failed });
  const csv = useMutation({
    mutationFn: ({ kind, filter }: { kind: CsvReport; filter: ReportFilter }) =>
      downloadReportCsv(kind, filter),
    onError: failed,
  });
  return { report, csv };
}

/** A row with its position: a key that stays unique however the names repeat. */
type Keyed<T> = T & { key: number };
const numbered = <T,>(rows: readonly T[] | undefined): Keyed<T>[] | undefined =>
  rows?.map((row, key) => ({ ...row, key }));

/** /relatorio: the kinds of report; Confirmar opens the chosen one. */
export function ReportIndexPage() {
  const tr = useReportTexts();
  const navigate = useNavigate();
  const [kind, setKind] = useState<ReportKind>(AVAILABLE_REPORTS[0]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`/relatorio/${kind}`);
  };
  return (
    <Stack maw={480}>
      <Title order={2} size="h3">
        {tr('title')}
      </Title>
      <Paper withBorder p="md" component="form" onSubmit={submit}>
        <Stack>
          <Radio.Group label={tr('kind')} value={kind} onChange={(v) => setKind(v as ReportKind)}>
            <Stack gap="xs" mt="xs">
              {AVAILABLE_REPORTS.map((k) => (
                <Radio key={k} value={k} label={tr(`kinds.${k}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Button
            type="submit"
            leftSection={<IconCheck size={16} aria-hidden />}
            style={{ alignSelf: 'start' }}
          >
            {tr('confirm')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** /relatorio/acesso: successful sign-ins per user and class, summed by class in a chart. */
export function AccessReportPage() {
  const tr = useReportTexts();
  const model = useReportFilter();
  const { report, csv } = useReportRun(accessReport);
  const rows = useMemo(() => numbered(report.data?.data), [report.data]);
  const columns = useMemo(
    (): Column<Keyed<AccessReportRow>>[] => [
      { key: 'school', header: tr('school'), value: (r) => r.nom_escola },
      { key: 'unit', header: tr('unit'), value: (r) => r.nom_unidade },
      { key: 'class', header: tr('class'), value: (r) => r.nom_turma },
      { key: 'user', header: tr('user'), value: (r) => r.nom_aluno },
      { key: 'accesses', header: tr('accesses'), value: (r) => r.acessos, align: 'right' },
    ],
    [tr],
  );
  const table = (
    <Stack gap={4}>
      <DataTable
        caption={tr('accessCaption')}
        columns={columns}
        rows={rows ?? (report.isPending ? undefined : [])}
        rowKey={(r) => r.key}
        loading={report.isPending}
        minWidth={560}
        focusableScroll
        initialPageSize={REPORT_PAGE_SIZES[0]}
        pageSizes={REPORT_PAGE_SIZES}
        emptyText={report.data ? tr('empty') : tr('notRun')}
      />
      <PositionNote position={report.data?.position} />
    </Stack>
  );
  return (
    <Stack>
      <Title order={2} size="h3">
        {tr('accessTitle')}
      </Title>
      <ReportFilterForm
        model={model}
        running={report.isPending}
        exporting={csv.isPending}
        onConfirm={(filter) => report.mutate(filter)}
        onExport={(filter) => csv.mutate({ kind: 'filtrarAcessos', filter })}
      />
      {rows && rows.length > 0 ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <AccessChart rows={rows} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>{table}</Grid.Col>
        </Grid>
      ) : (
        table
      )}
    </Stack>
  );
}

/**
 * /relatorio/quantidade: the profile's totals on load (network, school or unit), and on
 * Confirmar the students in the filter by name.
 */
export function QuantityReportPage() {
  const tr = useReportTexts();
  const user = useSession()?.user;
  const profile = user?.codBsePerfil ?? 0;
  const model = useReportFilter();
  const totals = useQuantityTotals(profile, user?.codBseEscola ?? null, user?.codBseUnidade ?? null);
  const { report, csv } = useReportRun(quantityNames);
  const rows = useMemo(() => numbered(report.data?.data), [report.data]);
  useEffect(() => {
    if (totals.error) failed(totals.error);
  }, [totals.error]);
  const columns = useMemo(
    (): Column<Keyed<QuantityNamesRow>>[] => [
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
        <QuantityTotalsTable profile={profile} totals={totals.data?.data} loading={totals.isPending} />
        <PositionNote position={totals.data?.position} />
      </Stack>
      <ReportFilterForm
        model={model}
        running={report.isPending}
        exporting={csv.isPending}
        onConfirm={(filter) => report.mutate(filter)}
        onExport={(filter) => csv.mutate({ kind: 'filtrarQuantidadeNames', filter })}
      />
      <Stack gap={4}>
        <DataTable
          caption={tr('namesCaption')}
          columns={columns}
          rows={rows ?? (report.isPending ? undefined : [])}
          rowKey={(r) => r.key}
          loading={report.isPending}
          minWidth={560}
          focusableScroll
          initialPageSize={REPORT_PAGE_SIZES[0]}
          pageSizes={REPORT_PAGE_SIZES}
          emptyText={report.data ? tr('empty') : tr('notRun')}
        />
        <PositionNote position={report.data?.position} />
      </Stack>
    </Stack>
  );
}
