import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Profile } from '@school/modules/kernel/contracts';
import { mockApi, refusal, type ApiMock } from '../../test/api';
import { demoUnit } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { loadFailure } from '../../test/ui';
import { UnitListPage } from './UnitListPage';

const UNITS = [
  demoUnit(7, 'Unidade Centro', { codBseEndereco: 30 }),
  demoUnit(8, 'Unidade Jardins', {
    codBseEscola: 3,
    nomEscola: 'Escola Azul',
    cstTxtPrefixoLoginEscola: 'AZ',
  }),
];

let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  signInAs(Profile.Master);
  api = mockApi({ 'GET /bse_unidade': UNITS, 'DELETE /bse_unidade/:id': 1 });
});

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
    expect(api.calls('DELETE /bse_unidade/:id').map((c) => c.url)).toEqual(['/api/bse_unidade/7']);
  });

  it('shows the refusal of a unit with classes or users', async () => {
    const message =
      'Existem turmas e/ou usuários cadastrados nesta unidade. Favor apagar esses registros e tentar novamente.';
    api.on({ 'DELETE /bse_unidade/:id': refusal(409, message, 'unit.hasDependents') });
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
    expect(api.writes()).toEqual([]);
  });

  it('says why the units did not load, with "Recarregar" and no empty table', async () => {
    api.on({ 'GET /bse_unidade': refusal(403, 'Acesso negado.', 'generic.forbidden') });
    const { user } = open();
    const reload = await loadFailure('Acesso negado.');
    api.on({ 'GET /bse_unidade': UNITS });
    await user.click(reload);
    expect(await screen.findByText('Unidade Centro')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
