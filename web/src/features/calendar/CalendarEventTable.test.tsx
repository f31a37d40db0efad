import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/session';
import { dialog, open, refusal, sent, stubCalendarApi, table } from './calendar.testing';

beforeEach(stubCalendarApi);
afterEach(() => sessionStore.end('logout'));

describe('calendar: the event list', () => {
  it('offers edit and delete on the caller’s own events only, and shows the others read only', async () => {
    const { user } = open(2);
    const list = await table();
    await within(list).findByText('Feira de ciências');
    expect(within(list).getByRole('button', { name: 'Editar Reunião de pais' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Apagar Reunião de pais' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Editar Feira de ciências' })).toBeNull();
    expect(within(list).queryByRole('button', { name: 'Apagar Feira de ciências' })).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'Feira de ciências' }));
    const view = await dialog();
    expect(within(view).getByText('Não é possível alterar.')).toBeInTheDocument();
    expect(within(view).getByText('Não foi você que criou.')).toBeInTheDocument();
    expect(within(view).getByRole('textbox', { name: 'Título' })).toHaveAttribute('readonly');
    expect(within(view).getByRole('textbox', { name: 'Cor' })).toHaveValue('Verde');
    expect(within(view).queryByRole('button', { name: 'Salvar' })).toBeNull();
    await user.click(within(view).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(list).getByRole('button', { name: 'Apagar Reunião de pais' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'DELETE', url: '/api/cld_calendario/1', body: null }]),
    );
    expect(await screen.findByText('Evento apagado.')).toBeInTheDocument();
  });

  it('titles a refused delete "Não é possível deletar."', async () => {
    const { user } = open(2);
    refusal.next = { method: 'DELETE', status: 403, message: 'Não foi você que criou.' };
    const list = await table();
    await user.click(await within(list).findByRole('button', { name: 'Apagar Prova' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Não é possível deletar.')).toBeInTheDocument();
    expect(screen.getByText('Não foi você que criou.')).toBeInTheDocument();
  });
});
