import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, type ApiMock } from '../../test/api';
import { demoQuestion } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { GradeEditPage, GradeEntryPage } from './GradeSheetPage';
import { signInWithClass } from '../../test/session';

const question = (codBseQuestao: number, change: object) => ({
  ...demoQuestion(codBseQuestao),
  codBseQuestaoResposta: 100 + codBseQuestao,
  resResposta: 'Quatro',
  correta: true,
  codBseNota: null,
  valor: null,
  ...change,
});
let sheet: object;
let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  sheet = {
    codBseAtividade: 5,
    codBseTurma: 7,
    codBseUsuario: 30,
    nomUsuario: 'Aluna Bia',
    nomAtividade: 'Prova',
    dat_resposta: '2026-11-25T10:00:00Z',
    turmaResposta: { codBseTurma: 6, nomTurma: '6º ano A' },
    versao: 0,
    guardadas: [],
    questoes: [
      question(1, {}),
      question(2, { resResposta: 'Duas', correta: false }),
      question(3, {
        tipoQuestao: 'DISCURSIVA',
        resResposta: '<img src=x onerror="alert(1)"><script>alert(2)</script>',
        correta: null,
        resRespostaEsperada: 'Esperada',
      }),
    ],
  };
  api = mockApi({
    'GET /bse_questao_resposta/respostas/5?codTurma=7&codUsuario=30': () => sheet,
    'GET /bse_nota/historico?codBseAtividade=5&codBseUsuario=30': [
      {
        tipo: 'ALTERADA',
        codBseNota: 52,
        codBseQuestao: 3,
        antes: 7.5,
        depois: 8,
        motivo: 'Revisão',
        data: '2026-11-25T11:00:00Z',
        codUsuarioAvaliador: 20,
        nomUsuarioAvaliador: 'Professora Ana',
        codPerfilAvaliador: 5,
      },
    ],
    'POST /bse_nota': 1,
    'PUT /bse_nota/updateMany/:ids': 1,
  });
  signInWithClass(5);
});

const routes = [
  { path: '/atividade/respostas/respostasAluno/:id/:studentId', element: <GradeEntryPage /> },
  { path: '/atividade/respostas/editarNota/:id/:studentId', element: <GradeEditPage /> },
  { path: '/atividade/respostas/:id', element: <p>respostas</p> },
];

describe('grade sheet', () => {
  it('shows the answers a device sent too late beside the ones that count, marked with why (decision 0076)', async () => {
    sheet = {
      ...sheet,
      guardadas: [
        {
          motivo: 'duplicate',
          codBseTurma: 7,
          feitoEm: '2026-11-25T09:00:00Z',
          recebidaEm: '2026-11-26T12:00:00Z',
          respostas: [{ codBseQuestao: 3, resResposta: 'O coração bombeia, escrito no celular.' }],
        },
        {
          motivo: 'late',
          codBseTurma: 7,
          feitoEm: '2026-11-27T09:00:00Z',
          recebidaEm: '2026-11-28T12:00:00Z',
          respostas: [{ codBseQuestao: 1, resResposta: 'Duas' }],
        },
      ],
    };
    renderRoutes(routes, '/atividade/respostas/respostasAluno/5/30');
    const kept = await screen.findByRole('region', { name: 'Respostas guardadas' });
    expect(within(kept).getByText('Já respondida em outro aparelho')).toBeInTheDocument();
    expect(within(kept).getByText('Recebida após o encerramento')).toBeInTheDocument();
    expect(within(kept).getByRole('region', { name: 'Questão 3: Resposta guardada' })).toHaveTextContent(
      'O coração bombeia, escrito no celular.',
    );
    expect(within(kept).getByRole('region', { name: 'Questão 3: Resposta que vale' })).toHaveTextContent(
      '<img src=x',
    );
    expect(within(kept).getByRole('region', { name: 'Questão 1: Resposta guardada' })).toHaveTextContent(
      'Duas',
    );
    expect(within(kept).getAllByText(/Não vale para a nota/)).toHaveLength(2);
  });

  it('shows no kept answers when there are none', async () => {
    renderRoutes(routes, '/atividade/respostas/respostasAluno/5/30');
    await screen.findByRole('textbox', { name: 'Nota da questão 1' });
    expect(screen.queryByRole('region', { name: 'Respostas guardadas' })).toBeNull();
  });

  it('links the Diretor to the student’s grade history in the audit console, not the Professor', async () => {
    renderRoutes(routes, '/atividade/respostas/editarNota/5/30');
    await screen.findByRole('textbox', { name: 'Nota da questão 1' });
    expect(screen.queryByRole('link', { name: 'Histórico na auditoria' })).toBeNull();
    cleanup();
    signInWithClass(3);
    renderRoutes(routes, '/atividade/respostas/editarNota/5/30');
    const link = await screen.findByRole('link', { name: 'Histórico na auditoria' });
    expect(link.getAttribute('href')).toMatch(
      /^\/auditoria\?aba=notas&atividade=5&nomAtividade=.+&aluno=30&nomAluno=.+/,
    );
  });

  it('suggests 10 for a right choice and 0 for a wrong one, keeps grades from 0 to 10, then creates them', async () => {
    const { router } = renderRoutes(routes, '/atividade/respostas/respostasAluno/5/30');
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: 'Nota da questão 1' })).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: 'Nota da questão 2' })).toHaveValue('0');
    expect(screen.getByText('Correta')).toBeInTheDocument();
    expect(screen.getByText('Incorreta')).toBeInTheDocument();
    expect(screen.getByText('Esperada')).toBeInTheDocument();
    // The answer keeps the class it was given in, whatever the student's class is now.
    expect(screen.getByText('Respondida na turma 6º ano A')).toBeInTheDocument();
    // A student's answer is plain text: markup in it is shown, never run.
    expect(
      screen.getByText(/<img src=x onerror="alert\(1\)"><script>alert\(2\)<\/script>/),
    ).toBeInTheDocument();
    expect(document.querySelector('img, script')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar notas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A nota deve ser de 0 a 10, em passos de 0,5.',
    );
    // The blank grade is marked on its own field, the others are not.
    expect(screen.getByRole('textbox', { name: 'Nota da questão 3' })).toHaveAccessibleDescription(
      'A nota deve ser de 0 a 10, em passos de 0,5.',
    );
    expect(screen.getByRole('textbox', { name: 'Nota da questão 1' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.type(screen.getByRole('textbox', { name: 'Nota da questão 3' }), '7,5');
    await user.click(screen.getByRole('button', { name: 'Salvar notas' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/atividade/respostas/5'));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/bse_nota',
        body: {
          notas: [1, 2, 3].map((q, i) => ({
            codBseAtividade: 5,
            codBseQuestao: q,
            codBseUsuario: 30,
            valor: [10, 0, 7.5][i],
          })),
          comentario: null,
          mostrarResposta: false,
        },
      },
    ]);
  });

  it('changes the grades with the reason and the version seen, and shows the history', async () => {
    sheet = {
      ...sheet,
      versao: 4,
      questoes: (sheet as { questoes: object[] }).questoes.map((q, i) => ({
        ...q,
        codBseNota: 50 + i,
        valor: [10, 0, 8][i],
      })),
    };
    renderRoutes(routes, '/atividade/respostas/editarNota/5/30');
    const user = userEvent.setup();
    expect(await screen.findByText(/Professora Ana alterou a questão 3 de 7,5 para 8,0/)).toBeInTheDocument();
    const essay = screen.getByRole('textbox', { name: 'Nota da questão 3' });
    await user.clear(essay);
    // A blank is not a zero: the contracts' rule refuses it and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Salvar notas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A nota deve ser de 0 a 1000, em passos de 0,5.',
    );
    expect(essay).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);
    await user.type(essay, '9');
    await user.type(screen.getByRole('textbox', { name: 'Motivo da alteração' }), 'Recurso');
    await user.click(screen.getByRole('button', { name: 'Salvar notas' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'PUT',
          url: '/api/bse_nota/updateMany/50,51,52',
          body: {
            valores: [10, 0, 9],
            motivo: 'Recurso',
            versao: 4,
            comentario: null,
            mostrarResposta: false,
          },
        },
      ]),
    );
  });

  it('marks an invalid grade (9,3) on its field, and keeps the typed grades on "Não"', async () => {
    const { router } = renderRoutes(routes, '/atividade/respostas/respostasAluno/5/30');
    const user = userEvent.setup();
    const essay = await screen.findByRole('textbox', { name: 'Nota da questão 3' });
    await user.type(essay, '9,3');
    await user.click(screen.getByRole('button', { name: 'Salvar notas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A nota deve ser de 0 a 10, em passos de 0,5.',
    );
    expect(essay).toHaveAttribute('aria-invalid', 'true');
    await user.clear(essay);
    await user.type(essay, '9,5');
    expect(essay).not.toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByRole('textbox', { name: 'Nota da questão 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Nota da questão 1' }), '8');
    await user.click(screen.getByRole('button', { name: 'Salvar notas' }));
    await user.click(await screen.findByRole('button', { name: 'Não' }));
    expect(await screen.findByText('Nenhuma nota foi atribuída.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/atividade/respostas/respostasAluno/5/30');
    expect(screen.getByRole('textbox', { name: 'Nota da questão 1' })).toHaveValue('8');
    expect(essay).toHaveValue('9,5');
    expect(api.writes()).toEqual([]);
    // Asked again, "Sim" sends what was kept.
    await user.click(screen.getByRole('button', { name: 'Salvar notas' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/atividade/respostas/5'));
    expect((api.writes()[0]!.body as { notas: { valor: number }[] }).notas.map((n) => n.valor)).toEqual([
      8, 0, 9.5,
    ]);
  });

  it('turns a grade typed past the range into its bound when the field loses focus: 15 into 10, -3 into 0', async () => {
    renderRoutes(routes, '/atividade/respostas/respostasAluno/5/30');
    const user = userEvent.setup();
    const essay = await screen.findByRole('textbox', { name: 'Nota da questão 3' });
    await user.type(essay, '15');
    await user.tab();
    expect(essay).toHaveValue('10');
    expect(essay).not.toHaveAttribute('aria-invalid', 'true');
    const first = screen.getByRole('textbox', { name: 'Nota da questão 1' });
    await user.clear(first);
    await user.type(first, '-3');
    await user.tab();
    expect(first).toHaveValue('0');
    // The total reads with its maximum: three questions, 30.
    expect(screen.getByText('Total: 10,0 de 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar notas' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect((api.writes()[0]!.body as { notas: { valor: number }[] }).notas.map((n) => n.valor)).toEqual([
        0, 0, 10,
      ]),
    );
  });

  it('turns 1500 into 1000 on the edit sheet, whose range is 0 to 1000', async () => {
    sheet = {
      ...sheet,
      questoes: (sheet as { questoes: object[] }).questoes.map((q, i) => ({
        ...q,
        codBseNota: 50 + i,
        valor: 5,
      })),
    };
    renderRoutes(routes, '/atividade/respostas/editarNota/5/30');
    const user = userEvent.setup();
    const essay = await screen.findByRole('textbox', { name: 'Nota da questão 3' });
    await user.clear(essay);
    await user.type(essay, '1500');
    await user.tab();
    expect(essay).toHaveValue('1000');
  });

  it('sends the comment for the student and the expected answers’ choice with the grades; a comment too long is refused', async () => {
    renderRoutes(routes, '/atividade/respostas/respostasAluno/5/30');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Nota da questão 3' }), '8,5');
    const comment = screen.getByRole('textbox', { name: 'Comentário para o aluno' });
    await user.click(comment);
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Salvar notas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O comentário pode ter no máximo 1000 caracteres.',
    );
    expect(api.writes()).toEqual([]);
    await user.clear(comment);
    await user.type(comment, 'Muito bem!');
    await user.click(screen.getByRole('checkbox', { name: 'Mostrar a resposta esperada ao aluno' }));
    await user.click(screen.getByRole('button', { name: 'Salvar notas' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(api.writes()[0]!.body).toMatchObject({ comentario: 'Muito bem!', mostrarResposta: true }),
    );
  });
});
