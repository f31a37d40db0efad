import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, networkFailure, pending, refusal, type ApiMock, type Routes } from '../../test/api';
import { demoUnit } from '../../test/fixtures';
import { renderFormPage } from '../../test/render';
import { signInAs } from '../../test/session';
import { UNIT_LIST_PATH, UnitFormPage } from './UnitFormPage';

const UNIT = demoUnit(7, 'Unidade Centro', { codBseEndereco: 30 });
const ADDRESS = { codBseEndereco: 30, dscCep: '01001000', dscRua: 'Praça da Sé', dscBairro: 'Sé' };

let api: ApiMock;

beforeEach(() => {
  signInAs(2);
  api = mockApi({ 'GET /bse_unidade/7': UNIT, 'GET /bse_endereco/30': ADDRESS });
});

/** Opens `path` with these answers besides the unit's; the form's other reads answer nothing. */
function open(path: string, routes: Routes = {}) {
  api.on({ ...routes, 'GET /*': [] });
  return renderFormPage(<UnitFormPage />, 'unidade', path, 'Lista de unidades');
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const reads = () => api.calls().map((c) => c.path);

describe('UnitFormPage', () => {
  it('opens an empty form for a new unit, reading no unit', async () => {
    open('/unidade/novo');
    expect(await screen.findByRole('heading', { name: 'Nova unidade' })).toBeInTheDocument();
    expect(field(/^Nome da unidade/)).toHaveValue('');
    expect(reads()).not.toContain('/bse_unidade/7');
  });

  it('waits for the unit and its address, then opens the form filled with both', async () => {
    open('/unidade/alterar/7');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    await waitFor(() => expect(field(/^Nome da unidade/)).toHaveValue('Unidade Centro'));
    expect(field(/^Rua/)).toHaveValue('Praça da Sé');
    expect(reads()).toEqual(expect.arrayContaining(['/bse_unidade/7', '/bse_endereco/30']));
  });

  it('keeps loading while the address has not come', async () => {
    open('/unidade/alterar/7', { 'GET /bse_endereco/30': pending });
    await waitFor(() => expect(reads()).toContain('/bse_endereco/30'));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    expect(screen.queryByRole('textbox', { name: /^Nome da unidade/ })).not.toBeInTheDocument();
  });

  it('opens a unit without an address without asking for one', async () => {
    open('/unidade/alterar/7', { 'GET /bse_unidade/7': { ...UNIT, codBseEndereco: null } });
    await waitFor(() => expect(field(/^Nome da unidade/)).toHaveValue('Unidade Centro'));
    expect(field(/^Rua/)).toHaveValue('');
    expect(reads().filter((path) => path.startsWith('/bse_endereco'))).toEqual([]);
  });

  it.each([
    [
      'the unit refused',
      { 'GET /bse_unidade/7': refusal(404, 'Unidade não encontrada.') },
      'Unidade não encontrada.',
    ],
    [
      'the address refused',
      { 'GET /bse_endereco/30': refusal(403, 'Sem acesso ao endereço.') },
      'Sem acesso ao endereço.',
    ],
    [
      'no connection',
      { 'GET /bse_unidade/7': networkFailure },
      'Algo deu errado ao enviar dados para o servidor',
    ],
  ])(
    'says why the unit could not be loaded (%s), and leads back to the list',
    async (_, routes, why) => {
      const { user, router } = open('/unidade/alterar/7', routes);
      // A failed connection is tried twice more before it is shown.
      expect(await screen.findByRole('alert', {}, { timeout: 8_000 })).toHaveTextContent(why);
      await user.click(screen.getByRole('button', { name: 'Voltar' }));
      expect(await screen.findByText('Lista de unidades')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(UNIT_LIST_PATH);
    },
    10_000,
  );
});
