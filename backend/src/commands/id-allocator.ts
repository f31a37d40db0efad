import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { Db } from '@school/projections/kernel';
import { DATABASE } from '../core/tokens.js';

/** Numeric ids as the API uses them: one PostgreSQL sequence per entity kind. */
@Injectable()
export class IdAllocator {
  private readonly created = new Set<string>();

  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async next(kind: string): Promise<number> {
    const name = await this.sequence(kind);
    const { rows } = await sql<{ id: number }>`select nextval(${name}) as id`.execute(this.db);
    return Number(rows[0]!.id);
  }

  /** `count` new ids in one round trip (a bulk import); ascending, not necessarily contiguous. */
  async nextMany(kind: string, count: number): Promise<number[]> {
    if (count <= 0) return [];
    const name = await this.sequence(kind);
    const { rows } = await sql<{ id: number }>`select nextval(${name}) as id
      from generate_series(1, ${count}::int)`.execute(this.db);
    return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  }

  private async sequence(kind: string): Promise<string> {
    const name = sequenceName(kind);
    if (!this.created.has(name)) await this.create(name);
    return name;
  }

  private async create(name: string): Promise<void> {
    try {
      await sql`create sequence if not exists ${sql.id(name)}`.execute(this.db);
    } catch (error) {
      if (!ALREADY_CREATED.has((error as { code?: string }).code ?? '')) throw error;
    }
    this.created.add(name);
  }

  /** Moves a sequence past ids that were taken without it (the protected records, id 1). */
  async reserveUpTo(kind: string, id: number): Promise<void> {
    const name = sequenceName(kind);
    await this.create(name);
    await sql`select setval(${name}, greatest(${id}, (select last_value from ${sql.id(name)})))`.execute(
      this.db,
    );
  }
}

/**
 * `create sequence if not exists` is not safe against itself: two instances starting together
 * both find no sequence and the second create fails on the catalogue's unique index (23505) or
 * as a duplicate (42P07). Either way the sequence exists then, which is all that is asked.
 */
const ALREADY_CREATED = new Set(['23505', '42P07']);

function sequenceName(kind: string): string {
  if (!/^[a-z_]+$/.test(kind)) throw new Error(`Bad id kind ${kind}`);
  return `id_${kind}`;
}
