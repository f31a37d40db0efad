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
    if (!this.created.has(name)) {
      await sql`create sequence if not exists ${sql.id(name)}`.execute(this.db);
      this.created.add(name);
    }
    return name;
  }

  /** Moves a sequence past ids that were taken without it (the protected records, id 1). */
  async reserveUpTo(kind: string, id: number): Promise<void> {
    const name = sequenceName(kind);
    await sql`create sequence if not exists ${sql.id(name)}`.execute(this.db);
    this.created.add(name);
    await sql`select setval(${name}, greatest(${id}, (select last_value from ${sql.id(name)})))`.execute(
      this.db,
    );
  }
}

function sequenceName(kind: string): string {
  if (!/^[a-z_]+$/.test(kind)) throw new Error(`Bad id kind ${kind}`);
  return `id_${kind}`;
}
