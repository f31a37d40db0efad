import { type ComponentType, type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Flex, Paper, Radio, Stack, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  type AccessReportRow,
  type ExportRoute,
  type GradesReportRow,
  type ProgressReportRow,
  type QuantityNamesRow,
  type RatingReportRow,
  type ReportExportStatus,
  REPORT_KINDS,
  type ReportFilter,
  type ReportKind,
} from '@school/modules/reporting/contracts';
import { notifyError } from '../../shared/notify';
import { useSession } from '../../shared/session';
import type { Column } from '../../shared/table';
import {
  accessReport,
  downloadReportExport,
  gradesReport,
  progressReport,
  quantityNames,
  ratingReport,
  type ReportRun,
  startReportExport,
  useQuantityTotals,
  useReportExport,
} from './api';
import { ReportFilterForm } from './ReportFilterForm';
import {
  AccessChart,
  ExportProgress,
  GradesChart,
  PositionNote,
  ProgressChart,
  QuantityTotalsTable,
  REPORT_TABLE_WIDTH,
  ReportTable,
} from './ReportParts';
import { useReportTexts } from './texts';
import { useReportFilter } from './useReportFilter';

/** Every report of the index, in the spec's order, each with its screen. */
export const AVAILABLE_REPORTS = REPORT_KINDS;

const failed = (error: unknown) => void notifyError(error);

type Texts = ReturnType<typeof useReportTexts>;
type TextKey = Parameters<Texts>[0];

/**
 * A report's filter, run on Confirmar, and its CSV on Exportar para CSV: an export job for the
 * same filter, followed on a progress bar, its file downloaded once it is ready; failures are
 * notices.
 */
function useReportRun<T>(run: ReportRun<T>, route: ExportRoute) {
  const model = useReportFilter();
  const report = useMutation({ mutationFn: run, onError: failed });
  const [started, setStarted] = useState<ReportExportStatus | null>(null);
  // The job whose file was saved: a finished job is downloaded by itself once per Exportar.
  const saved = useRef<string | null>(null);
  const start = useMutation({
    mutationFn: (filter: ReportFilter) => startReportExport(route, filter),
    onSuccess: (status) => {
      saved.current = null;
      setStarted(status);
    },
    onError: failed,
  });
  const job = useReportExport(started);
  const download = useMutation({ mutationFn: downloadReportExport, onError: failed });
  const status = started ? job.data : undefined;
  const { mutate: save } = download;
  useEffect(() => {
    if (status?.status !== 'completed' || saved.current === status.jobId) return;
    saved.current = status.jobId;
    save(status);
  }, [status, save]);
  const form = (
    <ReportFilterForm
      model={model}
      running={report.isPending}
      exporting={start.isPending || status?.status === 'queued' || status?.status === 'running'}
      onConfirm={(filter) => report.mutate(filter)}
      onExport={(filter) => start.mutate(filter)}
    />
  );
  const exporting = status ? (
    <ExportProgress
      status={status}
      downloading={download.isPending}
      onDownload={() => download.mutate(status)}
    />
  ) : null;
  return { report, form, exporting };
}

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

/** What a row report's screen shows: its route, its table's columns and, beside it, a chart. */
interface RowReport<T> {
  title: TextKey;
  caption: TextKey;
  run: ReportRun<T[]>;
  route: ExportRoute;
  columns(tr: Texts, language: string): Column<T>[];
  chart?: ComponentType<{ rows: readonly T[] }>;
  minWidth?: number;
}

/** The columns that place a row: school, unit, class and the student (or user). */
interface PlacedRow {
  nom_escola: string | null;
  nom_unidade: string | null;
  nom_turma: string | null;
  nom_aluno: string;
}
const placeColumns = (tr: Texts, person: 'student' | 'user' = 'student'): Column<PlacedRow>[] => [
  { key: 'school', header: tr('school'), value: (r) => r.nom_escola },
  { key: 'unit', header: tr('unit'), value: (r) => r.nom_unidade },
  { key: 'class', header: tr('class'), value: (r) => r.nom_turma },
  { key: 'person', header: tr(person), value: (r) => r.nom_aluno },
];

/** The book and chapter of a trail's row. */
const chapterColumns = (tr: Texts): Column<{ nom_livro: string | null; nom_capitulo: string | null }>[] => [
  { key: 'book', header: tr('book'), value: (r) => r.nom_livro },
  { key: 'chapter', header: tr('chapter'), value: (r) => r.nom_capitulo },
];

/** A grade with a decimal in the language's way (17,5 in Portuguese). */
const formatGrade = (grade: number, language: string) =>
  grade.toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** The narrowest a chart is drawn beside a table. */
const CHART_WIDTH = 320;

/**
 * A report of rows (access, grades, progress, trail rating): the filter form, and on Confirmar
 * the rows in a table of 5 per page with the position line, its chart beside when it has one.
 */
function RowReportPage<T>({ report: spec }: { report: RowReport<T> }) {
  const tr = useReportTexts();
  const { i18n } = useTranslation();
  const { report, form, exporting } = useReportRun(spec.run, spec.route);
  const columns = useMemo(() => spec.columns(tr, i18n.language), [spec, tr, i18n.language]);
  const rows = report.data?.data;
  const table = (
    <ReportTable
      caption={tr(spec.caption)}
      columns={columns}
      answer={report.data}
      pending={report.isPending}
      minWidth={spec.minWidth}
    />
  );
  const Chart = spec.chart;
  return (
    <Stack>
      <Title order={2} size="h3">
        {tr(spec.title)}
      </Title>
      {form}
      {exporting}
      {Chart && rows && rows.length > 0 ? (
        // The chart beside the table where the table fits at its full width beside it, above it
        // where it does not (the table never scrolls sideways to make room for the chart).
        <Flex gap="md" wrap="wrap" align="flex-start">
          <Box style={{ flex: `1 1 ${CHART_WIDTH}px`, minWidth: 0 }}>
            <Chart rows={rows} />
          </Box>
          <Box style={{ flex: `999 1 ${spec.minWidth ?? REPORT_TABLE_WIDTH}px`, minWidth: 0 }}>{table}</Box>
        </Flex>
      ) : (
        table
      )}
    </Stack>
  );
}

const ACCESS: RowReport<AccessReportRow> = {
  title: 'accessTitle',
  caption: 'accessCaption',
  run: accessReport,
  route: 'filtrarAcessos',
  columns: (tr) => [
    ...placeColumns(tr, 'user'),
    { key: 'accesses', header: tr('accesses'), value: (r) => r.acessos, align: 'right' },
  ],
  chart: AccessChart,
};

const GRADES: RowReport<GradesReportRow> = {
  title: 'gradesTitle',
  caption: 'gradesCaption',
  run: gradesReport,
  route: 'filtrarNotas',
  columns: (tr, language) => [
    ...placeColumns(tr),
    { key: 'activity', header: tr('activity'), value: (r) => r.nom_atividade },
    {
      key: 'grade',
      header: tr('grade'),
      value: (r) => formatGrade(r.soma_notas_atividade, language),
      align: 'right',
    },
  ],
  chart: GradesChart,
  minWidth: 680,
};

const PROGRESS: RowReport<ProgressReportRow> = {
  title: 'progressTitle',
  caption: 'progressCaption',
  run: progressReport,
  route: 'filtrar',
  columns: (tr) => [
    ...placeColumns(tr),
    ...chapterColumns(tr),
    {
      key: 'completedAt',
      header: tr('completedAt'),
      value: (r) => dayjs(r.dat_conclusao).format('DD/MM/YYYY HH:mm'),
    },
    { key: 'gamesPlayed', header: tr('gamesPlayed'), value: (r) => r.jogos_jogados, align: 'right' },
    { key: 'gamesWon', header: tr('gamesWon'), value: (r) => r.jogos_vencidos, align: 'right' },
    {
      key: 'bestScore',
      header: tr('bestScore'),
      value: (r) => (r.melhor_pontuacao === null ? '—' : `${r.melhor_pontuacao}%`),
      align: 'right',
    },
  ],
  chart: ProgressChart,
  minWidth: 1000,
};

const RATING: RowReport<RatingReportRow> = {
  title: 'ratingTitle',
  caption: 'ratingCaption',
  run: ratingReport,
  route: 'filtrarAvaliacaoTrilha',
  columns: (tr) => [
    ...placeColumns(tr),
    ...chapterColumns(tr),
    { key: 'question', header: tr('question'), value: (r) => r.cod_avaliacao, align: 'right' },
    { key: 'rating', header: tr('grade'), value: (r) => r.num_avaliacao, align: 'right' },
  ],
  minWidth: 760,
};

/** /relatorio/acesso: successful sign-ins per user and class, summed by class in a chart. */
export const AccessReportPage = () => <RowReportPage report={ACCESS} />;

/** /relatorio/notas: each student's grade per activity, and how the grades spread over bands. */
export const GradesReportPage = () => <RowReportPage report={GRADES} />;

/** /relatorio/progresso: the chapters each student completed with their games, counted per chapter in a chart. */
export const ProgressReportPage = () => <RowReportPage report={PROGRESS} />;

/** /relatorio/avaliacaoTrilha: each answer of the chapters' ratings (question and score). */
export const RatingReportPage = () => <RowReportPage report={RATING} />;

/**
 * /relatorio/quantidade: the profile's totals on load (network, school or unit), and on
 * Confirmar the students in the filter by name.
 */
export function QuantityReportPage() {
  const tr = useReportTexts();
  const user = useSession()?.user;
  const profile = user?.codBsePerfil ?? 0;
  const totals = useQuantityTotals(profile, user?.codBseEscola ?? null, user?.codBseUnidade ?? null);
  const { report, form, exporting } = useReportRun(quantityNames, 'filtrarQuantidadeNames');
  useEffect(() => {
    if (totals.error) failed(totals.error);
  }, [totals.error]);
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
        <QuantityTotalsTable profile={profile} totals={totals.data?.data} loading={totals.isPending} />
        <PositionNote position={totals.data?.position} />
      </Stack>
      {form}
      {exporting}
      <ReportTable
        caption={tr('namesCaption')}
        columns={columns}
        answer={report.data}
        pending={report.isPending}
      />
    </Stack>
  );
}
