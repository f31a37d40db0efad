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
 * The decoys, IVs and the rounds' nonces are derived too, from a key only the server holds: one
 * student's trail read twice the same day is the same bytes (an unchanged trail revalidates).
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
      const salt = this.salt(caller.userId, at.codBseTurma, at.codTrlConteudo, day);
      const sealed = await sealOfflineKey(key, salt, (label, bytes) => this.noise(salt, label, bytes));
      return sealed && { key: sealed };
    }
    if (playsOnBoard(key.codTrlJogo))
      return {
        rounds: Array.from({ length: PREDRAWN_ROUNDS }, (_, i) =>
          this.rounds.draw(caller.userId, at, key, this.nonce(caller.userId, at, day, i)),
        ),
      };
    return null;
  }

  /**
   * The decoys and IVs of a key: HMAC blocks under the server's key, so they look random to the
   * device (the salt does not make them) and one student's read of one day is always the same.
   */
  private noise(salt: Uint8Array, label: string, bytes: number): Uint8Array<ArrayBuffer> {
    const blocks: Buffer[] = [];
    for (let n = 0; blocks.length * 32 < bytes; n++)
      blocks.push(
        createHmac('sha256', this.key)
          .update(`noise.${Buffer.from(salt).toString('base64url')}.${label}.${n}`)
          .digest(),
      );
    return new Uint8Array(Buffer.concat(blocks).subarray(0, bytes));
  }

  /** The nonce of the `i`th round drawn in advance for a student's game on a day: the same all day. */
  private nonce(userId: number, at: { codBseTurma: number; codTrlConteudo: number }, day: string, i: number) {
    return createHmac('sha256', this.key)
      .update(`round.${userId}.${at.codBseTurma}.${at.codTrlConteudo}.${day}.${i}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }
}
