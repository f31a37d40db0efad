import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_RETENTION_STREAM } from '@school/modules/identity';
import { ERASED, Profile } from '@school/modules/kernel';
import {
  DATA_REQUEST_RETENTION_STREAM,
  dataRequestDecider,
  dataRequestStream,
  type DataRequestCreated,
  type DataRequestEntry,
} from '@school/modules/privacy';
import { dataRequestListProjection } from '@school/projections/data-request-list';
import { createTestApp, createUsers, TEST_PASSWORD, type TestApp } from '@school/backend/test/app';
import { json } from '@school/backend/test/api';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import { JobQueues } from '@school/backend/jobs/job-queues.service';
import { rebuildProjection } from '@school/backend/projection-engine/rebuild';
import { COPY_AREA } from '../data-request/data-copy.job.js';
import { DataRequestRetention } from './data-request-retention.service.js';
import { RetentionProcessor } from './retention.processor.js';

/** Every row of every table, as `pg_dump` writes them. */
function dumpOf(url: string): Promise<string> {
  const child = spawn('pg_dump', ['--data-only', url]);
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`pg_dump: ${output}`)))),
  );
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** A guardian's erasure request answered today, and one answered two years on. */
const OLD = {
  nome: 'Anacleta Prudêncio Vasconcelos',
  documento: 'RG 55.123.987-X',
  motivo: 'A família de Anacleta pediu a eliminação por telefone.',
};
const RECENT = {
  nome: 'Bonifácio Recente Albuquerque',
  documento: 'RG 44.321.000-Y',
  motivo: 'O responsável Bonifácio pediu uma cópia dos dados.',
};

describe('data requests are kept five years after their answer (decision 0061)', () => {
  let t: TestApp;
  let master: string;
  let students: Record<'old' | 'recent', number>;

  const list = async () =>
    json<DataRequestEntry[]>(await t.call('GET', '/api/privacidade/solicitacoes', { token: master }));
  const ids = async () => (await list()).map((r) => r.codSolicitacao);
  /** How many retention events were ever appended (a head position would miss one not yet visible). */
  const retentionEvents = async () =>
    (await t.store.readStream(DATA_REQUEST_RETENTION_STREAM)).length +
    (await t.store.readStream(ACCESS_RETENTION_STREAM)).length;
  const found = (text: string, values: Record<string, string>) =>
    Object.values(values).filter((value) => text.includes(value));

  beforeAll(async () => {
    t = await createTestApp('request-retention');
    master = await t.signIn('ADMN-0001', 'admin-secret');
    students = await createUsers(
      t,
      { old: { cstLogin: 'RTRQ-0001', codBsePerfil: 6 }, recent: { cstLogin: 'RTRQ-0002', codBsePerfil: 6 } },
      TEST_PASSWORD,
    );
  });
  afterAll(() => t?.close());

  it('drops a request answered more than five years ago, its requester unreadable everywhere, and keeps a recent one', async () => {
    // The old request: a guardian's erasure recorded by the Master, carried out at once, today.
    const recorded = await t.call('POST', '/api/privacidade/solicitacoes', {
      token: master,
      body: {
        codBseUsuario: students.old,
        tipo: 'eliminacao',
        solicitante: { relacao: 'responsavel', nome: OLD.nome, documento: OLD.documento },
        motivo: OLD.motivo,
      },
    });
    expect(recorded.status).toBe(200);
    const oldId = (await json<DataRequestCreated>(recorded)).codSolicitacao;
    // The recent one: a guardian's copy answered two years on (the decider at that time, as its
    // job would carry it out).
    const twoYearsOn = new Date(Date.now() + 2 * YEAR_MS);
    const recentId = await t.app.get(IdAllocator).next('data_request');
    const pipeline = t.app.get(CommandPipeline);
    const asRequest = { stream: dataRequestStream(recentId), decider: dataRequestDecider };
    await pipeline.run({
      ...asRequest,
      command: {
        type: 'RecordDataRequest',
        codSolicitacao: recentId,
        codBseUsuario: students.recent,
        tipo: 'copia',
        solicitante: { relacao: 'responsavel', nome: RECENT.nome, documento: RECENT.documento },
        motivo: RECENT.motivo,
        facts: { subjectErased: false, erasurePending: false, codBseEscola: 1 },
      },
      context: {
        now: twoYearsOn,
        actor: { userId: 1, profile: Profile.Master, schoolId: null, unitId: null },
      },
      metadata: { actorId: 1 },
    });
    const answered = await pipeline.run({
      ...asRequest,
      command: { type: 'CarryOutDataRequest', codSolicitacao: recentId },
      context: { now: twoYearsOn, actor: null },
      metadata: { actorId: null },
    });
    expect(await pipeline.settle(answered.position, 30_000)).toBe(true);
    expect(await ids()).toEqual([recentId, oldId]);
    // The scan below finds what is there: both requesters are in the requests' read model.
    const before = await dumpOf(t.config.DATABASE_URL);
    expect(found(before, OLD)).toEqual(Object.values(OLD));
    expect(found(before, RECENT)).toEqual(Object.values(RECENT));

    // Five years and two days on, the daily retention job (the same schedule as the access log's).
    const scheduler = await t.app
      .get(JobQueues)
      .get('privacy-retention')
      .getJobScheduler('access-log-retention');
    expect(scheduler).toMatchObject({ every: DAY_MS });
    const later = new Date(Date.now() + 5 * YEAR_MS + 2 * DAY_MS);
    const retention = t.app.get(RetentionProcessor);
    expect((await retention.run(later)).dataRequestsExpired).toBe(1);

    // Gone from the list and its detail; the recent one stays, whole.
    await expect.poll(ids, { timeout: 30_000 }).toEqual([recentId]);
    expect((await t.call('GET', `/api/privacidade/solicitacoes/${oldId}`, { token: master })).status).toBe(
      404,
    );
    expect((await list())[0]).toMatchObject({ nome: RECENT.nome, documento: RECENT.documento });
    // Its requester and reason are in no table of the database any more, its events included.
    const after = await dumpOf(t.config.DATABASE_URL);
    expect(found(after, OLD)).toEqual([]);
    expect(found(after, RECENT)).toEqual(Object.values(RECENT));
    // The log keeps the request's facts: its requester reads "Dados removidos"; the person stays erased.
    const [event] = await t.store.readStream(dataRequestStream(oldId));
    expect(event).toMatchObject({
      type: 'DataRequestRecorded',
      data: {
        codBseUsuario: students.old,
        tipo: 'eliminacao',
        nome: ERASED,
        documento: ERASED,
        motivo: ERASED,
      },
    });
    expect(JSON.stringify(await t.store.readAll({ maxCount: 100_000 }))).not.toContain(OLD.nome);

    // A second run (a retry, the next day) drops nothing more; a rebuild does not bring it back.
    const appended = await retentionEvents();
    expect((await retention.run(later)).dataRequestsExpired).toBe(0);
    expect(await t.app.get(DataRequestRetention).expire(new Date(later.getTime() + DAY_MS))).toEqual({
      expired: 0,
    });
    expect(await retentionEvents()).toBe(appended);
    await rebuildProjection(t.db, t.store, dataRequestListProjection);
    expect(await ids()).toEqual([recentId]);
    expect(found(await dumpOf(t.config.DATABASE_URL), OLD)).toEqual([]);
  });

  it('removes from the files the copies past their seven days, even when no other copy is asked for', async () => {
    const folder = join(t.config.FILES_DIR, COPY_AREA, '424242');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'dados.zip'), 'a copy');
    const retention = t.app.get(RetentionProcessor);
    expect((await retention.run(new Date(Date.now() + 6 * DAY_MS))).copiesRemoved).toBe(0);
    expect(existsSync(folder)).toBe(true);
    expect((await retention.run(new Date(Date.now() + 8 * DAY_MS))).copiesRemoved).toBe(1);
    expect(existsSync(folder)).toBe(false);
  });
});
