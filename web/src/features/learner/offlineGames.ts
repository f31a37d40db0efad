import { type DBSchema, openDB } from 'idb';
import {
  type GameRoundStart,
  offlineVerdict,
  type PickVerdict,
  type PlayerContent,
} from '@school/modules/teaching/contracts';
import { ApiError } from '../../shared/api';

/**
 * The player's games without a connection (decision 0077). A pick is checked on the device
 * against the game's offline key (salted hashes the trail carries for this student, never the
 * answer key): always, online too, since the verdict is the server's own (a property test proves
 * it) and a pick then costs no round trip, which is instant on a slow connection and nothing on a
 * small data plan. A round of memory or the puzzle is asked of the server, and only when the
 * server cannot be reached is one of the rounds drawn in advance used, each once per device
 * (the server would refuse a second answer of it anyway). Every round is still scored by the server.
 */

type GameContent = Extract<PlayerContent, { codTrlTipoConteudo: 3 }>;

/** Whether a request failed for want of the server: no connection, or a gateway that could not reach it. */
export const unreachable = (error: unknown): boolean =>
  error instanceof ApiError && (error.isNetwork || [502, 503, 504].includes(error.status));

/**
 * A game's pick check: on the device when the trail carries its key and the browser has Web
 * Crypto; else, or should the check fail, `server` (POST /plataforma/jogada).
 */
export function pickCheck(
  content: GameContent,
  server: (pick: string) => Promise<PickVerdict>,
): (pick: string) => Promise<PickVerdict> {
  const key = content.offline?.key;
  // Web Crypto is there in a secure context only (https, localhost): elsewhere the server checks.
  if (!key || !globalThis.crypto?.subtle) return server;
  return (pick) => offlineVerdict(key, content.jogo, pick).catch(() => server(pick));
}

interface UsedRounds extends DBSchema {
  used: {
    key: string;
    value: { roundId: string; userId: number; codTrlConteudo: number; usedAt: number };
  };
}

/** The rounds drawn in advance this device has used: kept a month (a trail is kept a week). */
const KEEP_MS = 30 * 24 * 3600 * 1000;
let opened: ReturnType<typeof openDB<UsedRounds>> | null = null;
const db = () =>
  (opened ??= openDB<UsedRounds>('school-offline-rounds', 1, {
    upgrade: (database) => database.createObjectStore('used', { keyPath: 'roundId' }),
  }));

/**
 * The first round drawn in advance for this game that this device has not used, marked used (per
 * user and content, kept across reloads and tabs: one IndexedDB transaction claims it, so two tabs
 * offline at once never get the same); null when all are used.
 */
export async function claimPredrawnRound(
  userId: number,
  content: GameContent,
): Promise<GameRoundStart | null> {
  const rounds = content.offline?.rounds ?? [];
  if (rounds.length === 0) return null;
  const tx = (await db()).transaction('used', 'readwrite');
  let claimed: GameRoundStart | null = null;
  for (const round of rounds) {
    if (await tx.store.get(round.roundId)) continue;
    await tx.store.put({
      roundId: round.roundId,
      userId,
      codTrlConteudo: content.codTrlConteudo,
      usedAt: Date.now(),
    });
    claimed = round;
    break;
  }
  // What was used long ago can never come back in a kept trail.
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue())
    if (cursor.value.usedAt < Date.now() - KEEP_MS) await cursor.delete();
  await tx.done;
  return claimed;
}

/**
 * A round's start: the server's (POST /plataforma/rodada); when it cannot be reached, a round
 * drawn in advance this device has not used; else the server's failure.
 */
export function roundStart(
  userId: number,
  content: GameContent,
  server: () => Promise<GameRoundStart>,
): () => Promise<GameRoundStart> {
  return async () => {
    try {
      return await server();
    } catch (error) {
      if (!unreachable(error)) throw error;
      const kept = await claimPredrawnRound(userId, content).catch(() => null);
      if (!kept) throw error;
      return kept;
    }
  };
}
