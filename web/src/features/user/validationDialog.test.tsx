import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createUserSchema } from '@school/modules/identity/contracts';
import { setLanguage } from '../../i18n';
import { zodIssues } from '../../shared/form';
import { renderWithProviders } from '../../test/render';
import { texts } from '../../test/ui';
import { schemaInput, type UserFormValues } from './userFormData';
import { formIssues, showValidationErrors } from './validationDialog';

const BLANK: UserFormValues = {
  txtSenha: '',
  codBsePerfil: '',
  codBseEscola: '',
  codBseUnidade: '',
  codBseTurma: '',
  arrayCodBseTurmas: [],
  nomUsuario: '',
};

/** The "Oops..." dialog for these values of a new user, as the form opens it on an invalid save. */
async function oops(values: Partial<UserFormValues>, login = '') {
  renderWithProviders(<></>);
  const input = schemaInput({ ...BLANK, ...values }, { login });
  showValidationErrors(zodIssues(createUserSchema, input, formIssues).map((issue) => issue.code));
  const dialog = await screen.findByRole('dialog', { name: 'Oops...' });
  const list = within(dialog).getByRole('list', { name: 'Corrija os campos abaixo:' });
  return { dialog, messages: () => texts(within(list).getAllByRole('listitem')) };
}

describe('the "Oops..." dialog of the user form', () => {
  it('lists every broken rule once, in the form’s order, under the general warning', async () => {
    const { dialog, messages } = await oops({ codBsePerfil: '3' });
    expect(within(dialog).getByText('Existem erros de validação')).toBeInTheDocument();
    // A blank login, password and name do not hide the rules between the fields.
    expect(messages()).toEqual([
      'Informe o login.',
      'Informe a senha.',
      'Selecione uma escola.',
      'Selecione uma unidade.',
      'Informe o nome do usuário.',
    ]);
  });

  it('speaks of the placement alone once the rest is filled', async () => {
    const { messages } = await oops(
      { codBsePerfil: '6', codBseEscola: '2', codBseUnidade: '3', txtSenha: 'segredo', nomUsuario: 'Ana' },
      'DMCE-0005',
    );
    expect(messages()).toEqual(['Selecione uma turma para o aluno.']);
  });

  it('shows a code given twice once', async () => {
    renderWithProviders(<></>);
    showValidationErrors(['user.nameRequired', 'user.nameRequired', 'user.profileRequired']);
    const dialog = await screen.findByRole('dialog', { name: 'Oops...' });
    expect(texts(within(dialog).getAllByRole('listitem'))).toEqual([
      'Informe o nome do usuário.',
      'Selecione um perfil.',
    ]);
  });

  it('follows the language switch while open', async () => {
    const { messages } = await oops({ codBsePerfil: '3' });
    await setLanguage('en');
    await waitFor(() => expect(messages()[0]).toBe('Enter the login.'));
    expect(screen.getByRole('dialog', { name: 'Oops...' })).toHaveTextContent('There are validation errors');
  });

  it('closes with OK', async () => {
    await oops({});
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Oops...' })).not.toBeInTheDocument());
  });

  it('closes with its labelled close button', async () => {
    await oops({});
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Oops...' })).not.toBeInTheDocument());
  });
});
