import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OpenActivity } from '@school/modules/assessment/contracts';
import { mockApi } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInAs, signInWithClass } from '../../test/session';
import { StudentActivitiesPage } from './StudentActivitiesPage';
import { linkHref } from '../../test/ui';

const open = (
  codBseAtividade: number,
  nomAtividade: string,
  change: Partial<OpenActivity> = {},
): OpenActivity => ({
  codBseAtividadeTurma: 100 + codBseAtividade,
  codBseTurma: 7,
  codBseAtividade,
  indAtivo: 'S',
  BseAtividade: { nomAtividade, desDescricao: `Sobre ${nomAtividade}` },
  questoes: 3,
  capitulos: [],
  respondida: false,
  corrigida: false,
  nota: null,
  maximo: null,
  comentario: null,
  respostasEsperadas: null,
  ...change,
});

let activities: OpenActivity[];
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  activities = [
    open(5, 'Prova de ciências', { capitulos: [{ codTrlCapitulo: 10, dscTitulo: 'Água' }] }),
    open(6, 'Leitura', { respondida: true, questoes: 1 }),
  ];
  api = mockApi({
    'GET /bse_atividade_turma/7/atividades-ativas': () => activities,
    'POST /inicio/notasVistas': 1,
  });
});

const page = () =>
  renderRoutes(
    [{ path: '/atividade/visualizarQuestoes', element: <StudentActivitiesPage /> }],
    '/atividade/visualizarQuestoes',
  );

describe('student activities', () => {
  it('shows each open activity with its questions and chapters, to answer or, once answered, to see', async () => {
    signInWithClass(6);
    page();
    expect(screen.getByRole('heading', { name: 'Minhas avaliações' })).toBeInTheDocument();
    const science = await screen.findByRole('article', { name: 'Prova de ciências' });
    expect(science).toHaveTextContent('3 questões');
    expect(science).toHaveTextContent('Sobre Prova de ciências');
    expect(science).toHaveTextContent('Água');
    expect(linkHref('Responder Prova de ciências', science)).toBe('/atividade/visualizar/5');
    const reading = screen.getByRole('article', { name: 'Leitura' });
    expect(reading).toHaveTextContent('Nenhum capítulo');
    expect(within(reading).getByText('Respondida')).toBeInTheDocument();
    expect(linkHref('Ver Leitura', reading)).toBe('/atividade/visualizar/6');
  });

  it('says "Corrigida" once graded, with the total out of its maximum, the teacher’s comment and the expected answers shown', async () => {
    activities = [
      open(7, 'Prova do corpo', {
        respondida: true,
        corrigida: true,
        nota: 18.5,
        maximo: 20,
        comentario: 'Muito bem!',
        respostasEsperadas: [{ codBseQuestao: 1, titulo: 'Cavidades', resposta: 'Quatro' }],
      }),
      open(8, 'Leitura', { respondida: true, corrigida: true, nota: 7, maximo: 10 }),
    ];
    signInWithClass(6);
    page();
    const body = await screen.findByRole('article', { name: 'Prova do corpo' });
    expect(within(body).getByText('Corrigida')).toBeInTheDocument();
    expect(within(body).queryByText('Respondida')).toBeNull();
    expect(body).toHaveTextContent('Total: 18,5 de 20');
    expect(body).toHaveTextContent('Comentário do professor: Muito bem!');
    expect(body).toHaveTextContent('Cavidades: Quatro');
    const reading = screen.getByRole('article', { name: 'Leitura' });
    expect(reading).toHaveTextContent('Total: 7,0 de 10');
    expect(reading).not.toHaveTextContent('Comentário do professor');
    expect(reading).not.toHaveTextContent('Respostas esperadas');
  });

  it('marks the student’s grades seen once it opens (the home page’s new grades start after)', async () => {
    signInWithClass(6);
    page();
    await screen.findByRole('article', { name: 'Leitura' });
    await waitFor(() => expect(api.writes()).toEqual([{ method: 'POST', url: '/api/inicio/notasVistas' }]));
  });

  it('says when the class has no open activity', async () => {
    activities = [];
    signInWithClass(6);
    page();
    expect(await screen.findByText('Nenhuma avaliação aberta para a sua turma.')).toBeInTheDocument();
  });

  it('sends a student without a current class to Turmas, asking nothing', () => {
    signInAs(6);
    page();
    expect(
      screen.getByText('Escolha sua turma atual em Turmas para ver as atividades dela.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Turmas' })).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });
});
