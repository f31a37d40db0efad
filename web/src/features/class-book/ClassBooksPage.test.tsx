import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClassBook, TrailToAdd } from '@school/modules/teaching/contracts';
import { mockApi, type ApiMock } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { ClassBooksPage } from './ClassBooksPage';

const classBook = (id: number, dscTitulo: string, indAtivo: 'S' | 'N', comConteudo = true): ClassBook => ({
  codTrlLivroTurma: id,
  codTrlLivro: id + 100,
  codBseTurma: 7,
  indAtivo,
  comConteudo,
  dscTitulo,
});

let classBooks: ClassBook[];
let toAdd: TrailToAdd[];
let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  classBooks = [
    classBook(1, 'Ciências', 'S'),
    classBook(2, 'Matemática', 'N'),
    classBook(3, 'História', 'N', false),
  ];
  toAdd = [{ codTrlLivro: 200, dscTitulo: 'Geografia', comConteudo: true }];
  api = mockApi({
    'GET /trl_livro_turma/all/7': () => classBooks,
    'GET /trl_livro/loadLivrosNaoAdicionadosDaTurma/7': () => toAdd,
    'POST /trl_livro_turma': 1,
    'POST /trl_livro_turma/ativarLivroTurma/:id': 1,
    'DELETE /trl_livro_turma/:id': 1,
  });
});
const calls = () => api.writes();

function open(codBseTurma: number | null = 7) {
  signInAs(5, {
    codBseUsuario: 20,
    nomUsuario: 'Professora',
    codBseEscola: 1,
    codBseUnidade: 1,
    codBseTurma,
    nomTurma: codBseTurma ? '6º ano A' : null,
  });
  renderRoutes([{ path: '/aulas/listar', element: <ClassBooksPage /> }], '/aulas/listar');
  return userEvent.setup();
}

describe('class books (/aulas)', () => {
  it('lists the current class’s class books with the active switch, the view link and the archive', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Trilhas da turma 6º ano A' });
    const row = await within(table).findByRole('row', { name: /Ciências/ });
    expect(within(row).getByRole('switch', { name: 'Ativar Ciências' })).toBeChecked();
    expect(within(row).getByRole('link', { name: 'Visualizar Ciências' })).toHaveAttribute(
      'href',
      '/livros/capitulos/doLivro/101',
    );
    expect(screen.getByRole('link', { name: 'Criar Trilha' })).toHaveAttribute('href', '/livros/listar/');
  });

  it('activates after the confirmation, and refuses the active one and a trail without content', async () => {
    const user = open();
    await user.click(await screen.findByRole('switch', { name: 'Ativar Ciências' }));
    expect(await screen.findByText('Você não pode alterar uma aula que já está ativa.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Ativar História' }));
    expect(await screen.findByText('Esta aula ainda não possui conteúdos.')).toBeInTheDocument();
    expect(calls()).toEqual([]);
    await user.click(screen.getByRole('switch', { name: 'Ativar Matemática' }));
    // It says which class and which trail the activation replaces.
    const question = await screen.findByRole('dialog', {
      name: /Tem certeza que deseja ativar essa opção\?/,
    });
    expect(question).toHaveTextContent(
      'Ciências deixará de ser a trilha ativa da turma 6º ano A; Matemática passará a ser.',
    );
    await user.click(within(question).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Você trocou a aula ativada com sucesso!')).toBeInTheDocument();
    expect(calls()).toEqual([{ method: 'POST', url: '/api/trl_livro_turma/ativarLivroTurma/2' }]);
  });

  it('archives after "Deseja arquivar essa aula?", and adds a trail through "Selecionar Trilha"', async () => {
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Arquivar Matemática' }));
    const question = await screen.findByRole('dialog', { name: 'Deseja arquivar essa aula?' });
    await user.click(within(question).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Aula arquivada.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Selecionar Trilha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Selecionar Trilha' });
    await user.click(await within(dialog).findByRole('button', { name: 'Usar Geografia' }));
    expect(await screen.findByText('Aula adicionada à turma.')).toBeInTheDocument();
    expect(calls()).toEqual([
      { method: 'DELETE', url: '/api/trl_livro_turma/2' },
      { method: 'POST', url: '/api/trl_livro_turma', body: { codBseTurma: 7, codTrlLivro: 200 } },
    ]);
  });

  it('asks for a current class first', async () => {
    open(null);
    expect(await screen.findByRole('link', { name: 'Ir para Turmas' })).toHaveAttribute(
      'href',
      '/turma/listar',
    );
  });
});
