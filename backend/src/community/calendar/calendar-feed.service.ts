import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { ICalEventClass } from 'ical-generator';
import type { Db } from '@school/projections/kernel';
import { calendarFeedVersion } from '@school/projections/calendar';
import { DATABASE, JWT_SECRET } from '../../core/tokens.js';
import { CalendarAudienceService } from './calendar-audience.service.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const LABEL = 'school-platform calendar feed v1';
export const FEED_TIMEZONE = 'America/Sao_Paulo';
/**
 * Brasília time as it is since 2019: UTC−3 all year, no daylight saving. (The published
 * VTIMEZONE packages still carry the old summer time, which would move December events by an
 * hour in every calendar app.)
 */
const SAO_PAULO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${FEED_TIMEZONE}`,
  `X-LIC-LOCATION:${FEED_TIMEZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');
/** An event has a start only: a feed shows it as one hour long. */
const EVENT_MS = 60 * 60 * 1000;

/**
 * The personal iCalendar feed (decision 0031). Its address is `<user>-<version>-<signature>`:
 * an HMAC of the user and its feed version under a key derived from the signing secret, so
 * nothing secret is stored, and a revocation (a new version) ends every address given before.
 */
@Injectable()
export class CalendarFeedService {
  private readonly key: Buffer;

  constructor(
    @Inject(JWT_SECRET) secret: string,
    @Inject(DATABASE) private readonly db: Db,
    private readonly audience: CalendarAudienceService,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), LABEL, 32));
  }

  /** The current token of a user's feed. */
  async tokenOf(codBseUsuario: number): Promise<string> {
    const versao = await calendarFeedVersion(this.db, codBseUsuario);
    return `${codBseUsuario}-${versao}-${this.sign(codBseUsuario, versao)}`;
  }

  /** The feed of a token, or null when the token is forged, revoked, or its user inactive. */
  async feed(token: string): Promise<string | null> {
    const match = /^(\d{1,10})-(\d{1,10})-([0-9a-f]{64})$/.exec(token);
    if (!match) return null;
    const [, user, version, signature] = match;
    const codBseUsuario = Number(user);
    const versao = Number(version);
    const expected = Buffer.from(this.sign(codBseUsuario, versao), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) return null;
    if ((await calendarFeedVersion(this.db, codBseUsuario)) !== versao) return null;
    const viewer = await this.audience.viewerOf(codBseUsuario);
    if (!viewer) return null;
    const calendar = ical({
      name: 'Plataforma Escolar',
      prodId: { company: 'Plataforma Escolar', product: 'Calendário', language: 'PT' },
      timezone: {
        name: FEED_TIMEZONE,
        generator: (tz) => (tz === FEED_TIMEZONE ? SAO_PAULO_VTIMEZONE : null),
      },
    });
    for (const event of await this.audience.visibleEvents(viewer)) {
      calendar.createEvent({
        id: `cld-calendario-${event.codCldCalendario}@plataforma-escolar`,
        start: dayjs(event.datEvento).tz(FEED_TIMEZONE),
        end: dayjs(event.datEvento.getTime() + EVENT_MS).tz(FEED_TIMEZONE),
        timezone: FEED_TIMEZONE,
        summary: event.dscTitulo,
        description: `Criado por ${event.nomUsuario}`,
        class: event.indPrivado === 'S' ? ICalEventClass.PRIVATE : ICalEventClass.PUBLIC,
      });
    }
    return calendar.toString();
  }

  private sign(codBseUsuario: number, versao: number): string {
    return createHmac('sha256', this.key).update(`${codBseUsuario}.${versao}`).digest('hex');
  }
}
