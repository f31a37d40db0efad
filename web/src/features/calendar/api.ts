import { createElement } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type {
  CalendarEvent,
  CalendarEventInput,
  CalendarFeed,
  CalendarFilterValue,
} from '@school/modules/community/contracts';
import { Message } from '../../i18n/messages';
import { api, ApiError } from '../../shared/api';
import { useApiGet, useWrite } from '../../shared/query';

/** Every events query starts with this key (the feed has its own: saving an event leaves it alone). */
export const CALENDAR_KEY = ['cld_calendario'] as const;
export const CALENDAR_FEED_KEY = ['cld_calendario_feed'] as const;

/** A profile a public event may be shown to (GET /bse_perfil/perfisCalendario/x). */
export interface CalendarProfileChoice {
  codBsePerfil: number;
  nomPerfil: string;
}

/**
 * POST /cld_calendario/filtrar: the events of one filter the caller may see in the month of
 * `month` (YYYY-MM-DD), from its first to its last instant, by date.
 */
export function useCalendarEvents(perfil: CalendarFilterValue, month: string) {
  const start = dayjs(month).startOf('month');
  const body = { perfil, dataInicio: start.toISOString(), dataFim: start.endOf('month').toISOString() };
  return useQuery({
    queryKey: [...CALENDAR_KEY, perfil, start.format('YYYY-MM')],
    queryFn: ({ signal }) =>
      api<CalendarEvent[]>('/cld_calendario/filtrar', { method: 'POST', body, signal }),
  });
}

/** The profiles the caller may show a public event to. */
export function useCalendarProfiles() {
  return useQuery({
    queryKey: ['bse_perfil', 'perfisCalendario'],
    queryFn: ({ signal }) => api<CalendarProfileChoice[]>('/bse_perfil/perfisCalendario/x', { signal }),
    staleTime: Infinity,
  });
}

/** GET /cld_calendario/feed: the caller's iCalendar address. */
export function useCalendarFeed() {
  return useApiGet<CalendarFeed>(CALENDAR_FEED_KEY, '/cld_calendario/feed');
}

/** A 403 on someone else's event says what was refused (the spec's title), over the server's message. */
const refusedTitle = (code: 'calendar.cannotEdit' | 'calendar.cannotDelete') => (error: unknown) =>
  error instanceof ApiError && error.status === 403 ? { title: createElement(Message, { code }) } : {};

/** The message code of the first field a 400 refused (the form shows it beside its fields), or null. */
export const refusedField = (error: unknown): string | null =>
  error instanceof ApiError && error.status === 400 ? (error.errors[0]?.code ?? null) : null;

/** Creates an event (`id` null) or changes the caller's own. */
export function useSaveCalendarEvent() {
  return useWrite({
    write: ({ id, body }: { id: number | null; body: CalendarEventInput }, idempotencyKey) =>
      id === null
        ? api('/cld_calendario', { method: 'POST', body, idempotencyKey })
        : api(`/cld_calendario/${id}`, { method: 'PUT', body, idempotencyKey }),
    invalidates: [CALENDAR_KEY],
    notifyErrors: (error, { id }) => (id === null ? {} : refusedTitle('calendar.cannotEdit')(error)),
  });
}

export function useDeleteCalendarEvent() {
  return useWrite({
    write: (id: number, idempotencyKey) => api(`/cld_calendario/${id}`, { method: 'DELETE', idempotencyKey }),
    invalidates: [CALENDAR_KEY],
    notifyErrors: refusedTitle('calendar.cannotDelete'),
  });
}

/** POST /cld_calendario/feed/revogar: a new address; the old one stops working. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useWrite({
    write: async (_: void, idempotencyKey) => {
      const next = await api<CalendarFeed>('/cld_calendario/feed/revogar', {
        method: 'POST',
        idempotencyKey,
      });
      queryClient.setQueryData(CALENDAR_FEED_KEY, next);
      return next;
    },
  });
}
