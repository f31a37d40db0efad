import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { ICalEventClass } from 'ical-generator';
import type { Db } from '@school/projections/kernel';
import { calendarFeedVersion } from '@school/projections/calendar';
import { findUserSession } from '@school/projections/user-sessions';
import type { Config } from '@school/backend/config/config';
import { CONFIG, DATABASE, JWT_SECRET } from '@school/backend/core/tokens';
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
/** An event without an end (decision 0075 made it optional): a feed shows it as one hour long. */
const EVENT_MS = 60 * 60 * 1000;

/** Where a feed is served, below the configured public address. */
const FEED_PATH = '/api/cld_calendario/ical/';

/** A feed's address: its user, its feed version, the user's session version, the signature. */
const TOKEN = /^(\d{1,10})-(\d{1,10})(?:-(\d{1,10}))?-([0-9a-f]{64})$/;

/**
 * The personal iCalendar feed (decisions 0031 and 0037). Its address is
 * `<user>-<feed version>-<session version>-<signature>`: an HMAC of the three numbers under a key
 * derived from the signing secret, so nothing secret is stored. A revocation (a new feed version)
 * ends every address given before, and so does whatever ends all of the user's sessions (a new
 * password, "Sair de todos os dispositivos", a deactivation, a deletion, a move: the session
 * version of the `user-sessions` read model goes up and never comes back down, so a reactivated
 * user asks for a new address). Addresses are absolute from PUBLIC_URL, never from the request.
 */
@Injectable()
export class CalendarFeedService {
  private readonly key: Buffer;
  private readonly base: string;

  constructor(
    @Inject(JWT_SECRET) secret: string,
    @Inject(CONFIG) config: Config,
    @Inject(DATABASE) private readonly db: Db,
    private readonly audience: CalendarAudienceService,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), LABEL, 32));
    this.base = `${config.PUBLIC_URL}${FEED_PATH}`;
  }

  /** The current address of a user's feed, absolute from the configured public URL. */
  async addressOf(codBseUsuario: number): Promise<string> {
    const [versao, session] = await Promise.all([
      calendarFeedVersion(this.db, codBseUsuario),
      findUserSession(this.db, codBseUsuario),
    ]);
    const sessao = session?.version ?? 0;
    return `${this.base}${codBseUsuario}-${versao}-${sessao}-${this.sign(codBseUsuario, versao, sessao)}.ics`;
  }

  /**
   * The feed of a token, or null when the token is forged, revoked, from before the user's
   * sessions were last ended, or its user is not active.
   */
  async feed(token: string): Promise<string | null> {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, user, version, sessionVersion, signature] = match;
    const codBseUsuario = Number(user);
    const versao = Number(version);
    // An address made before decision 0037 has no session version: it stands only while the
    // user's sessions have never been ended.
    const sessao = sessionVersion === undefined ? null : Number(sessionVersion);
    const expected = Buffer.from(this.sign(codBseUsuario, versao, sessao), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) return null;
    const [current, session] = await Promise.all([
      calendarFeedVersion(this.db, codBseUsuario),
      findUserSession(this.db, codBseUsuario),
    ]);
    if (current !== versao || session?.status !== 'active') return null;
    if (session.version !== (sessao ?? 0)) return null;
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
        end: dayjs(event.datFim ?? event.datEvento.getTime() + EVENT_MS).tz(FEED_TIMEZONE),
        timezone: FEED_TIMEZONE,
        summary: event.dscTitulo,
        description: [`Criado por ${event.nomUsuario}`, event.dscDescricao].filter(Boolean).join('\n\n'),
        location: event.dscLocal,
        class: event.indPrivado === 'S' ? ICalEventClass.PRIVATE : ICalEventClass.PUBLIC,
      });
    }
    return calendar.toString();
  }

  private sign(codBseUsuario: number, versao: number, sessao: number | null): string {
    const message = sessao === null ? `${codBseUsuario}.${versao}` : `${codBseUsuario}.${versao}.${sessao}`;
    return createHmac('sha256', this.key).update(message).digest('hex');
  }
}
