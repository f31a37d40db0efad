import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userStream } from '@school/modules/identity';
import { ERASED, Profile } from '@school/modules/kernel';
import {
  dataRequestDecider,
  dataRequestStream,
  type DataRequestCreated,
  type DataRequestDetail,
} from '@school/modules/privacy';
import { createTestApp, createUsers, TEST_PASSWORD, type TestApp } from '@school/backend/test/app';
import { json, type ErrorBody } from '@school/backend/test/api';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import { PERSONAL_DATA_KEYS, PG_POOL } from '@school/backend/core/tokens';
import { PostgresEventStore } from '@school/backend/event-store/postgres-event-store';
import { ERASURE_ABANDONED_AFTER_MS, ErasureCompletion } from './erasure-completion.service.js';
import { ErasureLedger } from '@school/backend/personal-data/erasure-ledger';
import type { PersonalDataKeys } from '@school/backend/personal-data/personal-data-keys';
import { RetentionProcessor } from './retention/retention.processor.js';

const MASTER = { userId: 1, profile: Profile.Master, schoolId: null, unitId: null };
const guardian = {
  relacao: 'responsavel' as const,
  nome: 'Filomena Responsável',
  documento: 'RG 11.222.333-4',
};
const REASON = 'A família pediu a eliminação dos dados.';

/**
 * An erasure whose `PersonalDataErased` is stored ends, whatever stops it after that: the process
 * dying before the keys are deleted and the ledger written, or the key deletion failing in the
 * request. Until the retention job ends it the API answers the request as pending and the person
 * as erased; an erasure request whose erasure never came is failed after an hour, to be asked again.
 */
describe('an erasure left unfinished is finished (decision 0061)', () => {
  let t: TestApp;
  let master: string;
  let users: Record<'crashed' | 'failing' | 'retried' | 'abandoned', number>;
  let keys: PersonalDataKeys;

  const get = async (id: number) =>
    json<DataRequestDetail>(await t.call('GET', `/api/privacidade/solicitacoes/${id}`, { token: master }));
  const ask = (codBseUsuario: number, tipo: 'copia' | 'eliminacao') =>
    t.call('POST', '/api/privacidade/solicitacoes', {
      token: master,
      body: { codBseUsuario, tipo, solicitante: guardian, motivo: REASON },
    });
  /** The person's keys: whether each still opens, and whether its tombstone is there. */
  const keysOf = async (id: number) => {
    const { rows } = await sql<{ key_id: string; live: boolean }>`
      select key_id, wrapped is not null as live from personal_data_keys where owner = ${`user:${id}`}`.execute(
      t.db,
    );
    return {
      live: rows.filter((r) => r.live).length,
      tombstone: rows.some((r) => r.key_id === `user:${id}` && !r.live),
    };
  };
  const ledgerText = () => readFile(t.config.ERASURE_LEDGER, 'utf8').catch(() => '');
  const ledgered = async () =>
    (await new ErasureLedger(t.config.ERASURE_LEDGER).entries()).map((e) => [
      e.codBseUsuario,
      e.codSolicitacao,
    ]);
  /** A request recorded as the handler records it, at `now`, and nothing more. */
  const recordOnly = async (codBseUsuario: number, now = new Date()) => {
    const codSolicitacao = await t.app.get(IdAllocator).next('data_request');
    const pipeline = t.app.get(CommandPipeline);
    const { position } = await pipeline.run({
      stream: dataRequestStream(codSolicitacao),
      decider: dataRequestDecider,
      command: {
        type: 'RecordDataRequest',
        codSolicitacao,
        codBseUsuario,
        tipo: 'eliminacao',
        solicitante: guardian,
        motivo: REASON,
        facts: { subjectErased: false, erasurePending: false, codBseEscola: 1 },
      },
      context: { now, actor: MASTER },
      metadata: { actorId: 1 },
    });
    expect(await pipeline.settle(position, 30_000)).toBe(true);
    return codSolicitacao;
  };
  const status = async (id: number) => (await get(id)).status;

  beforeAll(async () => {
    t = await createTestApp('erasure-completion');
    master = await t.signIn('ADMN-0001', 'admin-secret');
    users = await createUsers(
      t,
      {
        crashed: { cstLogin: 'RTEC-0001', codBsePerfil: 6 },
        failing: { cstLogin: 'RTEC-0002', codBsePerfil: 6 },
        retried: { cstLogin: 'RTEC-0003', codBsePerfil: 6 },
        abandoned: { cstLogin: 'RTEC-0004', codBsePerfil: 6 },
      },
      TEST_PASSWORD,
    );
    keys = t.app.get<PersonalDataKeys>(PERSONAL_DATA_KEYS);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => t?.close());

  it('finishes an erasure stored just before the process stopped, and a second run changes nothing', async () => {
    const id = await recordOnly(users.crashed);
    // Its PersonalDataErased stored, then the process died: the bare store holds it, and nothing
    // of what the sealing store does after it (keys, ledger) nor the handler (the request) ran.
    const bare = new PostgresEventStore(t.app.get<pg.Pool>(PG_POOL));
    const { position } = await bare.append(
      userStream(users.crashed),
      [
        {
          id: randomUUID(),
          type: 'PersonalDataErased',
          data: { codBseUsuario: users.crashed, codSolicitacao: id },
          metadata: { actorId: 1 },
        },
      ],
      'any',
    );
    expect(await t.app.get(CommandPipeline).settle(position, 30_000)).toBe(true);
    expect((await keysOf(users.crashed)).live).toBeGreaterThan(0);
    expect(await ledgered()).toEqual([]);

    // Meanwhile: the request is pending, the person erased; not erased again, nor copied.
    expect(await get(id)).toMatchObject({
      status: 'pendente',
      executadoPor: null,
      titular: { codBseUsuario: users.crashed, nomUsuario: ERASED },
    });
    for (const tipo of ['eliminacao', 'copia'] as const) {
      const again = await ask(users.crashed, tipo);
      expect([again.status, (await json<ErrorBody>(again)).code]).toEqual([409, 'privacy.alreadyErased']);
    }
    const signIn = await t.call('POST', '/api/auth/login', {
      body: { username: 'RTEC-0001', password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(401);

    // The daily retention run ends it: keys gone, the ledger's line, the request carried out by the platform.
    const retention = t.app.get(RetentionProcessor);
    expect((await retention.run(new Date())).erasures).toEqual({ completed: 1, abandoned: 0 });
    expect(await keysOf(users.crashed)).toEqual({ live: 0, tombstone: true });
    expect(await ledgered()).toEqual([[users.crashed, id]]);
    await expect.poll(() => status(id), { timeout: 30_000 }).toBe('concluida');
    expect(await get(id)).toMatchObject({ executadoPor: null, titular: { nomUsuario: ERASED } });
    const created = (await t.store.readStream(userStream(users.crashed)))[0]!;
    expect(created.data).toMatchObject({ nomUsuario: ERASED, cstLogin: ERASED });

    // A second run: nothing left to do, nothing written.
    const ledger = await ledgerText();
    const requestEvents = (await t.store.readStream(dataRequestStream(id))).length;
    expect((await retention.run(new Date())).erasures).toEqual({ completed: 0, abandoned: 0 });
    expect(await t.app.get(ErasureCompletion).completeUnfinished(new Date())).toEqual({
      completed: 0,
      abandoned: 0,
    });
    expect(await ledgerText()).toBe(ledger);
    expect((await t.store.readStream(dataRequestStream(id))).length).toBe(requestEvents);
  });

  it('never fails a request whose erasure is stored when its key deletion fails, and finishes it', async () => {
    // The keys' deletion fails after the event is stored, and again when the handler retries it.
    vi.spyOn(keys, 'eraseOwner')
      .mockRejectedValueOnce(new Error('connection lost'))
      .mockRejectedValueOnce(new Error('connection lost'));
    const failed = await ask(users.failing, 'eliminacao');
    expect(failed.status).toBe(500);
    vi.restoreAllMocks();
    const requestOf = async () =>
      (
        await json<DataRequestDetail[]>(
          await t.call('GET', '/api/privacidade/solicitacoes', { token: master }),
        )
      ).find((r) => r.titular.codBseUsuario === users.failing);
    // The answer came before the read models: they catch up with the erasure.
    await expect.poll(async () => (await requestOf())?.titular.nomUsuario, { timeout: 30_000 }).toBe(ERASED);
    const request = await requestOf();
    expect(request).toMatchObject({ tipo: 'eliminacao', status: 'pendente' });
    expect((await keysOf(users.failing)).live).toBeGreaterThan(0);

    expect(await t.app.get(ErasureCompletion).completeUnfinished(new Date())).toEqual({
      completed: 1,
      abandoned: 0,
    });
    expect(await keysOf(users.failing)).toEqual({ live: 0, tombstone: true });
    expect(await ledgered()).toContainEqual([users.failing, request!.codSolicitacao]);
    await expect.poll(() => status(request!.codSolicitacao), { timeout: 30_000 }).toBe('concluida');

    // Failing once only, the request itself finishes it: answered, carried out by its recorder.
    vi.spyOn(keys, 'eraseOwner').mockRejectedValueOnce(new Error('connection lost'));
    const retried = await ask(users.retried, 'eliminacao');
    expect(retried.status).toBe(200);
    const { codSolicitacao } = await json<DataRequestCreated>(retried);
    expect(await get(codSolicitacao)).toMatchObject({
      status: 'concluida',
      executadoPor: { codBseUsuario: 1 },
    });
    expect(await keysOf(users.retried)).toEqual({ live: 0, tombstone: true });
    expect(await ledgered()).toContainEqual([users.retried, codSolicitacao]);
  });

  it('fails an erasure request whose erasure never came once an hour has passed, so it may be asked again', async () => {
    const now = new Date();
    const id = await recordOnly(users.abandoned, now);
    const completion = t.app.get(ErasureCompletion);
    // Within the hour it may still be under way: pending, and a second erasure waits for it.
    expect(await completion.completeUnfinished(now)).toEqual({ completed: 0, abandoned: 0 });
    expect(await status(id)).toBe('pendente');
    const waiting = await ask(users.abandoned, 'eliminacao');
    expect([waiting.status, (await json<ErrorBody>(waiting)).code]).toEqual([409, 'privacy.erasurePending']);

    const later = new Date(now.getTime() + ERASURE_ABANDONED_AFTER_MS + 1000);
    expect(await completion.completeUnfinished(later)).toEqual({ completed: 0, abandoned: 1 });
    await expect.poll(() => status(id), { timeout: 30_000 }).toBe('falhou');
    expect((await keysOf(users.abandoned)).live).toBeGreaterThan(0); // not erased: nothing said so
    expect(await completion.completeUnfinished(later)).toEqual({ completed: 0, abandoned: 0 });

    // Asked again, it is carried out.
    const again = await ask(users.abandoned, 'eliminacao');
    expect(again.status).toBe(200);
    const { codSolicitacao } = await json<DataRequestCreated>(again);
    expect(await status(codSolicitacao)).toBe('concluida');
  });
});
