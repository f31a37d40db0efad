import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiMock } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInWithClass } from '../../test/session';
import {
  clickSave,
  dialog,
  EVENTS,
  filterInput,
  filterOptions,
  on,
  open,
  READS,
  routes,
  table,
} from './calendar.testing';

let api: ApiMock;
type Filter = { perfil: unknown; dataInicio: string; dataFim: string };
/** The filters the page asked for (a read, sent as a POST). */
const filters = () => api.bodies('POST /cld_calendario/filtrar') as Filter[];
/** What the user's actions wrote. */
const sent = () => api.writes().filter((c) => c.url !== '/api/cld_calendario/filtrar');

beforeEach(() => {
  notifications.clean();
  api = mockApi({
    'POST /cld_calendario/filtrar': EVENTS,
    ...READS,
    'POST /cld_calendario': 1,
    'PUT /cld_calendario/:id': 1,
    'DELETE /cld_calendario/:id': 1,
    'POST /cld_calendario/feed/revogar': { url: 'https://escola.test/ical/new.ics' },
  });
});

describe('calendar: the filter', () => {
  it('redirects /calendario to the list', async () => {
    signInWithClass(1);
    const { router } = renderRoutes(routes, '/calendario');
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendario/listar'));
  });

  it('offers the Master only its own events, asked for the displayed month', async () => {
    const { user } = open(1);
    await within(await table()).findByText('Reunião de pais');
    expect(filterInput()).toHaveValue('Criados por mim');
    expect(await filterOptions(user)).toEqual(['Criados por mim']);
    const start = dayjs().startOf('month');
    expect(filters()[0]).toEqual({
      perfil: 'meus',
      dataInicio: start.toISOString(),
      dataFim: start.endOf('month').toISOString(),
    });
  });

  it('offers the Gestor its own, the Master’s and all events, all by default', async () => {
    const { user } = open(2);
    await within(await table()).findByText('Reunião de pais');
    expect(filterInput()).toHaveValue('Todos os eventos');
    expect(filters()[0]?.perfil).toBe('todos');
    expect(await filterOptions(user)).toEqual(['Criados por mim', 'Criados pelo Master', 'Todos os eventos']);
    await user.click(screen.getByRole('option', { name: 'Criados pelo Master', hidden: true }));
    await waitFor(() => expect(filters().at(-1)?.perfil).toBe(1));
  });

  it('offers the Aluno every creator profile', async () => {
    const { user } = open(6);
    await within(await table()).findByText('Reunião de pais');
    expect(filterInput()).toHaveValue('Todos os eventos');
    expect(await filterOptions(user)).toEqual([
      'Criados por mim',
      'Criados pelo Master',
      'Criados pelo gestor',
      'Criados pelo diretor',
      'Criados pelo coordenador',
      'Criados pelo professor',
      'Todos os eventos',
    ]);
  });
});

describe('calendar: the month and the list', () => {
  it('lists the month with colour names and privacy, shows a day’s events and goes back to the month', async () => {
    const { user } = open(2);
    const list = await table();
    await within(list).findByText('Feira de ciências');
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('img', { name: 'Vermelho' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(dayjs(on(10)).format('DD/MM/YYYY HH:mm'));
    expect(rows[0]).toHaveTextContent('Público');
    expect(within(rows[2]!).getByRole('img', { name: 'Preto' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Privado');

    const day20 = dayjs().date(20).format('DD/MM/YYYY');
    const day20Name = dayjs().date(20).locale('pt-br').format('D [de] MMMM [de] YYYY');
    await user.click(
      screen.getByRole('button', { name: `${day20Name}, 1 evento: Feira de ciências (Verde)` }),
    );
    expect(await screen.findByRole('heading', { name: `Eventos de ${day20}` })).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('Reunião de pais')).toBeNull());
    expect(within(list).getByText('Feira de ciências')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Todos do mês' }));
    await within(list).findByText('Reunião de pais');

    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    const next = dayjs().startOf('month').add(1, 'month');
    await waitFor(() =>
      expect(filters().at(-1)).toEqual({
        perfil: 'todos',
        dataInicio: next.toISOString(),
        dataFim: next.endOf('month').toISOString(),
      }),
    );
  });

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
    await waitFor(() => expect(sent()).toEqual([{ method: 'DELETE', url: '/api/cld_calendario/1' }]));
    expect(await screen.findByText('Evento apagado.')).toBeInTheDocument();
  });

  it('titles a refused delete "Não é possível deletar."', async () => {
    const { user } = open(2);
    api.on({ 'DELETE /cld_calendario/:id': refusal(403, 'Não foi você que criou.', 'x') });
    const list = await table();
    await user.click(await within(list).findByRole('button', { name: 'Apagar Prova' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Não é possível deletar.')).toBeInTheDocument();
    expect(screen.getByText('Não foi você que criou.')).toBeInTheDocument();
  });
});

describe('calendar: the event dialog', () => {
  it('refuses a blank title or a public event with no profile, then posts the event', async () => {
    const { user } = open(2);
    await within(await table()).findByText('Reunião de pais');
    await user.click(screen.getByRole('button', { name: 'Novo evento' }));
    const form = await dialog();
    expect(within(form).getByRole('heading', { name: 'Novo evento' })).toBeInTheDocument();
    await clickSave(user);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Favor preencher todos os campos.');

    await user.type(within(form).getByRole('textbox', { name: /^Título/ }), 'Reunião geral');
    await user.click(within(form).getByRole('radio', { name: 'Azul-marinho' }));
    fireEvent.change(within(form).getByLabelText(/^Data e hora/), { target: { value: '2026-03-15T14:30' } });
    await clickSave(user);
    expect(within(form).getByRole('alert')).toHaveTextContent('Favor preencher todos os campos.');
    expect(sent()).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: 'Aluno' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Professor' }));
    await clickSave(user);
    await waitFor(() =>
      expect(sent()).toEqual([
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
          },
        },
      ]),
    );
    expect(await screen.findByText('Evento salvo.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 10_000); // three saves, each behind the 2-second lock

  it('posts a private event without profiles', async () => {
    const { user } = open(3);
    await within(await table()).findByText('Reunião de pais');
    await user.click(screen.getByRole('button', { name: 'Novo evento' }));
    const form = await dialog();
    await user.type(within(form).getByRole('textbox', { name: /^Título/ }), 'Dentista');
    await user.click(within(form).getByRole('radio', { name: 'Privado' }));
    expect(within(form).queryByRole('checkbox', { name: 'Aluno' })).toBeNull();
    await clickSave(user);
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
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
    expect(sent()).toEqual([]);

    await clickSave(user);
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(sent()).toEqual([
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
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 10_000);

  it('titles a refused edit "Não é possível alterar." and keeps the dialog open', async () => {
    const { user } = open(2);
    api.on({ 'PUT /cld_calendario/:id': refusal(403, 'Não foi você que criou.', 'x') });
    const list = await table();
    await user.click(await within(list).findByRole('button', { name: 'Editar Reunião de pais' }));
    await clickSave(user);
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Não é possível alterar.')).toBeInTheDocument();
    expect(screen.getByText('Não foi você que criou.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Editar evento' })).toBeInTheDocument();
  });

  it('makes the Professor choose one of its classes', async () => {
    const { user } = open(5);
    await within(await table()).findByText('Reunião de pais');
    await user.click(screen.getByRole('button', { name: 'Novo evento' }));
    const form = await dialog();
    await user.type(within(form).getByRole('textbox', { name: /^Título/ }), 'Passeio');
    await user.click(within(form).getByRole('checkbox', { name: 'Aluno' }));
    await clickSave(user);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Favor preencher todos os campos.');
    expect(sent()).toEqual([]);

    await user.click(
      within(form)
        .getAllByLabelText(/^Turma/)
        .find((e) => e.tagName === 'INPUT')!,
    );
    await user.click(await screen.findByRole('option', { name: '7º ano B', hidden: true }));
    await clickSave(user);
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      method: 'POST',
      url: '/api/cld_calendario',
      body: { dscTitulo: 'Passeio', indPrivado: 'N', perfis: [6], codBseTurma: 8 },
    });
  });
});

describe('calendar: the iCalendar address', () => {
  it('shows the address and revokes it after a question', async () => {
    const { user } = open(6);
    const address = await screen.findByRole('textbox', { name: 'Endereço do meu calendário' });
    await waitFor(() => expect(address).toHaveValue('https://escola.test/ical/abc.ics'));
    expect(address).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Copiar endereço' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revogar endereço' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(address).toHaveValue('https://escola.test/ical/new.ics'));
    expect(sent()).toEqual([{ method: 'POST', url: '/api/cld_calendario/feed/revogar' }]);
    expect(await screen.findByText('Endereço revogado: o anterior não funciona mais.')).toBeInTheDocument();
  });
});
