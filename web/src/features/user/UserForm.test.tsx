import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetail } from '@school/modules/identity/contracts';
import type { Profile } from '@school/modules/kernel/contracts';
import { setLanguage } from '../../i18n';
import { mockApi, refusal, reply, type ApiMock, type Reply } from '../../test/api';
import { demoUnit } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { UserForm } from './UserForm';
import { TEACHER } from './user.testing';

let api: ApiMock;
let sequence: number;
let viewer: number;

const SCHOOLS = [
  { codBseEscola: 1, nomEscola: 'Rede de Escolas', cstTxtPrefixoLogin: 'RD', codBseEndereco: null },
  { codBseEscola: 2, nomEscola: 'Escola Demonstração', cstTxtPrefixoLogin: 'DM', codBseEndereco: null },
];
const unit = (codBseUnidade: number, nomUnidade: string, prefix: string) =>
  demoUnit(codBseUnidade, nomUnidade, { cstTxtPrefixoLogin: prefix });
const UNITS = [unit(3, 'Unidade Centro', 'CE'), unit(4, 'Unidade Jardins', 'JD')];
const CLASSES = [
  { codBseTurma: 5, nomTurma: '6º ano A', codBseUnidade: 3 },
  { codBseTurma: 6, nomTurma: '7º ano A', codBseUnidade: 3 },
];
const ALL_PROFILES = [
  [1, 'Master'],
  [2, 'Gestor'],
  [3, 'Diretor'],
  [4, 'Coordenador'],
  [5, 'Professor'],
  [6, 'Aluno'],
  [7, 'Assistente'],
] as const;

function signIn(profile: number) {
  signInAs(profile as Profile, {
    codBseUsuario: 100 + profile,
    nomUsuario: 'Quem administra',
    nomPerfil: 'x',
    codBseUnidade: profile === 3 || profile === 4 ? 3 : null,
    cstLogin: 'DMMT-0001',
  });
}

/** The profiles each administrator may give (decision 10), as GET /api/bse_perfil answers. */
function assignable(profile: number) {
  const codes = profile === 1 ? [1, 2, 3, 4, 5, 6, 7] : profile === 2 ? [3, 4, 5, 6] : [5, 6];
  return ALL_PROFILES.filter(([code]) => codes.includes(code)).map(([codBsePerfil, nomPerfil]) => ({
    codBsePerfil,
    nomPerfil,
  }));
}

const SAVED = { status: 200, codBseUsuario: 42 };

beforeEach(() => {
  notifications.clean();
  sequence = 4;
  viewer = 1;
  api = mockApi({
    'GET /bse_perfil': () => assignable(viewer),
    'GET /bse_escola': SCHOOLS,
    'GET /bse_unidade/unidadesDaEscola/2': () => (viewer === 3 || viewer === 4 ? [UNITS[0]] : UNITS),
    'GET /bse_unidade/unidadesDaEscola/1': [],
    'GET /bse_turma/turmasDaUnidade/3': CLASSES,
    'GET /bse_turma/turmasDaUnidade/:id': [],
    'GET /bse_usuario/setSequencial/:prefix': (req) => {
      sequence += 1;
      const proxSeq = String(sequence).padStart(4, '0');
      return { proxSeq, cstLogin: `${req.params.prefix}-${proxSeq}` };
    },
    'POST /bse_usuario': SAVED,
    'PUT /bse_usuario/:id': SAVED,
  });
});

/** The answer of the next saves, new or edited. */
const answerSaves = (answer: Reply) =>
  api.on({ 'POST /bse_usuario': answer, 'PUT /bse_usuario/:id': answer });

function open(profile = 1, user?: UserDetail) {
  viewer = profile;
  signIn(profile);
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(<UserForm user={user} onSaved={onSaved} onCancel={onCancel} />);
  const ue = userEvent.setup();
  const field = (label: RegExp) => screen.getByLabelText(label);
  const login = () => screen.getByRole('textbox', { name: /^Login/ });
  const select = async (label: RegExp, option: string) => {
    const element = field(label);
    await waitFor(() => expect(within(element).getByRole('option', { name: option })).toBeInTheDocument());
    await ue.selectOptions(element, option);
  };
  // fireEvent.submit skips the save button's 2-second lock between the tries of one test.
  const submit = () => fireEvent.submit(screen.getByRole('form'));
  const oops = async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Oops...' });
    return {
      dialog,
      messages: within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    };
  };
  const closeOops = async () => {
    const { dialog } = await oops();
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Oops...' })).not.toBeInTheDocument());
  };
  const confirmYes = async (question: string) => {
    const dialog = await screen.findByRole('dialog', { name: question });
    await ue.click(within(dialog).getByRole('button', { name: 'Sim' }));
  };
  return { ue, field, login, select, submit, oops, closeOops, confirmYes, onSaved, onCancel };
}

const sequenceCalls = () => api.calls('GET /bse_usuario/setSequencial/:prefix').map((c) => c.url);
const writes = () => api.calls().filter((c) => c.method !== 'GET');
/** The form data of the first write, asserted to be `method url`. */
function sentForm(method: string, url: string): FormData {
  const [write] = writes();
  expect(write!.method).toBe(method);
  expect(write!.url).toBe(url);
  return write!.body as FormData;
}

describe('user form: login preview', () => {
  it('shows "????-????" until school, unit and sequence are known, then the previewed login', async () => {
    const { login, select } = open(1);
    expect(login()).toHaveValue('????-????');
    await select(/^Perfil/, 'Aluno');
    expect(login()).toHaveValue('????-????');
    await select(/^Escola/, 'Escola Demonstração');
    expect(login()).toHaveValue('????-????');
    expect(sequenceCalls()).toEqual([]);
    await select(/^Unidade/, 'Unidade Centro');
    await waitFor(() => expect(login()).toHaveValue('DMCE-0005'));
    expect(sequenceCalls()).toEqual(['/api/bse_usuario/setSequencial/DMCE']);
    // Another unit, another prefix: one more number; the class list follows the unit.
    await select(/^Unidade/, 'Unidade Jardins');
    await waitFor(() => expect(login()).toHaveValue('DMJD-0006'));
    expect(sequenceCalls()).toHaveLength(2);
  });

  it('uses the default unit prefix MT for a Gestor, and the main school for a Master', async () => {
    const { login, select, field } = open(1);
    await select(/^Perfil/, 'Gestor');
    await select(/^Escola/, 'Escola Demonstração');
    await waitFor(() => expect(login()).toHaveValue('DMMT-0005'));
    await select(/^Perfil/, 'Master');
    expect(field(/^Escola/)).toBeDisabled();
    expect(field(/^Escola/)).toHaveValue('1');
    await waitFor(() => expect(login()).toHaveValue('RDMT-0006'));
  });

  it('starts from the viewer’s own school (Gestor) and unit (Diretor), read-only', async () => {
    const { login, select, field } = open(3);
    await select(/^Perfil/, 'Professor');
    await waitFor(() => expect(field(/^Escola/)).toHaveValue('Escola Demonstração'));
    expect(field(/^Escola/)).toHaveAttribute('readonly');
    expect(field(/^Unidade/)).toHaveValue('Unidade Centro');
    await waitFor(() => expect(login()).toHaveValue('DMCE-0005'));
    expect(screen.getByRole('checkbox', { name: '6º ano A' })).toBeInTheDocument();
  });

  it('offers only the profiles the server lists: no Gestor for a Gestor', async () => {
    const { field } = open(2);
    await waitFor(() =>
      expect(within(field(/^Perfil/)).getByRole('option', { name: 'Aluno' })).toBeVisible(),
    );
    const options = within(field(/^Perfil/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Selecione…', 'Diretor', 'Coordenador', 'Professor', 'Aluno']);
    expect(field(/^Escola/)).toHaveAttribute('readonly');
  });
});

describe('user form: validation', () => {
  it('shows every broken rule together, on the fields and in the "Oops..." dialog', async () => {
    const { submit, oops, closeOops } = open(1);
    submit();
    const { dialog, messages } = await oops();
    expect(within(dialog).getByText('Existem erros de validação')).toBeInTheDocument();
    expect(messages).toEqual([
      'Informe o login.',
      'Informe a senha.',
      'Selecione um perfil.',
      'Informe o nome do usuário.',
    ]);
    await closeOops();
    expect(screen.getByLabelText(/^Perfil/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Selecione um perfil.')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('checks the password length and the name’s length', async () => {
    const { ue, field, submit, oops, closeOops } = open(1);
    await ue.type(field(/^Senha/), 'abc');
    await ue.type(field(/^Nome/), 'Jo');
    submit();
    expect((await oops()).messages).toEqual(
      expect.arrayContaining(['A senha deve ter no mínimo 5 caracteres.', 'Informe o nome do usuário.']),
    );
    await closeOops();
    await ue.clear(field(/^Nome/));
    await ue.type(field(/^Nome/), 'N'.repeat(51));
    submit();
    expect((await oops()).messages).toContain('O nome do usuário deve ter no máximo 50 caracteres.');
  });

  it('gives each placement rule its message', async () => {
    const { ue, field, select, submit, oops, closeOops } = open(1);
    await ue.type(field(/^Senha/), 'segredo');
    await ue.type(field(/^Nome/), 'Maria Silva');

    await select(/^Perfil/, 'Gestor');
    await select(/^Escola/, 'Rede de Escolas');
    submit();
    expect((await oops()).messages).toContain('Selecione uma escola para o gestor.');
    await closeOops();

    await select(/^Perfil/, 'Diretor');
    await select(/^Escola/, 'Selecione…');
    submit();
    // No school, no unit, so no login yet: all three together.
    expect((await oops()).messages).toEqual([
      'Informe o login.',
      'Selecione uma escola.',
      'Selecione uma unidade.',
    ]);
    await closeOops();

    await select(/^Perfil/, 'Professor');
    await select(/^Escola/, 'Escola Demonstração');
    await select(/^Unidade/, 'Unidade Centro');
    await screen.findByRole('checkbox', { name: '6º ano A' });
    submit();
    expect((await oops()).messages).toEqual(['Selecione pelo menos uma turma para o professor.']);
    await closeOops();

    await select(/^Perfil/, 'Aluno');
    submit();
    expect((await oops()).messages).toEqual(['Selecione uma turma para o aluno.']);
    await closeOops();
    expect(screen.getByText('Selecione uma turma para o aluno.')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('follows the language switch in the dialog', async () => {
    const { submit, oops } = open(1);
    submit();
    await oops();
    await setLanguage('en');
    expect(await screen.findByRole('dialog', { name: 'Oops...' })).toHaveTextContent('Select a profile.');
  });

  it('refuses an avatar that is not jpeg or png', async () => {
    open(1);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png');
    const ue = userEvent.setup({ applyAccept: false });
    await ue.upload(input, new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('A imagem deve ser jpeg ou png.')).toBeInTheDocument();
  });
});

async function fillStudent(o: ReturnType<typeof open>) {
  await o.ue.type(o.field(/^Senha/), 'segredo');
  await o.select(/^Perfil/, 'Aluno');
  await o.select(/^Escola/, 'Escola Demonstração');
  await o.select(/^Unidade/, 'Unidade Centro');
  await o.select(/^Turma/, '7º ano A');
  await o.ue.type(o.field(/^Nome/), '  Maria Silva ');
  await waitFor(() => expect(o.login()).toHaveValue('DMCE-0005'));
}

describe('user form: saving', () => {
  it('confirms, posts the multipart form, says "Cadastro realizado!" and goes back after 1.5 s', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:avatar', revokeObjectURL: () => undefined }),
    );
    const o = open(1);
    await fillStudent(o);
    const avatar = new File(['png'], 'eu.png', { type: 'image/png' });
    await o.ue.upload(document.querySelector('input[type=file]') as HTMLInputElement, avatar);
    expect(await screen.findByRole('img', { name: 'Avatar escolhido' })).toBeInTheDocument();
    o.submit();
    await o.confirmYes('Deseja realmente cadastrar este usuário?');
    expect(await screen.findByText('Cadastro realizado!')).toBeInTheDocument();
    const body = sentForm('POST', '/api/bse_usuario');
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'imgAvatar'))).toEqual({
      cstLogin: 'DMCE-0005',
      txtSenha: 'segredo',
      codBsePerfil: '6',
      codBseEscola: '2',
      codBseUnidade: '3',
      codBseTurma: '6',
      nomUsuario: 'Maria Silva',
    });
    expect((body.get('imgAvatar') as File).name).toBe('eu.png');
    expect(o.onSaved).not.toHaveBeenCalled();
    let left = 0;
    o.onSaved.mockImplementation(() => (left = Date.now()));
    await waitFor(() => expect(o.onSaved).toHaveBeenCalled(), { timeout: 3_000 });
    expect(left - writes()[0]!.at).toBeGreaterThanOrEqual(1_500);
  });

  it('sends nothing when the confirmation is answered Não', async () => {
    const o = open(1);
    await fillStudent(o);
    o.submit();
    const dialog = await screen.findByRole('dialog', { name: 'Deseja realmente cadastrar este usuário?' });
    await o.ue.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([]);
  });

  it('says "Login já cadastrado." on a 409 and takes the next number', async () => {
    answerSaves(refusal(409, 'Login já cadastrado.', 'user.loginTaken'));
    const o = open(1);
    await fillStudent(o);
    o.submit();
    await o.confirmYes('Deseja realmente cadastrar este usuário?');
    expect(await screen.findByText('Login já cadastrado.')).toBeInTheDocument();
    await waitFor(() => expect(o.login()).toHaveValue('DMCE-0006'));
    expect(o.onSaved).not.toHaveBeenCalled();
  });

  it('says "Informações inválidas." on a 400 and puts the server’s reasons on the fields', async () => {
    answerSaves(
      reply(400, {
        status: 400,
        code: 'generic.invalid',
        message: 'Informações inválidas.',
        errors: [{ field: 'codBseTurma', code: 'user.classOutsideUnit', message: 'x' }],
      }),
    );
    const o = open(1);
    await fillStudent(o);
    o.submit();
    await o.confirmYes('Deseja realmente cadastrar este usuário?');
    expect(await screen.findByText('Informações inválidas.')).toBeInTheDocument();
    expect(screen.getByText('A turma não pertence à unidade selecionada.')).toBeInTheDocument();
  });
});

describe('user form: editing', () => {
  it('keeps the login, makes the password optional and puts the changes', async () => {
    const o = open(1, TEACHER);
    expect(screen.getByRole('heading', { name: 'Alterar usuário' })).toBeInTheDocument();
    expect(o.login()).toHaveValue('DMCE-0001');
    expect(screen.getByText('Deixe em branco para manter a senha atual.')).toBeInTheDocument();
    const second = await screen.findByRole('checkbox', { name: '7º ano A' });
    expect(screen.getByRole('checkbox', { name: '6º ano A' })).toBeChecked();
    await o.ue.click(second);
    o.submit();
    await o.confirmYes('Deseja realmente alterar este usuário?');
    expect(await screen.findByText('Alteração realizada!')).toBeInTheDocument();
    const body = sentForm('PUT', '/api/bse_usuario/9');
    expect(body.get('txtSenha')).toBeNull();
    expect(body.get('cstLogin')).toBeNull();
    expect(body.getAll('arrayCodBseTurmas')).toEqual(['5', '6']);
    expect(sequenceCalls()).toEqual([]);
  });

  /** The Master saves the teacher's edit unchanged, and the server answers `answer`. */
  async function saveEditAnswered(answer: Reply) {
    answerSaves(answer);
    const o = open(1, TEACHER);
    await screen.findByRole('checkbox', { name: '7º ano A' });
    o.submit();
    await o.confirmYes('Deseja realmente alterar este usuário?');
  }

  it('shows the server’s message when an edit is refused with a 400', async () => {
    await saveEditAnswered(refusal(400, 'O login não pode ser alterado.', 'user.loginLocked'));
    expect(await screen.findByText('Erro ao alterar usuário')).toBeInTheDocument();
    expect(screen.getByText('O login não pode ser alterado.')).toBeInTheDocument();
  });

  it('shows a general error for other refusals', async () => {
    await saveEditAnswered(refusal(403, 'Proibido', 'generic.forbidden'));
    expect(await screen.findByText('O servidor rejeitou a requisição')).toBeInTheDocument();
  });
});
