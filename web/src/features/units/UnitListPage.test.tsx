import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/session';
import { jsonResponse, renderRoutes } from '../../test/render';
import { UnitListPage } from './UnitListPage';

const UNITS = [
  {
    codBseUnidade: 7,
    codBseEscola: 2,
    nomUnidade: 'Unidade Centro',
    cstTxtPrefixoLogin: 'CE',
    codBseEndereco: 30,
    nomEscola: 'Escola Demonstração',
    cstTxtPrefixoLoginEscola: 'DM',
  },
  {
    codBseUnidade: 8,
    codBseEscola: 3,
    nomUnidade: 'Unidade Jardins',
    cstTxtPrefixoLogin: 'JD',
    codBseEndereco: null,
    nomEscola: 'Escola Azul',
    cstTxtPrefixoLoginEscola: 'AZ',
  },
];

let deleteAnswer: () => Response;
const deletes: string[] = [];

beforeEach(() => {
  notifications.clean();
  deletes.length = 0;
  deleteAnswer = () => jsonResponse(200, 1);
  sessionStore.start('token', {
    codBseUsuario: 1,
    nomUsuario: 'Master',
    nomPerfil: 'Master',
    codBsePerfil: 1,
    codBseEscola: 1,
    codBseUnidade: null,
    codBseTurma: null,
    nomTurma: null,
    codBseUsuarioTurma: null,
    turmas: [],
    cstLogin: 'DMMT-0001',
    robo_key: null,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'DELETE') {
        deletes.push(url);
        return deleteAnswer();
      }
      return jsonResponse(200, url === '/api/bse_unidade' ? UNITS : []);
    }),
  );
});

afterEach(() => sessionStore.end('logout'));

function open() {
  const rendered = renderRoutes(
    [
      { path: '/unidade/listar', element: <UnitListPage /> },
      { path: '/unidade/novo', element: <p>Nova</p> },
      { path: '/unidade/alterar/:id', element: <p>Alterar</p> },
    ],
    '/unidade/listar',
  );
  return { ...rendered, user: userEvent.setup() };
}

const table = () => screen.getByRole('table', { name: 'Unidades cadastradas' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('unit list', () => {
  it('shows Escola, Unidade and both prefixes, with the entries footer', async () => {
    open();
    await screen.findByText('Unidade Centro');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Escola', 'Unidade', 'Prefixo Escola', 'Prefixo Unidade', 'Ações']);
    expect(bodyRows()[0]).toHaveTextContent('Escola DemonstraçãoUnidade CentroDMCE');
    expect(screen.getByText('Mostrando 1 a 2 de 2 registros')).toBeInTheDocument();
  });

  it('searches unit name, school name and both prefixes', async () => {
    const { user } = open();
    await screen.findByText('Unidade Centro');
    const search = screen.getByRole('textbox', { name: 'Pesquisar unidade, escola ou prefixo' });
    for (const [term, expected] of [
      ['jardins', 'Unidade Jardins'],
      ['demonstracao', 'Unidade Centro'],
      ['az', 'Unidade Jardins'],
      ['ce', 'Unidade Centro'],
    ]) {
      await user.clear(search);
      await user.type(search, term!);
      expect(bodyRows()).toHaveLength(1);
      expect(bodyRows()[0]).toHaveTextContent(expected!);
    }
  });

  it('leads to the new and edit forms', async () => {
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Alterar a unidade Unidade Jardins' }));
    expect(router.state.location.pathname).toBe('/unidade/alterar/8');
    await router.navigate('/unidade/listar');
    await user.click(await screen.findByRole('link', { name: 'Adicionar unidade' }));
    expect(router.state.location.pathname).toBe('/unidade/novo');
  });

  it('deletes after confirmation: "Unidade deletada com sucesso."', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Deletar a unidade Unidade Centro' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Deseja realmente deletar a unidade Unidade Centro?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Unidade deletada com sucesso.')).toBeInTheDocument();
    expect(deletes).toEqual(['/api/bse_unidade/7']);
  });

  it('shows the refusal of a unit with classes or users', async () => {
    const message =
      'Existem turmas e/ou usuários cadastrados nesta unidade. Favor apagar esses registros e tentar novamente.';
    deleteAnswer = () => jsonResponse(409, { status: 409, code: 'unit.hasDependents', message });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Deletar a unidade Unidade Centro' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('deletes nothing when not confirmed', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Deletar a unidade Unidade Centro' }));
    await user.click(await screen.findByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toEqual([]);
  });
});
