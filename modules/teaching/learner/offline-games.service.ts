import { createHmac, hkdfSync } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { GameQuestions } from '@school/modules/content';
import {
  type OfflineGame,
  PICK_CHECKED_GAMES,
  type PlayerTrail,
  playsOnBoard,
  sealOfflineKey,
} from '@school/modules/teaching';
import type { Caller } from '@school/backend/auth/token.service';
import { JWT_SECRET } from '@school/backend/core/tokens';
import { GameRounds } from './game-rounds.service.js';
import { learnerDay } from './learner.decider.js';

/** HKDF's `info`: this key derives the offline keys' salts, and nothing else. */
const LABEL = 'school-platform/player/offline-keys/v1';
/** The rounds of memory and the puzzle the trail's payload carries drawn in advance, each for one offline round. */
export const PREDRAWN_ROUNDS = 5;

/**
 * The offline part of each game of the player's trail (decision 0077), for one student: the key
 * the picks of the games that give immediate feedback are checked against on the device (salted
 * hashes, never the answer key), and a few rounds of memory and the puzzle drawn in advance. The
 * salt is an HMAC, under a key derived from the signing secret, of the student, the class, the
 * content and São Paulo's day: another student, or the same one another day, gets other hashes.
 * Nothing is stored; every round is still replayed and scored by the server.
 */
@Injectable()
export class OfflineGames {
  private readonly key: Buffer;

  constructor(
    @Inject(JWT_SECRET) secret: string,
    private readonly rounds: GameRounds,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), LABEL, 32));
  }

  /** The day the salts are bound to: São Paulo's, as the learner's other days are. */
  today(): string {
    return learnerDay(new Date());
  }

  /** The salt of one student's key of one content of a class, for a day. */
  salt(userId: number, codBseTurma: number, codTrlConteudo: number, day: string): Uint8Array<ArrayBuffer> {
    const mac = createHmac('sha256', this.key)
      .update(`salt.${userId}.${codBseTurma}.${codTrlConteudo}.${day}`)
      .digest();
    return new Uint8Array(mac);
  }

  /** The trail with each game's offline part for the caller (`keys`: each game's answer key, by its content). */
  async attach(
    caller: Caller,
    trail: PlayerTrail,
    keys: ReadonlyMap<number, GameQuestions<string>>,
  ): Promise<PlayerTrail> {
    const day = this.today();
    const capitulos = await Promise.all(
      trail.capitulos.map(async (chapter) => ({
        ...chapter,
        aulas: await Promise.all(
          chapter.aulas.map(async (lesson) => ({
            ...lesson,
            conteudos: await Promise.all(
              lesson.conteudos.map(async (content) => {
                const key = keys.get(content.codTrlConteudo);
                if (content.codTrlTipoConteudo !== 3 || !key) return content;
                const at = { codBseTurma: trail.codBseTurma, codTrlConteudo: content.codTrlConteudo };
                const offline = await this.forGame(caller, at, key, day);
                return offline ? { ...content, offline } : content;
              }),
            ),
          })),
        ),
      })),
    );
    return { ...trail, capitulos };
  }

  private async forGame(
    caller: Caller,
    at: { codBseTurma: number; codTrlConteudo: number },
    key: GameQuestions<string>,
    day: string,
  ): Promise<OfflineGame | null> {
    if ((PICK_CHECKED_GAMES as readonly number[]).includes(key.codTrlJogo)) {
      const sealed = await sealOfflineKey(
        key,
        this.salt(caller.userId, at.codBseTurma, at.codTrlConteudo, day),
      );
      return sealed && { key: sealed };
    }
    if (playsOnBoard(key.codTrlJogo))
      return {
        rounds: Array.from({ length: PREDRAWN_ROUNDS }, () => this.rounds.draw(caller.userId, at, key)),
      };
    return null;
  }
}
