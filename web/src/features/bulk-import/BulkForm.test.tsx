import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api';
import { demoClass } from '../../test/fixtures';
import { setLanguage } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { BulkForm } from './BulkForm';
import { csvFileInput } from './bulk-import.testing';

const turma = (codBseTurma: number, nomTurma: string) =>
  demoClass(codBseTurma, nomTurma, { codBseUnidade: 3 });

const csv = (text: string, name = 'alunos.csv') => new File([text], name, { type: 'text/csv' });
const FILE = 'nomUsuario;codBsePerfil;txtSenha\r\nAna Souza;6;senha123\r\nJo;6;senha123\r\n';

beforeEach(() => {
  mockApi({ 'GET /bse_turma/turmasDaUnidade/3': [turma(5, '6º ano A'), turma(6, '7º ano A')] });
});

function form(profile = 4) {
  const accepted = vi.fn();
  renderWithProviders(<BulkForm profile={profile} unitId={3} onAccepted={accepted} />);
  return accepted;
}

describe('BulkForm', () => {
  it('asks for the class before the file, then previews the file', async () => {
    form();
    await screen.findByRole('option', { name: '6º ano A' });
    expect(screen.getByText('Carregue um registro .CSV formatado.')).toBeInTheDocument();
    await userEvent.upload(csvFileInput(), csv(FILE));
    expect(await screen.findByText('Selecione uma turma antes de escolher o arquivo!')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText(/^Turma/), '6º ano A');
    await userEvent.upload(csvFileInput(), csv(FILE));
    expect(await screen.findByText('2 registros: 1 válido, 1 com erro.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Prévia dos usuários do arquivo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Carregue um registro .CSV formatado.')).toBeInTheDocument();
  });

  it('says the counts in the singular for one and in the plural otherwise, in each language', async () => {
    form();
    await screen.findByRole('option', { name: '6º ano A' });
    await userEvent.selectOptions(screen.getByLabelText(/^Turma/), '6º ano A');
    await userEvent.upload(
      csvFileInput(),
      csv('nomUsuario;codBsePerfil;txtSenha\r\nAna Souza;6;senha123\r\n'),
    );
    expect(await screen.findByText('1 registro: 1 válido, 0 com erro.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.selectOptions(await screen.findByLabelText(/^Turma/), '6º ano A');
    await userEvent.upload(csvFileInput(), csv(FILE));
    expect(await screen.findByText('2 registros: 1 válido, 1 com erro.')).toBeInTheDocument();
    await setLanguage('en');
    expect(await screen.findByText('2 records: 1 valid, 1 with an error.')).toBeInTheDocument();
    await setLanguage('es');
    expect(await screen.findByText('2 registros: 1 válido, 1 con error.')).toBeInTheDocument();
  });

  it('previews profiles written by name, and says which values a wrong one may take', async () => {
    form();
    await screen.findByRole('option', { name: '6º ano A' });
    await userEvent.selectOptions(screen.getByLabelText(/^Turma/), '6º ano A');
    const file = csv(
      'nomUsuario;codBsePerfil;txtSenha\r\n# Perfis: 5 (Professor), 6 (Aluno)\r\nAna Souza;aluno;senha123\r\n' +
        'Caio Lima;Professora;senha123\r\nDavi Rocha;Diretor;senha123\r\nEva Dias;Alunx;senha123\r\n',
    );
    await userEvent.upload(csvFileInput(), file);
    expect(await screen.findByText('4 registros: 2 válidos, 2 com erro.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Prévia dos usuários do arquivo' });
    expect(table).toHaveTextContent('Ana Souza');
    expect(table).toHaveTextContent('Aluno');
    expect(table).toHaveTextContent(
      'Você não pode cadastrar usuários com este perfil. Use um destes: 5 (Professor), 6 (Aluno).',
    );
    expect(table).toHaveTextContent('Perfil inválido. Use um destes: 5 (Professor), 6 (Aluno).');
    expect(screen.getByRole('button', { name: 'Arquivo .CSV' })).toHaveTextContent('alunos.csv');
  });

  it('refuses a file that is not a .csv', async () => {
    form();
    await screen.findByRole('option', { name: '7º ano A' });
    await userEvent.selectOptions(screen.getByLabelText(/^Turma/), '7º ano A');
    await userEvent.upload(csvFileInput(), csv(FILE, 'alunos.png'), {
      applyAccept: false,
    });
    expect(
      await screen.findByText('O arquivo não é um CSV. Salve a planilha como CSV e tente novamente.'),
    ).toBeInTheDocument();
  });
});
