import dayjs from 'dayjs';
import type {
  AccessReportRow,
  GradesReportRow,
  ProgressReportRow,
  RatingReportRow,
} from '@school/modules/reporting/contracts';
import { ratingQuestionCode } from '@school/modules/teaching/contracts';
import { formatGradeOf } from '../../shared/format';
import type { Column } from '../../shared/table';
import { accessReport, gradesReport, progressReport, ratingReport } from './api';
import { RatingAveragesPanel } from './RatingAverages';
import { AccessChart, GradesChart, ProgressChart } from './ReportCharts';
import { type RowReport, RowReportPage, type Texts } from './RowReportPage';

// The report screens load as one chunk (app/screens.ts imports this module).
export { AVAILABLE_REPORTS, ReportIndexPage } from './ReportIndexPage';
export { QuantityReportPage } from './QuantityReportPage';

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
      value: (r) => formatGradeOf(r.soma_notas_atividade, r.maximo_notas_atividade, language),
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
  columns: (tr, _language, messages) => [
    ...placeColumns(tr),
    ...chapterColumns(tr),
    // The question the student was asked (decision 0029's fixed three), not its code.
    { key: 'question', header: tr('question'), value: (r) => messages(ratingQuestionCode(r.cod_avaliacao)) },
    { key: 'rating', header: tr('grade'), value: (r) => r.num_avaliacao, align: 'right' },
  ],
  aside: RatingAveragesPanel,
  minWidth: 960,
};

/** /relatorio/acesso: successful sign-ins per user and class, summed by class in a chart. */
export const AccessReportPage = () => <RowReportPage report={ACCESS} />;

/** /relatorio/notas: each student's grade per activity, and how the grades spread over bands. */
export const GradesReportPage = () => <RowReportPage report={GRADES} />;

/** /relatorio/progresso: the chapters each student completed with their games, counted per chapter in a chart. */
export const ProgressReportPage = () => <RowReportPage report={PROGRESS} />;

/** /relatorio/avaliacaoTrilha: each answer of the chapters' ratings (the question asked and its score), their averages beside. */
export const RatingReportPage = () => <RowReportPage report={RATING} />;
