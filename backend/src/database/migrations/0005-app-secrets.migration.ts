import { sql, type Kysely } from 'kysely';

/** Secrets generated for this database in development (the JWT secret when JWT_SECRET is unset). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists app_secrets (name text primary key, value text not null)`.execute(db);
}
