import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DomainError, LOGIN_RESERVATION } from '@school/modules/kernel';
import {
  formatSequence,
  generatedLogin,
  MAX_LOGIN_SEQUENCE,
  type LoginSequenceAnswer,
} from '@school/modules/identity';
import type { Db } from '@school/projections/kernel';
import { findSchool } from '@school/projections/school-list';
import { findUnit } from '@school/projections/unit-list';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { Reservations } from '@school/backend/commands/reservations';
import { mapBounded } from '@school/backend/jobs/bounded';
import { prefixInReach } from './user-scope.policy.js';

/** A generated login: its prefix and 4-digit number. */
const GENERATED_LOGIN = /^([A-Z]{4})-\d{4}$/;

/**
 * The sequence of generated logins per prefix (school prefix + unit prefix, e.g. DMMT): one
 * counter row per prefix, below which every number is spent. The user form only previews the
 * next number (`preview`: the first one past the counter whose login is free, nothing written);
 * the number is taken when a user is created with its login (the login's reservation), and the
 * counter then passes over the run of taken numbers after it (`passTaken`), so previews stay one
 * lookup. A bulk import takes a block at once (`nextMany`). Uniqueness itself is the login
 * reservation's: the number is only the next free candidate (decision 0059).
 */
@Injectable()
export class LoginSequences {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly reservations: Reservations,
  ) {}

  /** GET /api/bse_usuario/setSequencial/{prefix}: the next login of a prefix within the caller's reach, not taken. */
  async previewFor(caller: Caller, prefix: string): Promise<LoginSequenceAnswer> {
    const [school, unit] = await Promise.all([
      caller.schoolId === null ? undefined : findSchool(this.db, caller.schoolId),
      caller.unitId === null ? undefined : findUnit(this.db, caller.unitId),
    ]);
    const own = {
      schoolPrefix: school?.cstTxtPrefixoLogin ?? null,
      unitPrefix: unit?.cstTxtPrefixoLogin ?? null,
    };
    if (!prefixInReach(caller, prefix, own)) throw new DomainError('generic.notFound');
    const { free } = await this.firstFree(prefix);
    if (free > MAX_LOGIN_SEQUENCE) throw new DomainError('user.sequenceExhausted');
    return { proxSeq: formatSequence(free), cstLogin: generatedLogin(prefix, free) };
  }

  /**
   * After `login` was claimed: when it is a generated one (`DMMT-0007`), its prefix's counter
   * moves past the taken numbers that follow it, never past a free one (a login typed by hand
   * far ahead, `DMMT-9999`, spends nothing in between). Only ever forward.
   */
  async passTaken(login: string): Promise<void> {
    const prefix = GENERATED_LOGIN.exec(login)?.[1];
    if (!prefix) return;
    const { last, free } = await this.firstFree(prefix);
    if (free - 1 <= last) return;
    await sql`insert into login_sequences (prefix, last_value) values (${prefix}, ${free - 1})
      on conflict (prefix) do update set last_value = greatest(login_sequences.last_value, excluded.last_value)`.execute(
      this.db,
    );
  }

  /** The prefix's counter, and the first number past it whose login is not reserved (10000 when none is left). */
  private async firstFree(prefix: string): Promise<{ last: number; free: number }> {
    const { rows } = await sql<{ value: number }>`select last_value as value from login_sequences
      where prefix = ${prefix}`.execute(this.db);
    const last = Math.min(Number(rows[0]?.value ?? 0), MAX_LOGIN_SEQUENCE);
    let free = last + 1;
    while (free <= MAX_LOGIN_SEQUENCE && (await this.reserved(generatedLogin(prefix, free)))) free++;
    return { last, free };
  }

  /**
   * Up to `count` free numbers of a prefix at once (a bulk import): a block taken with one
   * locked move of the counter, less the numbers whose login is reserved or in `exclude` (the
   * logins the same file gives by hand), topped up until there are enough. Fewer than `count`
   * only once the 4 digits are used up.
   */
  async nextMany(prefix: string, count: number, exclude: ReadonlySet<string> = new Set()): Promise<number[]> {
    const free: number[] = [];
    while (free.length < count) {
      const [first, last] = await this.takeBlock(prefix, count - free.length);
      if (first > last) break;
      const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
      const taken = await mapBounded(numbers, 16, async (n) => {
        const login = generatedLogin(prefix, n);
        return exclude.has(login) || (await this.reserved(login));
      });
      free.push(...numbers.filter((_, i) => !taken[i]));
    }
    return free;
  }

  /** Moves the counter by up to `size` (never past 9999) and answers the numbers it moved over. */
  private takeBlock(prefix: string, size: number): Promise<[number, number]> {
    return this.db.transaction().execute(async (trx) => {
      await sql`insert into login_sequences (prefix, last_value) values (${prefix}, 0)
        on conflict (prefix) do nothing`.execute(trx);
      const { rows } = await sql<{ value: number }>`select last_value as value from login_sequences
        where prefix = ${prefix} for update`.execute(trx);
      const before = Math.min(Number(rows[0]!.value), MAX_LOGIN_SEQUENCE);
      const last = Math.min(before + size, MAX_LOGIN_SEQUENCE);
      if (last > before)
        await sql`update login_sequences set last_value = ${last} where prefix = ${prefix}`.execute(trx);
      return [before + 1, last];
    });
  }

  private async reserved(login: string): Promise<boolean> {
    return (await this.reservations.ownerOf(LOGIN_RESERVATION, login)) !== null;
  }
}
