import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { GameQuestions } from '@school/modules/content';
import { DomainError } from '@school/modules/kernel';
import { drawBoard, type GameRoundStart, type StartRoundInput } from '@school/modules/teaching';
import type { Caller } from '@school/backend/auth/token.service';
import { JWT_SECRET } from '@school/backend/core/tokens';
import { LearnerTrails } from './learner-trails.service.js';

/** HKDF's `info`: this key signs game rounds and draws their boards, and nothing else. */
const LABEL = 'school-platform/player/game-rounds/v1';
/** `<nonce>.<signature>`, both base64url: 16 random bytes, an HMAC-SHA256. */
const ROUND_ID = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** A round the server started, as its answers are recorded with it (GameAttempted's `roundId`, `board`). */
export interface DrawnRound {
  roundId: string;
  /** Memory's cards, the puzzle's starting order; absent for the games without a board. */
  board?: number[];
}

/**
 * The rounds of the player's games (decision 0057). A round's id is a random nonce signed with a
 * key derived from the signing secret, for one learner, class and content: nothing is stored when
 * a round starts, and any instance, before or after a restart, knows the rounds it started. Its
 * board (memory's card layout, the puzzle's starting order) is drawn from the same key and the
 * round's id, so each check of the round draws the very board the device was given.
 */
@Injectable()
export class GameRounds {
  private readonly key: Buffer;

  constructor(
    @Inject(JWT_SECRET) secret: string,
    private readonly trails: LearnerTrails,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), LABEL, 32));
  }

  /** POST /plataforma/rodada: a new round of a game of the class's active trail, and its board. */
  async start(caller: Caller, input: StartRoundInput): Promise<GameRoundStart> {
    const { key } = await this.trails.place(caller, input.codBseTurma, input.codTrlConteudo);
    if (!key) throw new DomainError('content.typeMismatch');
    return this.draw(caller.userId, input, key);
  }

  /**
   * A new round of the game `key` for a learner at a content of a class, and its board, signed
   * as `start` signs it: the rounds the trail's payload carries drawn in advance (decision 0077)
   * are these, so `tentativa` takes them as any other, each once. `nonce`: 16 bytes, base64url
   * (random unless given: the trail's are derived, so one day's read gives the same ones).
   */
  draw(
    userId: number,
    at: StartRoundInput,
    key: GameQuestions<string>,
    nonce = randomBytes(16).toString('base64url'),
  ): GameRoundStart {
    const roundId = `${nonce}.${this.sign(userId, at, nonce)}`;
    return { roundId, board: drawBoard(key, this.random(roundId)) };
  }

  /**
   * The round of `roundId` with its board, when this server started it for this caller and
   * content; null for any other id (forged, another learner's, another game's).
   */
  drawn(caller: Caller, at: StartRoundInput, roundId: string, key: GameQuestions<string>): DrawnRound | null {
    const match = ROUND_ID.exec(roundId);
    if (!match) return null;
    const expected = Buffer.from(this.sign(caller.userId, at, match[1]!), 'base64url');
    if (!timingSafeEqual(expected, Buffer.from(match[2]!, 'base64url'))) return null;
    const board = drawBoard(key, this.random(roundId));
    return board.length ? { roundId, board } : { roundId };
  }

  private sign(userId: number, at: StartRoundInput, nonce: string): string {
    return createHmac('sha256', this.key)
      .update(`round.${userId}.${at.codBseTurma}.${at.codTrlConteudo}.${nonce}`)
      .digest('base64url');
  }

  /** Numbers in [0, 1) drawn from the key and the round's id: the same round, the same numbers. */
  private random(roundId: string): () => number {
    let block = 0;
    let bytes = Buffer.alloc(0);
    let at = 0;
    return () => {
      if (at + 4 > bytes.length) {
        bytes = createHmac('sha256', this.key).update(`board.${roundId}.${block++}`).digest();
        at = 0;
      }
      const n = bytes.readUInt32BE(at);
      at += 4;
      return n / 2 ** 32;
    };
  }
}
