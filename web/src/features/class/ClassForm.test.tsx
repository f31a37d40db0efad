import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api';
import { demoClass, demoUnit } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { myData, signInAs } from '../../test/session';
import { ClassForm } from './ClassForm';

const UNIT = demoUnit(7, 'Unidade Centro');
const CLASS = demoClass(12, '6º ano A');

beforeEach(() => {
  notifications.clean();
  mockApi({
    'GET /bse_unidade': [UNIT],
    'GET /bse_unidade/7': UNIT,
    'GET /bse_usuario/getMeusDados/x': () => myData(),
  });
});

function render(profile: 2 | 3 | 4, turma: typeof CLASS | null) {
  signInAs(profile, { nomUsuario: 'Staff', nomPerfil: 'Perfil' });
  renderRoutes([{ path: '/', element: <ClassForm turma={turma} /> }], '/');
  return userEvent.setup();
}

describe('ClassForm', () => {
  it('lets a Gestor choose the unit of a new class, and lists every broken rule', async () => {
    const user = render(2, null);
    expect(screen.getByRole('heading', { name: 'Nova turma' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Unidade Centro' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Nome da turma/ }), '9A');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    // The error list (named by its title), not the notice that says the same beside it.
    const list = await screen.findByRole('alert', { name: 'Existem erros de preenchimento.' });
    expect(within(list).getByText('Nome Turma precisa ter no mínimo 3 caracteres.')).toBeInTheDocument();
    expect(within(list).getByText('Selecione uma unidade.')).toBeInTheDocument();
  });

  it("shows a Coordenador's own unit and school, read-only", async () => {
    render(4, null);
    expect(await screen.findByDisplayValue('Unidade Centro')).toHaveAttribute('readonly');
    expect(await screen.findByDisplayValue('Escola Demonstração')).toHaveAttribute('readonly');
  });

  it("shows an edited class's name, unit and school", () => {
    render(3, CLASS);
    expect(screen.getByRole('heading', { name: 'Alterar turma' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nome da turma/ })).toHaveValue('6º ano A');
    expect(screen.getByRole('textbox', { name: 'Unidade' })).toHaveValue('Unidade Centro');
    expect(screen.getByRole('textbox', { name: 'Escola' })).toHaveValue('Escola Demonstração');
  });
});
