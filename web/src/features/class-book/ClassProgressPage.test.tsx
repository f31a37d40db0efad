import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClassProgress } from '@school/modules/teaching/contracts';
import { mockApi } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInWithClass } from '../../test/session';
import { ClassProgressPage } from './ClassProgressPage';

const PROGRESS: ClassProgress = {
  codTrlLivroTurma: 3,
  codTrlLivro: 30,
  dscTitulo: 'Sistema Solar',
  capitulos: [
    { codTrlCapitulo: 40, dscTitulo: 'Planetas', conteudos: 4, jogos: 1 },
    { codTrlCapitulo: 41, dscTitulo: 'Estrelas', conteudos: 2, jogos: 1 },
  ],
  alunos: [
    {
      codBseUsuario: 30,
      nomUsuario: 'Aluna Bia',
      cstLogin: 'DMCE-0030',
      capitulos: [100, 50],
      percent: 83,
      jogosJogados: 2,
      jogosVencidos: 1,
      melhorPontuacao: 75,
      ultimaAtividade: null,
      ultimaSincronizacao: '2026-12-03T14:30:00Z',
      registrosAtrasados: 12,
    },
    {
      codBseUsuario: 31,
      nomUsuario: 'Caio Reis',
      cstLogin: 'DMCE-0031',
      capitulos: [0, 0],
      percent: 0,
      jogosJogados: 0,
      jogosVencidos: 0,
      melhorPontuacao: null,
      ultimaAtividade: null,
      ultimaSincronizacao: null,
      registrosAtrasados: 0,
    },
  ],
};

beforeEach(() => {
  signInWithClass(5);
  mockApi({ 'GET /trl_livro_turma/progresso/3': PROGRESS });
});

describe('class progress', () => {
  it('shows each student’s share of every chapter, of the trail, the games and the best score', async () => {
    renderRoutes([{ path: '/aulas/progresso/:id', element: <ClassProgressPage /> }], '/aulas/progresso/3');
    expect(
      await screen.findByRole('heading', { name: 'Progresso da turma em Sistema Solar' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Progresso de cada aluno por capítulo' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Aluno',
      'Planetas',
      'Estrelas',
      'Trilha',
      'Jogos jogados',
      'Jogos vencidos',
      'Melhor pontuação',
      'Última atividade',
      'Última sincronização',
    ]);
    const bia = within(table).getByRole('row', { name: /Aluna Bia/ });
    expect(bia).toHaveTextContent(/^Aluna Bia100%50%83%2 \/ 2175%—/);
    // The offline player's queue (decision 0076): the last sync, and the records that came late.
    expect(bia).toHaveTextContent(/03\/12\/2026.*12 registros chegaram depois$/);
    expect(within(table).getByRole('row', { name: /Caio Reis/ })).toHaveTextContent(
      'Caio Reis0%0%0%0 / 20——Nunca sincronizou',
    );
    expect(screen.getByText('Média da turma por capítulo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trilhas da turma' })).toHaveAttribute('href', '/aulas/listar');
  });
});
