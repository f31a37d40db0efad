import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/session';
import {
  clickSave,
  dialog,
  on,
  open,
  openNewEvent,
  refusal,
  sent,
  stubCalendarApi,
  table,
} from './calendar.testing';

beforeEach(stubCalendarApi);
afterEach(() => sessionStore.end('logout'));

describe('calendar: the event dialog', () => {
  // Three saves, each after the save button's 2-second lock: 4 seconds of waiting by design.
  it(
    'refuses a blank title or a public event with no profile, then posts the event',
    { timeout: 30_000 },
    async () => {
      const { user, form } = await openNewEvent(2);
      expect(within(form).getByRole('heading', { name: 'Novo evento' })).toBeInTheDocument();
      await clickSave(user);
      expect(await within(form).findByRole('alert')).toHaveTextContent('Favor preencher todos os campos.');

      await user.type(within(form).getByRole('textbox', { name: /^Título/ }), 'Reunião geral');
      await user.click(within(form).getByRole('radio', { name: 'Azul-marinho' }));
      fireEvent.change(within(form).getByLabelText(/^Data e hora/), {
        target: { value: '15/03/2026 14:30' },
      });
      await clickSave(user);
      expect(within(form).getByRole('alert')).toHaveTextContent('Favor preencher todos os campos.');
      expect(sent).toEqual([]);

      await user.click(within(form).getByRole('checkbox', { name: 'Aluno' }));
      await user.click(within(form).getByRole('checkbox', { name: 'Professor' }));
      await clickSave(user);
      await waitFor(() =>
        expect(sent).toEqual([
          {
            method: 'POST',
            url: '/api/cld_calendario',
            body: {
              dscTitulo: 'Reunião geral',
              hexCorEvento: '#00baf2',
              datEvento: dayjs('2026-03-15T14:30').format(),
              indPrivado: 'N',
              perfis: [5, 6],
              codBseTurma: null,
              indTurma: 'N',
              dscDescricao: null,
              datFim: null,
              dscLocal: null,
            },
          },
        ]),
      );
      expect(await screen.findByText('Evento salvo.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );

  it('posts a private event without profiles', async () => {
    const { user, form } = await openNewEvent(3);
    await user.type(within(form).getByRole('textbox', { name: /^Título/ }), 'Dentista');
    await user.click(within(form).getByRole('radio', { name: 'Privado' }));
    expect(within(form).queryByRole('checkbox', { name: 'Aluno' })).toBeNull();
    await clickSave(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      body: {
        dscTitulo: 'Dentista',
        hexCorEvento: '#f64c60',
        indPrivado: 'S',
        perfis: [],
        codBseTurma: null,
      },
    });
  });

  it('asks "Deseja realmente salvar as alterações do evento?" before putting an edit', async () => {
    const { user } = open(2);
    const list = await table();
    await user.click(await within(list).findByRole('button', { name: 'Editar Reunião de pais' }));
    const form = await dialog();
    expect(within(form).getByRole('heading', { name: 'Editar evento' })).toBeInTheDocument();
    const title = within(form).getByRole('textbox', { name: /^Título/ });
    expect(title).toHaveValue('Reunião de pais');
    expect(within(form).getByRole('radio', { name: 'Vermelho' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Aluno' })).toBeChecked();
    await user.clear(title);
    await user.type(title, 'Reunião de pais e mestres');
    await clickSave(user);
    expect(await screen.findByText('Deseja realmente salvar as alterações do evento?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Não' }));
    expect(sent).toEqual([]);

    await clickSave(user);
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          url: '/api/cld_calendario/1',
          body: {
            dscTitulo: 'Reunião de pais e mestres',
            hexCorEvento: '#f64c60',
            datEvento: dayjs(on(10)).format(),
            indPrivado: 'N',
            perfis: [5, 6],
            codBseTurma: null,
            indTurma: 'N',
            dscDescricao: null,
            datFim: null,
            dscLocal: null,
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('titles a refused edit "Não é possível alterar." and keeps the dialog open', async () => {
    const { user } = open(2);
    refusal.next = { method: 'PUT', status: 403, message: 'Não foi você que criou.' };
    const list = await table();
    await user.click(await within(list).findByRole('button', { name: 'Editar Reunião de pais' }));
    await clickSave(user);
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Não é possível alterar.')).toBeInTheDocument();
    expect(screen.getByText('Não foi você que criou.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Editar evento' })).toBeInTheDocument();
  });

  it('takes a date typed in dd/mm/aaaa hh:mm within 1900 to 2100 only, and an end after the start', async () => {
    const { user, form } = await openNewEvent(3);
    const date = within(form).getByLabelText(/^Data e hora/);
    expect(date).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm');
    await user.type(within(form).getByRole('textbox', { name: /^Título/ }), 'Dentista');
    await user.click(within(form).getByRole('radio', { name: 'Privado' }));
    fireEvent.change(date, { target: { value: '01/01/2101 10:00' } });
    fireEvent.blur(date);
    expect(date).not.toHaveValue('01/01/2101 10:00');
    fireEvent.change(date, { target: { value: '20/03/2026 10:00' } });
    const end = within(form).getByLabelText(/^Término/);
    fireEvent.change(end, { target: { value: '20/03/2026 09:00' } });
    await user.type(within(form).getByRole('textbox', { name: /^Local/ }), 'Clínica');
    await clickSave(user);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'O fim do evento deve ser depois do início.',
    );
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    fireEvent.change(end, { target: { value: '20/03/2026 11:30' } });
    await clickSave(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      body: {
        datEvento: dayjs('2026-03-20T10:00').format(),
        datFim: dayjs('2026-03-20T11:30').format(),
        dscLocal: 'Clínica',
        dscDescricao: null,
      },
    });
  });

  it('shows the message of the field a 400 refused beside the fields and keeps the dialog open', async () => {
    const { user, form } = await openNewEvent(3);
    refusal.next = {
      method: 'POST',
      status: 400,
      message: 'Informações inválidas.',
      errors: [
        { field: 'datEvento', code: 'calendar.dateInvalid', message: 'Informe a data e a hora do evento.' },
      ],
    };
    await user.type(within(form).getByRole('textbox', { name: /^Título/ }), 'Dentista');
    await user.click(within(form).getByRole('radio', { name: 'Privado' }));
    await clickSave(user);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Informe a data e a hora do evento.');
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Novo evento' })).toBeInTheDocument();
  });

  it('makes the Professor choose one of its classes', async () => {
    const { user, form } = await openNewEvent(5);
    await user.type(within(form).getByRole('textbox', { name: /^Título/ }), 'Passeio');
    await user.click(within(form).getByRole('checkbox', { name: 'Aluno' }));
    await clickSave(user);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Favor preencher todos os campos.');
    expect(sent).toEqual([]);

    await user.click(
      within(form)
        .getAllByLabelText(/^Turma/)
        .find((e) => e.tagName === 'INPUT')!,
    );
    await user.click(await screen.findByRole('option', { name: '7º ano B', hidden: true }));
    await clickSave(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/cld_calendario',
      body: { dscTitulo: 'Passeio', indPrivado: 'N', perfis: [6], codBseTurma: 8, indTurma: 'N' },
    });
  });

  it('lets the Professor make an event for its class, seen by its students and teachers (decision 0075)', async () => {
    const { user, form } = await openNewEvent(5);
    await user.type(within(form).getByRole('textbox', { name: /^Título/ }), 'Prova de frações');
    await user.click(within(form).getByRole('radio', { name: 'Uma turma (alunos e professores)' }));
    expect(within(form).queryByRole('checkbox', { name: 'Aluno' })).toBeNull();
    await user.click(
      within(form)
        .getAllByLabelText(/^Turma/)
        .find((e) => e.tagName === 'INPUT')!,
    );
    await user.click(await screen.findByRole('option', { name: '7º ano B', hidden: true }));
    await user.type(within(form).getByRole('textbox', { name: /^Descrição/ }), 'Capítulos 3 e 4');
    await clickSave(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      body: { indTurma: 'S', codBseTurma: 8, perfis: [], dscDescricao: 'Capítulos 3 e 4' },
    });
  });
});
