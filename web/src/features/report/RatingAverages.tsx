import { Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportFilter } from '@school/modules/reporting/contracts';
import { ratingQuestionCode } from '@school/modules/teaching/contracts';
import { useMessages } from '../../i18n/messages';
import { LoadError } from '../../shared/ui';
import { useRatingAverages } from './api';
import { useReportTexts } from './texts';

/**
 * Beside the trail rating report's rows: the average Nota per chapter and per question (the one
 * asked, by its words), each with how many answers it averages, read from the server for the
 * confirmed filter.
 */
export function RatingAveragesPanel({ filter }: { filter: ReportFilter }) {
  const tr = useReportTexts();
  const messages = useMessages();
  const { i18n } = useTranslation();
  const averages = useRatingAverages(filter);
  const mean = (value: number) =>
    value.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const data = averages.data?.data;
  const table = (
    caption: string,
    first: string,
    rows: { key: string; name: string; media: number; respostas: number }[],
  ) => (
    <Table withTableBorder aria-label={caption} verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{first}</Table.Th>
          <Table.Th scope="col" ta="right">
            {tr('average')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {tr('answers')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td>{r.name}</Table.Td>
            <Table.Td ta="right">{mean(r.media)}</Table.Td>
            <Table.Td ta="right">{r.respostas}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fw={600}>{tr('averagesTitle')}</Text>
        <LoadError error={averages.error} onRetry={() => averages.refetch()} />
        {data && (
          <>
            {table(
              tr('perChapter'),
              tr('chapter'),
              data.capitulos.map((c, i) => ({
                key: String(i),
                name: [c.nom_livro, c.nom_capitulo].filter(Boolean).join(' · '),
                media: c.media,
                respostas: c.respostas,
              })),
            )}
            {table(
              tr('perQuestion'),
              tr('question'),
              data.perguntas.map((p) => ({
                key: String(p.cod_avaliacao),
                name: messages(ratingQuestionCode(p.cod_avaliacao)),
                media: p.media,
                respostas: p.respostas,
              })),
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
