import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type {} from './services.js'; // declares what inject('services') answers

export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A fresh database for one test file, dropped at the end: test files never share state. */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const server = inject('services').postgresUrl;
  const name = `t_${label.replace(/\W/g, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: `${server}/${name}`,
    drop: async () => {
      const c = new pg.Client({ connectionString: `${server}/postgres` });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A pool on a test database. Its idle clients lose their connection when the database is
 * dropped at the end (`with (force)`): that must not fail the run.
 */
export function createTestPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  return pool;
}

export function testRedisUrl(): string {
  return inject('services').redisUrl;
}

export function uniquePrefix(label: string): string {
  return `t-${label}-${randomBytes(4).toString('hex')}`;
}
