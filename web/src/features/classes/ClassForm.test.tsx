import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/session';
import { jsonResponse, renderRoutes } from '../../test/render';
import { ClassForm } from './ClassForm';

const UNIT = {
  codBseUnidade: 7,
  codBseEscola: 2,
  nomUnidade: 'Unidade Centro',
  cstTxtPrefixoLogin: 'CE',
  codBseEndereco: null,
  nomEscola: 'Escola Demonstração',
  cstTxtPrefixoLoginEscola: 'DM',
};
const CLASS = {
  codBseTurma: 12,
  nomTurma: '6º ano A',
  codBseUnidade: 7,
  codBseEscola: 2,
  nomUnidade: 'Unidade Centro',
  nomEscola: 'Escola Demonstração',
  cstTxtPrefixoLoginUnidade: 'CE',
  cstTxtPrefixoLoginEscola: 'DM',
  codUsuarioCriacao: null,
};

function signIn(profile: 2 | 3 | 4) {
  sessionStore.start('token', {
    codBseUsuario: profile,
    nomUsuario: 'Staff',
    nomPerfil: 'Perfil',
    codBsePerfil: profile,
    codBseEscola: 2,
    codBseUnidade: profile === 2 ? null : 7,
    codBseTurma: null,
    nomTurma: null,
    codBseUsuarioTurma: null,
    turmas: [],
    cstLogin: `DMMT-000${profile}`,
    robo_key: null,
  });
}

beforeEach(() => {
  notifications.clean();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/bse_unidade') return jsonResponse(200, [UNIT]);
      if (url === '/api/bse_unidade/7') return jsonResponse(200, UNIT);
      if (url.includes('getMeusDados'))
        return jsonResponse(200, {
          ...sessionStore.get()!.user,
          nomEscola: 'Escola Demonstração',
          imgAvatar: null,
        });
      return jsonResponse(200, 1);
    }),
  );
});

afterEach(() => sessionStore.end('logout'));

function render(profile: 2 | 3 | 4, turma: typeof CLASS | null) {
  signIn(profile);
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
    const list = await screen.findByRole('alert');
    expect(list).toHaveTextContent('Existem erros de preenchimento.');
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
