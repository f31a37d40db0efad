import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { signInWithClass } from '../../test/session';
import {
  filterInput,
  filterOptions,
  filters,
  on,
  open,
  routes,
  sent,
  stubCalendarApi,
  table,
} from './calendar.testing';

// The event list's and the event dialog's own tests are in CalendarEventTable.test.tsx and
// CalendarEventDialog.test.tsx; this file keeps what the page does around them.
beforeEach(stubCalendarApi);

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
    expect(filters[0]).toEqual({
      perfil: 'meus',
      dataInicio: start.toISOString(),
      dataFim: start.endOf('month').toISOString(),
    });
  });

  it('offers the Gestor its own, the Master’s and all events, all by default', async () => {
    const { user } = open(2);
    await within(await table()).findByText('Reunião de pais');
    expect(filterInput()).toHaveValue('Todos os eventos');
    expect(filters[0]?.perfil).toBe('todos');
    expect(await filterOptions(user)).toEqual(['Criados por mim', 'Criados pelo Master', 'Todos os eventos']);
    await user.click(screen.getByRole('option', { name: 'Criados pelo Master', hidden: true }));
    await waitFor(() => expect(filters.at(-1)?.perfil).toBe(1));
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
      expect(filters.at(-1)).toEqual({
        perfil: 'todos',
        dataInicio: next.toISOString(),
        dataFim: next.endOf('month').toISOString(),
      }),
    );
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
    expect(sent).toEqual([{ method: 'POST', url: '/api/cld_calendario/feed/revogar', body: null }]);
    expect(await screen.findByText('Endereço revogado: o anterior não funciona mais.')).toBeInTheDocument();
  });
});
