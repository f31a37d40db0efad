import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BulkImportStatus } from '@school/modules/identity/contracts';
import type { Profile } from '@school/modules/kernel/contracts';
import { mockApi, reply, type ApiMock } from '../../test/api';
import { bulkCompleted, bulkStatus, demoClass } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { testSocket } from '../../test/socket';
import { BulkUsersPage } from './BulkUsersPage';
import { csvFileInput } from './bulk-import.testing';

/**
 * The shared fixtures, beside the repository. The tests run in Node, but the client's program
 * has no Node types (and jsdom's import.meta.url is not a file URL): fs is reached at run time.
 */
const { readFileSync } = (
  globalThis as unknown as { process: { getBuiltinModule(id: 'node:fs'): unknown } }
).process.getBuiltinModule('node:fs') as { readFileSync(path: string): Uint8Array<ArrayBuffer> };
const FIXTURES = `${(import.meta as unknown as { dirname: string }).dirname}/../../../../test-support/fixtures/csv`;
const fixture = (name: string) => readFileSync(`${FIXTURES}/${name}`);

const socket = { emit: testSocket.push };
vi.mock('../../shared/realtime', async () => (await import('../../test/socket')).realtimeModule());

const turma = (codBseTurma: number, nomTurma: string) =>
  demoClass(codBseTurma, nomTurma, { codBseUnidade: 3 });
const CLASSES = [turma(5, '6º ano A'), turma(6, '7º ano A')];
const JOB = 'c0ffee00-0000-5000-8000-000000000001';

const status = (over: Partial<BulkImportStatus> = {}) => bulkStatus(JOB, over);
const COMPLETED = bulkCompleted(JOB);

let api: ApiMock;

function signIn(profile: number) {
  signInAs(profile as Profile, {
    codBseUsuario: 40,
    nomUsuario: 'Coordenador Demonstração',
    nomPerfil: 'x',
    codBseUnidade: 3,
    cstLogin: 'DMMT-0004',
  });
}

const STATUS_ROUTE = `GET /bse_usuario/criarUsuariosEmMassa/${JOB}`;
const answerStatus = (answer: BulkImportStatus) => api.on({ [STATUS_ROUTE]: answer });

beforeEach(() => {
  notifications.clean();
  api = mockApi({
    'GET /bse_turma/turmasDaUnidade/3': CLASSES,
    'POST /bse_usuario/criarUsuariosEmMassa/x': () => reply(202, status()),
    [STATUS_ROUTE]: status({ status: 'running' }),
    'GET /bse_usuario/criarUsuariosEmMassa/:job/usuarios.csv': () =>
      new Response('linha;nomUsuario\r\n2;Raí\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
  });
});

function open(profile = 4) {
  signIn(profile);
  const rendered = renderRoutes(
    [
      { path: '/usuario/massivo', element: <BulkUsersPage /> },
      { path: '/home', element: <p>Página inicial</p> },
    ],
    '/usuario/massivo',
  );
  return { ...rendered, user: userEvent.setup() };
}

const classSelect = () => screen.getByLabelText(/^Turma/);
const fileInput = csvFileInput;
const file = (bytes: Uint8Array<ArrayBuffer>, name: string) => new File([bytes], name, { type: 'text/csv' });

async function chooseClass(user: ReturnType<typeof userEvent.setup>, name = '6º ano A') {
  await screen.findByRole('option', { name });
  await user.selectOptions(classSelect(), name);
}

async function loadFixture(user: ReturnType<typeof userEvent.setup>) {
  await chooseClass(user);
  await user.upload(fileInput(), file(fixture('alunos-excel-windows1252-ponto-e-virgula.csv'), 'alunos.csv'));
  await screen.findByRole('table', { name: 'Prévia dos usuários do arquivo' });
}

const previewRows = () =>
  within(screen.getByRole('table', { name: 'Prévia dos usuários do arquivo' }))
    .getAllByRole('row')
    .slice(1);

describe('bulk user creation: the preview', () => {
  it('asks for a formatted CSV with the six columns while nothing is loaded', async () => {
    open();
    expect(await screen.findByText('Carregue um registro .CSV formatado.')).toBeInTheDocument();
    for (const column of [
      'nomUsuario',
      'codBsePerfil',
      'txtSenha',
      'cstLogin',
      'codBseEscola',
      'codBseUnidade',
    ])
      expect(screen.getByText(column)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('wants the class before the file', async () => {
    const { user } = open();
    await screen.findByRole('option', { name: '6º ano A' });
    await user.upload(
      fileInput(),
      file(fixture('alunos-excel-windows1252-ponto-e-virgula.csv'), 'alunos.csv'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Selecione uma turma antes de escolher o arquivo!',
    );
    expect(screen.getByRole('button', { name: 'Arquivo .CSV' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table', { name: 'Prévia dos usuários do arquivo' })).not.toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('shows every row of an Excel file (Windows-1252, ;) with its login and status: rows 4, 6, 8 and 10 invalid', async () => {
    const { user } = open();
    await loadFixture(user);
    expect(screen.getByText('20 registros: 16 válidos, 4 com erro.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Registros por página'), '25');
    const rows = previewRows();
    expect(rows).toHaveLength(20);
    const invalid = rows
      .filter((r) => within(r).queryByText('Inválido'))
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(invalid).toEqual(['4', '6', '8', '10']);
    // Accents decoded from Windows-1252, the generated login with the class's prefixes.
    expect(rows[0]).toHaveTextContent('Raí Conceição');
    expect(rows[0]).toHaveTextContent('DMCE-????');
    expect(rows[0]).toHaveTextContent('Aluno');
    expect(rows[0]).toHaveTextContent('Válido');
    // The user form's messages, row by row.
    expect(rows[3]).toHaveTextContent('Informe o nome do usuário.');
    expect(rows[7]).toHaveTextContent('Inválido');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('refuses a file without a required column, naming it', async () => {
    const { user } = open();
    await chooseClass(user);
    await user.upload(fileInput(), file(fixture('faltando-coluna-txtSenha.csv'), 'faltando.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Falta a coluna txtSenha no arquivo.');
    expect(screen.getByText('Carregue um registro .CSV formatado.')).toBeInTheDocument();
  });

  it('refuses a PNG named .csv, and a file that is not .csv', async () => {
    const { user } = open();
    await chooseClass(user);
    await user.upload(fileInput(), file(fixture('nao-e-csv.csv'), 'nao-e-csv.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent('O arquivo não é um CSV.');
    await user.upload(
      fileInput(),
      new File(['nomUsuario;codBsePerfil;txtSenha\r\nAna;6;senha1'], 'alunos.txt'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('O arquivo não é um CSV.');
    expect(screen.queryByRole('table', { name: 'Prévia dos usuários do arquivo' })).not.toBeInTheDocument();
  });

  it('refuses more than 20,000 rows before sending anything', async () => {
    const { user } = open();
    await chooseClass(user);
    const lines = ['nomUsuario;codBsePerfil;txtSenha'];
    for (let i = 0; i < 20_001; i++) lines.push(`Aluno ${i};6;senha123`);
    await user.upload(fileInput(), new File([lines.join('\r\n')], 'muitos.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O arquivo tem 20001 registros; o máximo é 20000.',
    );
    expect(api.writes()).toEqual([]);
  });

  it('asks for the file again when the class changes, and cancel clears it', async () => {
    const { user } = open();
    await loadFixture(user);
    await user.selectOptions(classSelect(), '7º ano A');
    expect(screen.queryByRole('table', { name: 'Prévia dos usuários do arquivo' })).not.toBeInTheDocument();
    expect(screen.getByText('A turma mudou: escolha o arquivo novamente.')).toBeInTheDocument();
    await user.upload(
      fileInput(),
      file(fixture('alunos-excel-windows1252-ponto-e-virgula.csv'), 'alunos.csv'),
    );
    await screen.findByRole('table', { name: 'Prévia dos usuários do arquivo' });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('table', { name: 'Prévia dos usuários do arquivo' })).not.toBeInTheDocument();
    expect(screen.getByText('Carregue um registro .CSV formatado.')).toBeInTheDocument();
    expect((fileInput() as HTMLInputElement).value).toBe('');
  });

  it('sends profiles other than Diretor and Coordenador to /home', async () => {
    for (const profile of [1, 2]) {
      const { router, unmount } = open(profile);
      await screen.findByText('Página inicial');
      expect(router.state.location.pathname).toBe('/home');
      unmount();
    }
  });
});

describe('bulk user creation: saving and following the import', () => {
  it('posts the file and the class, follows the socket to the end, warns of a partial save and downloads usuarios.csv', async () => {
    const { user } = open(3);
    await loadFixture(user);
    answerStatus(status({ status: 'queued' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const post = await waitFor(() => {
      const found = api.calls('POST /bse_usuario/criarUsuariosEmMassa/x')[0];
      expect(found).toBeDefined();
      return found!;
    });
    const body = post.body as FormData;
    expect(body.get('codBseTurma')).toBe('5');
    expect((body.get('file') as File).name).toBe('alunos.csv');
    expect(post.headers.get('authorization')).toBe('Bearer token');
    expect(localStorage.getItem('bulkUsers.job.40')).toBe(JOB);

    const bar = await screen.findByRole('progressbar', { name: 'Progresso do cadastro' });
    socket.emit('bulk-users:progress', {
      id: JOB,
      progress: { done: 10, total: 20, created: 8, refused: 2 },
    });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('10 de 20 registros (50%)')).toBeInTheDocument();
    // Another import's events are not this one's.
    socket.emit('bulk-users:progress', {
      id: 'other',
      progress: { done: 20, total: 20, created: 0, refused: 0 },
    });
    expect(bar).toHaveAttribute('aria-valuenow', '50');

    answerStatus(COMPLETED);
    socket.emit('bulk-users:done', { id: JOB, ...COMPLETED.result });
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Progresso do cadastro' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      ),
    );
    expect(await screen.findAllByText('Somente alguns registros foram salvos com sucesso!')).not.toHaveLength(
      0,
    );

    const createObjectURL = vi.fn(() => 'blob:usuarios');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Baixar usuarios.csv' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const download = api.calls('GET /bse_usuario/criarUsuariosEmMassa/:job/usuarios.csv')[0]!;
    expect(download.url).toBe(`/api/bse_usuario/criarUsuariosEmMassa/${JOB}/usuarios.csv`);
    expect(download.headers.get('authorization')).toBe('Bearer token');
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('shows the import again after a reload, from the job id it kept', async () => {
    localStorage.setItem('bulkUsers.job.40', JOB);
    answerStatus(status({ status: 'running', progress: { done: 5, total: 20, created: 5, refused: 0 } }));
    open();
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Progresso do cadastro' })).toHaveAttribute(
        'aria-valuenow',
        '25',
      ),
    );
    expect(screen.getByText('Cadastrando…')).toBeInTheDocument();
    expect(screen.getByText('5 de 20 registros (25%)')).toBeInTheDocument();
  });

  it.each([
    ['Usuários cadastrados com sucesso: 20.', 'Cadastros realizados!'],
    ['Nenhum usuário foi cadastrado. Registros incorretos: 20.', 'Falha ao cadastrar registros.'],
  ])('reads the answer text %s as %s', async (message, notice) => {
    localStorage.setItem('bulkUsers.job.40', JOB);
    answerStatus({ ...COMPLETED, result: { ...COMPLETED.result!, message } });
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent(notice);
    await user.click(screen.getByRole('button', { name: 'Novo cadastro em massa' }));
    expect(localStorage.getItem('bulkUsers.job.40')).toBeNull();
    expect(await screen.findByText('Carregue um registro .CSV formatado.')).toBeInTheDocument();
  });

  it('says "Algum registro com dado inválido!" when the request fails', async () => {
    api.on({
      'POST /bse_usuario/criarUsuariosEmMassa/x': reply(400, {
        code: 'bulk.missingColumn',
        message: 'Falta a coluna txtSenha no arquivo.',
      }),
    });
    const { user } = open();
    await loadFixture(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    // The page's alert (and a notice with the same words).
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some(
            (a) =>
              a.textContent?.includes('Algum registro com dado inválido!') &&
              a.textContent.includes('Favor revisar o arquivo.') &&
              a.textContent.includes('Falta a coluna txtSenha no arquivo.'),
          ),
      ).toBe(true),
    );
    expect(localStorage.getItem('bulkUsers.job.40')).toBeNull();
    expect(screen.getByRole('table', { name: 'Prévia dos usuários do arquivo' })).toBeInTheDocument();
  });
});
