import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentAnswers } from '@school/modules/assessment/contracts';
import { mockApi, refusal, type ApiMock } from '../../test/api';
import { demoQuestion } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { ActivityQuestionsPage } from './ActivityQuestionsPage';
import { signInWithClass } from '../../test/session';
import { syncedItems, syncRoute } from '../../test/sync';
import { deviceQueue } from '../../shared/offline';

const questions = [
  demoQuestion(1, {
    titulo: 'Cavidades',
    enuEnunciado: '<p>Quantas <strong>cavidades</strong>?</p><img src=x onerror="alert(1)">',
    multiplaEscolha: [
      { codBseQuestaoMultiplaEscolha: 1, descricao: 'Duas' },
      { codBseQuestaoMultiplaEscolha: 2, descricao: 'Quatro' },
    ],
  }),
  demoQuestion(2, {
    titulo: 'Circulação',
    enuEnunciado: '<p>Explique.</p>',
    tipoQuestao: 'DISCURSIVA',
    resRespostaEsperada: 'Pelas artérias.',
  }),
];
let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  api = mockApi({
    'GET /bse_questao?codBseAtividade=5': questions,
    'GET /bse_atividade_turma/7/atividades-ativas': [
      { codBseAtividade: 5, respondida: false, BseAtividade: { nomAtividade: 'O coração' } },
    ],
    // A student's answers go through the device's queue to the sync route (decision 0079).
    'POST /plataforma/sincronizar': syncRoute(),
  });
});
/** The answers the first tab sent, as the server keeps them. */
const sheet: StudentAnswers = {
  codBseAtividade: 5,
  codBseTurma: 7,
  codBseUsuario: 1,
  nomUsuario: 'Aluna',
  nomAtividade: 'Prova',
  dat_resposta: '2026-11-25T10:00:00Z',
  turmaResposta: { codBseTurma: 7, nomTurma: '6º ano A' },
  versao: 0,
  soma_nota: null,
  maximo: null,
  comentario: null,
  mostrarResposta: false,
  guardadas: [],
  questoes: [
    {
      ...questions[1]!,
      codBseQuestaoResposta: 9,
      resRespostaEsperada: '',
      resResposta: 'Pelas artérias, em outra aba.',
      correta: null,
      codBseNota: null,
      valor: null,
    },
  ],
};
const posts = () => syncedItems(api, 'resposta').map(({ dados, id }) => ({ body: dados, key: id }));

const open = () =>
  renderRoutes(
    [
      { path: '/atividade/visualizar/:id', element: <ActivityQuestionsPage /> },
      { path: '/atividade/visualizarQuestoes', element: <p>lista</p> },
    ],
    '/atividade/visualizar/5',
  );

/** Opens the activity, answers both questions and sends them, confirming "Sim". */
async function answerAndSend(): Promise<void> {
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: 'Quatro' }));
  await user.type(screen.getByRole('textbox', { name: 'Sua resposta' }), 'Pelas veias.');
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await user.click(await screen.findByRole('button', { name: 'Sim' }));
}

describe('activity questions', () => {
  it('asks a student for every answer, confirms, and sends them all at once', async () => {
    signInWithClass(6);
    const { router } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Quatro' }));
    // The statement is shown as rich text, inert.
    expect(screen.getByText('cavidades').tagName).toBe('STRONG');
    expect(document.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('Por favor, preencha todas as respostas antes de enviar.'),
    ).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Sua resposta' }), 'Pelas artérias e veias.');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/atividade/visualizarQuestoes'));
    expect(posts()).toEqual([
      {
        body: [
          { codBseAtividade: 5, codBseTurma: 7, codBseQuestao: 1, resResposta: 'Quatro' },
          { codBseAtividade: 5, codBseTurma: 7, codBseQuestao: 2, resResposta: 'Pelas artérias e veias.' },
        ],
        key: expect.any(String),
      },
    ]);
  });

  it('names the activity in a heading and marks each question without an answer, with a count before Enviar', async () => {
    signInWithClass(6);
    open();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'O coração' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Questão 1, sem resposta' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Questão 2, sem resposta' })).toBeInTheDocument();
    expect(screen.getAllByText('Sem resposta')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 questões sem resposta');

    await user.click(screen.getByRole('radio', { name: 'Quatro' }));
    expect(screen.getByRole('region', { name: 'Questão 1' })).toBeInTheDocument();
    expect(screen.getAllByText('Sem resposta')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 questão sem resposta');
    // Spaces are no answer.
    await user.type(screen.getByRole('textbox', { name: 'Sua resposta' }), '   ');
    expect(screen.getByRole('region', { name: 'Questão 2, sem resposta' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Sua resposta' }), 'Pelas veias.');
    expect(screen.queryByText('Sem resposta')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Todas as questões têm resposta.');
  });

  it('shows the activity as answered, with no Enviar, after a 409 from a second tab', async () => {
    signInWithClass(6);
    let sent = false;
    api.on({
      'POST /plataforma/sincronizar': syncRoute({
        resposta: () => {
          sent = true;
          return refusal(409, 'Você já enviou as respostas desta atividade.', 'answer.alreadySubmitted');
        },
      }),
      'GET /bse_atividade_turma/7/atividades-ativas': () => [
        { codBseAtividade: 5, respondida: sent, BseAtividade: { nomAtividade: 'O coração' } },
      ],
      'GET /bse_questao_resposta/respostas/:id': sheet,
    });
    await answerAndSend();
    expect(await screen.findByText('Você já enviou as respostas desta atividade.')).toBeInTheDocument();
    expect(await screen.findByText('Suas respostas foram enviadas.')).toBeInTheDocument();
    expect(await screen.findByText('Pelas artérias, em outra aba.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Sua resposta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows it as answered after that 409 even while the open list still reads "not answered"', async () => {
    signInWithClass(6);
    api.on({
      'POST /plataforma/sincronizar': syncRoute({
        resposta: refusal(
          409,
          'Você já enviou as respostas desta atividade em outra turma. Cada atividade é respondida uma vez.',
          'answer.submittedInAnotherClass',
        ),
      }),
      'GET /bse_questao_resposta/respostas/:id': sheet,
    });
    await answerAndSend();
    expect(await screen.findByText(/Cada atividade é respondida uma vez\./)).toBeInTheDocument();
    expect(await screen.findByText('Pelas artérias, em outra aba.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('keeps the typed answers, and Enviar disabled, after the teacher closed the activity', async () => {
    signInWithClass(6);
    api.on({
      'POST /plataforma/sincronizar': syncRoute({
        resposta: refusal(409, 'Esta atividade não está mais aberta para respostas.', 'answer.inactive'),
      }),
    });
    await answerAndSend();
    // Said twice: the refusal's notice, and on the form for as long as it stays open.
    expect(await screen.findAllByText('Esta atividade não está mais aberta para respostas.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Sua resposta' })).toHaveValue('Pelas veias.');
    expect(screen.getByRole('radio', { name: 'Quatro' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  it('keeps answers sent offline on the device, "Enviada — aguardando conexão", and sends them once online', async () => {
    signInWithClass(6);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await answerAndSend();
    expect(await screen.findByText('Enviada — aguardando conexão')).toBeInTheDocument();
    expect(posts()).toEqual([]);
    expect(await deviceQueue.waiting()).toHaveLength(1);
    cleanup();

    // Opened again before the connection returns: the answers as sent, waiting.
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Enviada — aguardando conexão');
    expect(await screen.findByText('Pelas veias.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();

    onLine.mockReturnValue(true);
    await deviceQueue.flush();
    expect(posts().map((p) => p.body)).toEqual([
      [
        { codBseAtividade: 5, codBseTurma: 7, codBseQuestao: 1, resResposta: 'Quatro' },
        { codBseAtividade: 5, codBseTurma: 7, codBseQuestao: 2, resResposta: 'Pelas veias.' },
      ],
    ]);
    expect(await deviceQueue.waiting()).toEqual([]);
  });

  it('shows the staff the expected answers and no answering control', async () => {
    signInWithClass(5);
    open();
    expect(await screen.findByText('Pelas artérias.')).toBeInTheDocument();
    expect(screen.getByText(/✔ Quatro/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
  });
});
