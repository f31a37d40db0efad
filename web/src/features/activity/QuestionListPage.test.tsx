import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Question, QuestionType } from '@school/modules/assessment/contracts';
import { mockApi, type ApiMock } from '../../test/api';
import { demoQuestion } from '../../test/fixtures';
import { answerConfirm, renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { QuestionListPage } from './QuestionListPage';

const question = (codBseQuestao: number, enuEnunciado: string, tipoQuestao: QuestionType) =>
  demoQuestion(codBseQuestao, { enuEnunciado, tipoQuestao, resRespostaEsperada: '' });

let questions: Question[];
let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  signInAs(1);
  questions = [
    question(1, '<p>Quantas <strong>cavidades</strong>?</p>', 'MULTIPLA_ESCOLHA'),
    question(2, '<p>Explique a circulação.</p>', 'DISCURSIVA'),
  ];
  api = mockApi({
    'GET /bse_atividade/5': { codBseAtividade: 5, nomAtividade: 'Prova de ciências' },
    'GET /bse_questao?codBseAtividade=5': () => questions,
    'DELETE /bse_questao/:id': (req) => {
      questions = questions.filter((q) => String(q.codBseQuestao) !== req.params.id);
      return 1;
    },
  });
});

function open() {
  renderRoutes([{ path: '/questao/listar/:id', element: <QuestionListPage /> }], '/questao/listar/5');
  return userEvent.setup();
}

describe('question list', () => {
  it('shows the activity’s questions with their statement as rich text and their type, and where to edit or add', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Questões da atividade Prova de ciências' });
    const first = await within(table).findByRole('row', { name: /cavidades/ });
    expect(within(first).getByText('cavidades').tagName).toBe('STRONG');
    expect(first).toHaveTextContent('Múltipla escolha');
    expect(within(table).getByRole('row', { name: /circulação/ })).toHaveTextContent('Discursiva');
    expect(within(first).getByRole('link', { name: 'Editar questão 1' })).toHaveAttribute(
      'href',
      '/questao/alterar/atividade/5/questao/1',
    );
    expect(screen.getByRole('link', { name: 'Nova questão' })).toHaveAttribute('href', '/questao/novo/5');
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/atividade/listar');
  });

  it('deletes a question after "Deseja apagar essa questão?"', async () => {
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Apagar questão 2' }));
    await answerConfirm(user, 'Deseja apagar essa questão?');
    expect(await screen.findByText('A questão foi apagada com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Explique a circulação.')).not.toBeInTheDocument());
    expect(api.writes()).toEqual([{ method: 'DELETE', url: '/api/bse_questao/2' }]);
  });

  it('says when the activity has no question yet', async () => {
    questions = [];
    open();
    expect(await screen.findByText('Esta atividade ainda não tem questões.')).toBeInTheDocument();
  });
});
