import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DomainError } from '@school/modules/kernel';
import {
  formatSequence,
  generatedLogin,
  MAX_LOGIN_SEQUENCE,
  type LoginSequenceAnswer,
} from '@school/modules/identity';
import type { Db } from '@school/projections/kernel';
import { findSchool } from '@school/projections/school-list';
import { findUnit } from '@school/projections/unit-list';
import type { Caller } from '../../auth/token.service.js';
import { DATABASE } from '../../core/tokens.js';
import { Reservations } from '../../commands/reservations.js';
import { mapBounded } from '../../jobs/bounded.js';
import { prefixInReach } from './user-scope.policy.js';

/**
 * The sequence of generated logins per prefix (school prefix + unit prefix, e.g. DMMT): one
 * counter row per prefix, moved by an atomic upsert, so concurrent calls never get the same
 * number and the counter never goes back. A number whose login is already reserved (given by
 * hand, or a counter restored from an older backup) is skipped. Uniqueness itself is the login
 * reservation's: the number is only the next free candidate.
 */
@Injectable()
export class LoginSequences {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly reservations: Reservations,
  ) {}

  /** GET /api/bse_usuario/setSequencial/{prefix}: the next login of a prefix within the caller's reach. */
  async nextFor(caller: Caller, prefix: string): Promise<LoginSequenceAnswer> {
    const [school, unit] = await Promise.all([
      caller.schoolId === null ? undefined : findSchool(this.db, caller.schoolId),
      caller.unitId === null ? undefined : findUnit(this.db, caller.unitId),
    ]);
    const own = {
      schoolPrefix: school?.cstTxtPrefixoLogin ?? null,
      unitPrefix: unit?.cstTxtPrefixoLogin ?? null,
    };
    if (!prefixInReach(caller, prefix, own)) throw new DomainError('generic.notFound');
    const sequence = await this.next(prefix);
    return { proxSeq: formatSequence(sequence), cstLogin: generatedLogin(prefix, sequence) };
  }

  /** The next free number of the prefix; 409 once the 4 digits are used up. */
  async next(prefix: string): Promise<number> {
    for (;;) {
      const { rows } = await sql<{ value: number }>`insert into login_sequences (prefix, last_value)
        values (${prefix}, 1)
        on conflict (prefix) do update set last_value = least(login_sequences.last_value + 1, ${MAX_LOGIN_SEQUENCE + 1})
        returning last_value as value`.execute(this.db);
      const value = Number(rows[0]!.value);
      if (value > MAX_LOGIN_SEQUENCE) throw new DomainError('user.sequenceExhausted');
      if (!(await this.reserved(generatedLogin(prefix, value)))) return value;
    }
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
    return (await this.reservations.ownerOf('login', login)) !== null;
  }
}
