import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiMock } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { SchoolListPage } from './SchoolListPage';

const SCHOOLS = [
  { codBseEscola: 1, nomEscola: 'Rede de Escolas', cstTxtPrefixoLogin: 'RD' },
  { codBseEscola: 2, nomEscola: 'Escola Demonstração', cstTxtPrefixoLogin: 'DM' },
  { codBseEscola: 3, nomEscola: 'Colégio Verde', cstTxtPrefixoLogin: 'CV' },
].map((s) => ({ ...s, codBseEndereco: null, codUsuarioCriacao: 1 }));

let schools: typeof SCHOOLS;
let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  schools = [...SCHOOLS];
  api = mockApi({
    'GET /bse_escola': () => schools,
    'DELETE /bse_escola/:id': (req) => {
      schools = schools.filter((s) => String(s.codBseEscola) !== req.params.id);
      return 1;
    },
  });
});
const deletes = () => api.calls('DELETE /bse_escola/:id').map((c) => c.url);

function open() {
  const rendered = renderRoutes(
    [
      { path: '/escola/listar', element: <SchoolListPage /> },
      { path: '/escola/novo', element: <p>Formulário novo</p> },
      { path: '/escola/alterar/:id', element: <p>Formulário alterar</p> },
    ],
    '/escola/listar',
  );
  return { ...rendered, user: userEvent.setup() };
}

const table = () => screen.getByRole('table', { name: 'Escolas' });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('school list', () => {
  it('shows Escola and Prefixo Escola, with actions for every school but school 1', async () => {
    open();
    expect(await screen.findByRole('cell', { name: 'Colégio Verde' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Escola', 'Prefixo Escola', 'Ações']);
    expect(within(row('Rede de Escolas')).queryAllByRole('button')).toEqual([]);
    expect(within(row('Rede de Escolas')).queryAllByRole('link')).toEqual([]);
    expect(within(row('Rede de Escolas')).getByText('Escola principal')).toBeInTheDocument();
    expect(within(row('Colégio Verde')).getByRole('link', { name: 'Alterar Colégio Verde' })).toHaveAttribute(
      'href',
      '/escola/alterar/3',
    );
    expect(
      within(row('Colégio Verde')).getByRole('button', { name: 'Apagar Colégio Verde' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicionar' })).toHaveAttribute('href', '/escola/novo');
    expect(screen.getByText('Mostrando 1 a 3 de 3 registros')).toBeInTheDocument();
  });

  it('searches by name only, ignoring accents', async () => {
    const { user } = open();
    await screen.findByRole('cell', { name: 'Colégio Verde' });
    const search = screen.getByRole('textbox', { name: 'Pesquisar por nome' });
    await user.type(search, 'demonstracao');
    expect(screen.queryByRole('cell', { name: 'Colégio Verde' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Escola Demonstração' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'CV'); // a prefix is not a name
    expect(screen.getByText('Nenhum registro encontrado.')).toBeInTheDocument();
  });

  it('deletes after a confirmation and refreshes the list', async () => {
    const { user } = open();
    await screen.findByRole('cell', { name: 'Colégio Verde' });
    await user.click(screen.getByRole('button', { name: 'Apagar Colégio Verde' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Deseja realmente apagar a escola Colégio Verde?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    expect(deletes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Apagar Colégio Verde' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Deseja realmente apagar a escola Colégio Verde?' }),
      ).getByRole('button', { name: 'Sim' }),
    );
    expect(await screen.findByText('Escola apagada.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Colégio Verde' })).not.toBeInTheDocument(),
    );
    expect(deletes()).toEqual(['/api/bse_escola/3']);
  });

  it.each([
    [
      'school.hasUsers',
      'Existem usuários cadastrados nesta escola. Favor apagar esses registros e tentar novamente.',
    ],
    [
      'school.hasUnits',
      'Existem unidades cadastradas nesta escola. Favor apagar esses registros e tentar novamente.',
    ],
  ])('says "Erro ao apagar escola" with the reason (%s)', async (code, text) => {
    api.on({ 'DELETE /bse_escola/:id': refusal(409, text, code) });
    const { user } = open();
    await screen.findByRole('cell', { name: 'Escola Demonstração' });
    await user.click(screen.getByRole('button', { name: 'Apagar Escola Demonstração' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Erro ao apagar escola')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Escola Demonstração' })).toBeInTheDocument();
  });
});
