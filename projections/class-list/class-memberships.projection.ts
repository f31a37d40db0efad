import { sql } from 'kysely';
import type { Trx } from '@school/projections/kernel';

/**
 * The class links of a batch, folded in event order: a user's whole set of classes replaced
 * (created, edited, deleted), single links removed (a student taken out of a class), classes
 * deleted. Written set-based, so a rebuild of many users' creations is one insert per chunk.
 */
export class ClassMemberships {
  private readonly replaced = new Map<number, Set<number>>();
  private readonly removed: { cod_bse_turma: number; cod_bse_usuario: number }[] = [];
  private readonly deletedClasses = new Set<number>();
  /** Users created in this batch: no earlier batch wrote their links, so there is nothing to clear. */
  private readonly fresh = new Set<number>();

  /** A new user's classes. */
  create(userId: number, classIds: readonly number[]): void {
    this.replaced.set(userId, new Set(classIds));
    this.fresh.add(userId);
  }

  /** The user now belongs to exactly these classes. */
  set(userId: number, classIds: readonly number[]): void {
    this.replaced.set(userId, new Set(classIds));
  }

  remove(classId: number, userId: number): void {
    const pending = this.replaced.get(userId);
    if (pending) pending.delete(classId);
    else this.removed.push({ cod_bse_turma: classId, cod_bse_usuario: userId });
  }

  deleteClass(classId: number): void {
    this.deletedClasses.add(classId);
    for (const classes of this.replaced.values()) classes.delete(classId);
  }

  /** Call after the classes of the batch are written: links to a class that does not exist are dropped. */
  async apply(trx: Trx, members: string, classes: string): Promise<void> {
    const t = sql.table(members);
    if (this.removed.length) {
      await sql`delete from ${t} as m using jsonb_to_recordset(${JSON.stringify(this.removed)}::jsonb)
          as r(cod_bse_turma int, cod_bse_usuario int)
        where m.cod_bse_turma = r.cod_bse_turma and m.cod_bse_usuario = r.cod_bse_usuario`.execute(trx);
    }
    if (this.deletedClasses.size)
      await trx
        .deleteFrom(members)
        .where('cod_bse_turma', 'in', [...this.deletedClasses])
        .execute();
    const users = [...this.replaced.keys()].filter((id) => !this.fresh.has(id));
    for (let i = 0; i < users.length; i += 1000)
      await trx
        .deleteFrom(members)
        .where('cod_bse_usuario', 'in', users.slice(i, i + 1000))
        .execute();
    const links = [...this.replaced].flatMap(([userId, classIds]) =>
      [...classIds].map((classId) => ({ cod_bse_turma: classId, cod_bse_usuario: userId })),
    );
    for (let i = 0; i < links.length; i += 5000) {
      await sql`insert into ${t} (cod_bse_turma, cod_bse_usuario)
        select r.cod_bse_turma, r.cod_bse_usuario
        from jsonb_to_recordset(${JSON.stringify(links.slice(i, i + 5000))}::jsonb)
          as r(cod_bse_turma int, cod_bse_usuario int)
        where exists (select 1 from ${sql.table(classes)} c where c.cod_bse_turma = r.cod_bse_turma)
        on conflict do nothing`.execute(trx);
    }
  }
}
