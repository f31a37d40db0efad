import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiMock } from '../../test/api';
import { demoQuestion } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { QuestionFormPage } from './QuestionFormPage';

const ESSAY = demoQuestion(2, {
  titulo: 'Circulação',
  enuEnunciado: '<p>Explique a circulação.</p>',
  tipoQuestao: 'DISCURSIVA',
  resRespostaEsperada: 'Pelas artérias.',
});

let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  signInAs(1);
  api = mockApi({
    'GET /bse_atividade/5': { codBseAtividade: 5, nomAtividade: 'Prova de ciências' },
    'GET /bse_questao/2': ESSAY,
    'POST /bse_questao': 1,
    'PUT /bse_questao/:id': 1,
  });
});

function open(path: string) {
  const rendered = renderRoutes(
    [
      { path: '/questao/novo/:id', element: <QuestionFormPage /> },
      { path: '/questao/alterar/atividade/:id/questao/:questionId', element: <QuestionFormPage /> },
      { path: '/questao/listar/:id', element: <p>Questões</p> },
    ],
    path,
  );
  return { ...rendered, user: userEvent.setup() };
}

describe('question form', () => {
  it('names the activity and refuses an empty question, sending nothing', async () => {
    const { user } = open('/questao/novo/5');
    expect(screen.getByRole('heading', { name: 'Nova questão' })).toBeInTheDocument();
    expect(await screen.findByText('Prova de ciências')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Todos os campos devem ser preenchidos');
    expect(api.writes()).toEqual([]);
  });

  it('edits an essay question’s expected answer and goes back to the questions', async () => {
    const { user, router } = open('/questao/alterar/atividade/5/questao/2');
    expect(screen.getByRole('heading', { name: 'Editar questão' })).toBeInTheDocument();
    const expected = await screen.findByRole('textbox', { name: /^Resposta esperada/ });
    await waitFor(() => expect(expected).toHaveValue('Pelas artérias.'));
    expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue('Circulação');
    await user.type(expected, ' E pelas veias.');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Questão salva com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/questao/listar/5'));
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        url: '/api/bse_questao/2',
        body: { ...ESSAY, resRespostaEsperada: 'Pelas artérias. E pelas veias.' },
      },
    ]);
  });

  it('stays on the form with the server’s message when the save is refused', async () => {
    api.on({ 'PUT /bse_questao/:id': refusal(409, 'Esta questão já foi respondida.', 'question.answered') });
    const { user, router } = open('/questao/alterar/atividade/5/questao/2');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue('Circulação'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Esta questão já foi respondida.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/questao/alterar/atividade/5/questao/2');
  });
});
