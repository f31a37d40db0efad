import { Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import {
  type CalendarEvent,
  calendarEventSchema,
  type CalendarFeed,
  calendarFilterSchema,
  type CalendarViewer,
  type CalendarEventInput,
  type CalendarFilter,
} from '@school/modules/community';
import { dateField, DomainError } from '@school/modules/kernel';
import { CurrentUser, Public, RequirePermission } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { CalendarAudienceService } from './calendar-audience.service.js';
import { CalendarFeedService } from './calendar-feed.service.js';
import { ChangeCalendarEventCommand } from './change-calendar-event.handler.js';
import { CreateCalendarEventCommand } from './create-calendar-event.handler.js';
import { DeleteCalendarEventCommand } from './delete-calendar-event.handler.js';
import { RevokeCalendarFeedCommand } from './revoke-calendar-feed.handler.js';
import { Route } from '@school/backend/http/route';
import { LimitPerUser } from '@school/backend/rate-limit/user-limits';

const daySchema = z.object({ data: dateField('day', 'calendar.dateInvalid') });

/** Brasília has no daylight saving time since 2019: its days start at 03:00 UTC. */
const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);

/**
 * The calendar (cld_calendario, /calendario): events with their audience decided here
 * (decision 0031); only an event's creator changes or deletes it. The personal iCalendar feed
 * is read without a session, by its secret address.
 */
@ApiTags('Calendário')
@ApiBearerAuth()
@Controller('cld_calendario')
export class CalendarController {
  constructor(
    private readonly commands: CommandBus,
    private readonly audience: CalendarAudienceService,
    private readonly feeds: CalendarFeedService,
  ) {}

  private async viewer(caller: Caller): Promise<CalendarViewer> {
    const viewer = await this.audience.viewerOf(caller.userId);
    if (!viewer) throw new DomainError('generic.forbidden');
    return viewer;
  }

  @Route.get(
    '',
    'calendar.read',
    'Every event the caller may see, by date: its own, and public ones for its profile and place',
  )
  async list(@CurrentUser() caller: Caller): Promise<CalendarEvent[]> {
    const viewer = await this.viewer(caller);
    return (await this.audience.visibleEvents(viewer)).map((e) => this.audience.answer(viewer, e));
  }

  @Post('filtrar')
  @HttpCode(200)
  @RequirePermission('calendar.read')
  @ApiOperation({
    summary:
      'The events the caller may see of a filter: perfil "meus" (its own), 1 to 5 (created by that profile) or ' +
      '"todos"; dataInicio and dataFim (ISO) bound the range [start, end)',
  })
  async filter(
    @ValidBody(calendarFilterSchema) body: CalendarFilter,
    @CurrentUser() caller: Caller,
  ): Promise<CalendarEvent[]> {
    const { perfil, dataInicio, dataFim } = body;
    const viewer = await this.viewer(caller);
    const events = await this.audience.visibleEvents(viewer, {
      own: perfil === 'meus',
      creatorProfile: typeof perfil === 'number' ? perfil : undefined,
      from: dataInicio ? new Date(dataInicio) : undefined,
      to: dataFim ? new Date(dataFim) : undefined,
    });
    return events.map((e) => this.audience.answer(viewer, e));
  }

  @Route.post(
    'getEventosCalendarioDoDia',
    'calendar.read',
    'The events the caller may see on one day (`data`, YYYY-MM-DD, Brasília time)',
  )
  async day(
    @ValidBody(daySchema) body: z.infer<typeof daySchema>,
    @CurrentUser() caller: Caller,
  ): Promise<CalendarEvent[]> {
    const { data } = body;
    const viewer = await this.viewer(caller);
    const from = dayStart(data);
    const to = new Date(from.getTime() + 24 * 60 * 60 * 1000);
    return (await this.audience.visibleEvents(viewer, { from, to })).map((e) =>
      this.audience.answer(viewer, e),
    );
  }

  @Route.get(
    'feed',
    'calendar.read',
    'The caller’s personal iCalendar address (RFC 5545): `{url}`, absolute from PUBLIC_URL. It stops ' +
      'when revoked and when every session of the caller ends (new password, sign-out everywhere, ' +
      'deactivation, deletion, a move); then this answers a new one',
  )
  async feed(@CurrentUser() caller: Caller): Promise<CalendarFeed> {
    return { url: await this.feeds.addressOf(caller.userId) };
  }

  @Route.post(
    'feed/revogar',
    'calendar.read',
    'Revoke the caller’s iCalendar address: every address given before stops; answers the new `{url}`',
  )
  async revoke(@Meta() meta: RequestMeta, @CurrentUser() caller: Caller): Promise<CalendarFeed> {
    await this.commands.execute(new RevokeCalendarFeedCommand(meta));
    return { url: await this.feeds.addressOf(caller.userId) };
  }

  @Get('ical/:file')
  @Public()
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'A personal iCalendar feed (`{token}.ics`, America/Sao_Paulo): the events its user may see; 404 once ' +
      'revoked or once every session of its user ended',
  })
  async ical(@Param('file') file: string): Promise<string> {
    const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
    const feed = token ? await this.feeds.feed(token) : null;
    if (feed === null) throw new DomainError('generic.notFound');
    return feed;
  }

  @Route.get(':id', 'calendar.read', 'One event the caller may see; 404 otherwise')
  async get(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<CalendarEvent> {
    const viewer = await this.viewer(caller);
    return this.audience.answer(viewer, await this.audience.visibleEvent(viewer, id));
  }

  @Route.post(
    '',
    'calendar.write',
    'Create an event: dscTitulo (100), hexCorEvento (one of the 8 colours), datEvento (ISO), indPrivado S/N ' +
      '(N by default), perfis (at least one when public), codBseTurma (a Professor’s own class, required for ' +
      'profile 5); "Favor preencher todos os campos." otherwise. indTurma S: for the class codBseTurma, seen by ' +
      'its students and teachers only, made by its Professor or the Gestor, Diretor or Coordenador over it ' +
      '("Escolha uma das suas turmas." otherwise; never private). Optional dscDescricao (1000), datFim (ISO, ' +
      'after datEvento) and dscLocal (200) (decision 0075). Answers 1',
    DONE_ANSWER,
  )
  @LimitPerUser('calendarEvents')
  create(@ValidBody(calendarEventSchema) body: CalendarEventInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new CreateCalendarEventCommand(body, meta));
  }

  @Route.put(
    ':codCldCalendario',
    'calendar.write',
    'Change an event (the same fields): its creator only, 403 "Não foi você que criou." otherwise',
    DONE_ANSWER,
  )
  change(
    @IdParam('codCldCalendario') id: number,
    @ValidBody(calendarEventSchema) body: CalendarEventInput,
    @Meta() meta: RequestMeta,
  ) {
    return this.commands.execute(new ChangeCalendarEventCommand(id, body, meta));
  }

  @Route.delete(
    ':id',
    'calendar.write',
    'Delete an event: its creator only, 403 "Não foi você que criou." otherwise',
    DONE_ANSWER,
  )
  delete(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteCalendarEventCommand(id, meta));
  }
}
