import '@mantine/charts/styles.css';
import { useMemo } from 'react';
import { BarChart } from '@mantine/charts';
import { Anchor, Breadcrumbs, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { ClassProgress } from '@school/modules/teaching/contracts';
import { api } from '../../shared/api';
import { type Column, DataTable } from '../../shared/table';
import { CLASS_BOOKS_KEY } from './api';
import { useClassBookTexts } from './texts';

type Student = ClassProgress['alunos'][number];

/**
 * /aulas/progresso/{id}: how far each student of the class is in the class book's trail, chapter by
 * chapter (a content counts once seen, a game once played), its games played and won and its
 * best score, when its device last synced and how many records arrived late (a table), and the
 * class's average per chapter (a chart).
 */
export function ClassProgressPage() {
  const { i18n } = useTranslation();
  const tl = useClassBookTexts();
  const id = Number(useParams().id);
  const progress = useQuery({
    queryKey: [...CLASS_BOOKS_KEY, 'progress', id],
    queryFn: ({ signal }) => api<ClassProgress>(`/trl_livro_turma/progresso/${id}`, { signal }),
  });
  const data = progress.data;
  const columns = useMemo((): Column<Student>[] => {
    const chapters = data?.capitulos ?? [];
    const games = chapters.reduce((sum, c) => sum + c.jogos, 0);
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
    return [
      { key: 'nomUsuario', header: tl('student'), value: (s) => s.nomUsuario },
      ...chapters.map((c, i): Column<Student> => ({
        key: `c${c.codTrlCapitulo}`,
        header: c.dscTitulo,
        value: (s) => `${s.capitulos[i]}%`,
      })),
      { key: 'percent', header: tl('total'), value: (s) => `${s.percent}%` },
      {
        key: 'games',
        header: tl('gamesPlayed'),
        value: (s) => `${s.jogosJogados} / ${games}`,
      },
      { key: 'won', header: tl('gamesWon'), value: (s) => s.jogosVencidos },
      {
        key: 'best',
        header: tl('bestScore'),
        value: (s) => (s.melhorPontuacao === null ? '—' : `${s.melhorPontuacao}%`),
      },
      {
        key: 'last',
        header: tl('lastActivity'),
        value: (s) => (s.ultimaAtividade ? date.format(new Date(s.ultimaAtividade)) : '—'),
      },
      {
        // The offline player's queue (decision 0076): when the device last synced, and what came late.
        key: 'sync',
        header: tl('lastSync'),
        value: (s) => (s.ultimaSincronizacao ? date.format(new Date(s.ultimaSincronizacao)) : tl('noSync')),
        cell: (s) =>
          s.ultimaSincronizacao ? (
            <Stack gap={0}>
              <span>{date.format(new Date(s.ultimaSincronizacao))}</span>
              {s.registrosAtrasados > 0 && (
                <Text span size="xs" fw={600}>
                  {s.registrosAtrasados === 1
                    ? tl('lateRecordsOne')
                    : tl('lateRecords', { count: s.registrosAtrasados })}
                </Text>
              )}
            </Stack>
          ) : (
            tl('noSync')
          ),
      },
    ];
  }, [data, tl, i18n.language]);
  const averages = (data?.capitulos ?? []).map((c, i) => ({
    chapter: c.dscTitulo,
    [tl('average')]: data!.alunos.length
      ? Math.round(data!.alunos.reduce((sum, s) => sum + (s.capitulos[i] ?? 0), 0) / data!.alunos.length)
      : 0,
  }));
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to="/aulas/listar">
          {tl('lessons')}
        </Anchor>
        <Text>{data?.dscTitulo ?? ''}</Text>
      </Breadcrumbs>
      <Title order={2}>{tl('progressOf', { name: data?.dscTitulo ?? '' })}</Title>
      <Text size="sm" c="dimmed">
        {tl('progressRule')}
      </Text>
      {averages.length > 0 && (
        <Paper withBorder p="md" radius="md">
          <Text fw={600} mb="sm" id="progress-chart">
            {tl('chart')}
          </Text>
          <BarChart
            h={220}
            data={averages}
            dataKey="chapter"
            series={[{ name: tl('average'), color: 'blue.7' }]}
            yAxisProps={{ domain: [0, 100] }}
            unit="%"
            aria-labelledby="progress-chart"
          />
        </Paper>
      )}
      <DataTable
        caption={tl('progressCaption')}
        columns={columns}
        rows={data?.alunos}
        error={progress.error}
        onRetry={() => progress.refetch()}
        rowKey={(s) => s.codBseUsuario}
        loading={progress.isPending}
        minWidth={720}
        focusableScroll
      />
    </Stack>
  );
}
