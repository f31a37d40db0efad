// The calendar screen's fixtures and API mock, shared by the tests of its parts (the page,
// the event list, the event dialog), which all click through the page.
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { expect } from 'vitest';
import { type ApiRequest, mockApi, reply } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInWithClass } from '../../test/session';
import { CalendarIndexRedirect, CalendarPage } from './CalendarPage';

/** A day of the displayed (current) month at 14:00, as the server answers dates. */
export const on = (day: number, hour = 14) =>
  dayjs().date(day).hour(hour).minute(0).second(0).millisecond(0).toISOString();

export const event = (codCldCalendario: number, change: object = {}) => ({
  codCldCalendario,
  dscTitulo: `Evento ${codCldCalendario}`,
  hexCorEvento: '#f64c60',
  datEvento: on(10),
  indPrivado: 'N',
  codBseTurma: null,
  indTurma: 'N',
  perfis: [5, 6],
  dscDescricao: null,
  datFim: null,
  dscLocal: null,
  codUsuarioCriacao: 20,
  nomUsuario: 'Professora Ana',
  cstLogin: 'DMMT-0005',
  codPerfilCriacao: 2,
  loginOwner: true,
  ...change,
});

export const EVENTS = [
  event(1, { dscTitulo: 'Reunião de pais' }),
  event(2, {
    dscTitulo: 'Feira de ciências',
    hexCorEvento: '#86c879',
    datEvento: on(20, 9),
    nomUsuario: 'Diretor Paulo',
    codUsuarioCriacao: 9,
    codPerfilCriacao: 3,
    loginOwner: false,
  }),
  event(3, { dscTitulo: 'Prova', hexCorEvento: '#333333', indPrivado: 'S', perfis: [] }),
];

/** What the page reads besides the events: the profiles to share with, the feed, the user's classes. */
export const READS = {
  'GET /bse_perfil/perfisCalendario/x': [
    { codBsePerfil: 4, nomPerfil: 'Coordenador' },
    { codBsePerfil: 5, nomPerfil: 'Professor' },
    { codBsePerfil: 6, nomPerfil: 'Aluno' },
  ],
  'GET /cld_calendario/feed': { url: 'https://escola.test/ical/abc.ics' },
  'GET /bse_usuario_turma/carregarMinhasTurmas/x': [
    { codBseTurma: 7, nomTurma: '6º ano A', codBseUsuario: 20, indAtual: 'S' },
    { codBseTurma: 8, nomTurma: '7º ano B', codBseUsuario: 20, indAtual: 'N' },
  ],
};

/** The writes sent, the filters asked for, and the refusal the next write of a method gets. */
export const sent: { method: string; url: string; body: unknown }[] = [];
export const filters: { perfil: unknown; dataInicio: string; dataFim: string }[] = [];
export const refusal: {
  next: {
    method: string;
    status: number;
    message: string;
    errors?: { field: string; code: string; message: string }[];
  } | null;
} = { next: null };

export function stubCalendarApi() {
  notifications.clean();
  sent.length = 0;
  filters.length = 0;
  refusal.next = null;
  const write = ({ method, url, body }: ApiRequest) => {
    sent.push({ method, url, body: body ?? null });
    const refuse = refusal.next;
    if (refuse?.method === method)
      return reply(refuse.status, {
        status: refuse.status,
        code: 'x',
        message: refuse.message,
        errors: refuse.errors,
      });
    return url === '/api/cld_calendario/feed/revogar' ? { url: 'https://escola.test/ical/new.ics' } : 1;
  };
  mockApi({
    'POST /cld_calendario/filtrar': ({ body }) => {
      filters.push(body as (typeof filters)[number]);
      return EVENTS;
    },
    ...READS,
    'GET /*': reply(404, {}),
    'POST /*': write,
    'PUT /*': write,
    'DELETE /*': write,
  });
}

export const routes = [
  { path: '/calendario', element: <CalendarIndexRedirect /> },
  { path: '/calendario/listar', element: <CalendarPage /> },
];

export function open(profile: number) {
  signInWithClass(profile);
  const result = renderRoutes(routes, '/calendario/listar');
  return { ...result, user: userEvent.setup() };
}

/** Opens the page as `profile`, waits for the month's events and opens the "Novo evento" dialog. */
export async function openNewEvent(profile: number) {
  const opened = open(profile);
  await within(await table()).findByText('Reunião de pais');
  await opened.user.click(screen.getByRole('button', { name: 'Novo evento' }));
  return { ...opened, form: await dialog() };
}

export const table = () => screen.findByRole('table', { name: 'Eventos' });
export const filterInput = () => screen.getAllByLabelText('Filtro').find((e) => e.tagName === 'INPUT')!;
export const dialog = () => screen.findByRole('dialog');

export async function filterOptions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(filterInput());
  const listbox = await screen.findByRole('listbox', { hidden: true });
  return within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent);
}

/** Waits for the save button's 2-second lock to end, then clicks it. */
export async function clickSave(user: ReturnType<typeof userEvent.setup>) {
  const save = within(await dialog()).getByRole('button', { name: 'Salvar' });
  await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'), { timeout: 3_000 });
  await user.click(save);
}
