import { sql, type Kysely } from 'kysely';

/** The counters of generated logins, one row per prefix (see modules/identity/user/login-sequences.service.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists login_sequences (
    prefix text primary key,
    last_value int not null
  )`.execute(db);
}
