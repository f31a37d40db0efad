import { mkdir, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { sql } from 'kysely';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataRequestCreated, DataRequestDetail, DataRequestEntry } from '@school/modules/privacy';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { json, type ErrorBody } from '@school/backend/test/api';
import { openSocket } from '@school/backend/test/sockets';
import {
  buildOrganization,
  FIXTURE_PASSWORD,
  type Organization,
} from '@school/backend/test/organization.fixture';

const guardian = { relacao: 'responsavel', nome: 'Maria Responsável Distinta', documento: 'RG 98.765.432-1' };
const REASON = 'A família pediu pelo telefone';

describe('data requests API (LGPD copies and erasures on record)', () => {
  let t: TestApp;
  let o: Organization;
  let u: Organization['users'];

  const post = (token: string, body: unknown, headers?: Record<string, string>) =>
    t.call('POST', '/api/privacidade/solicitacoes', { token, body, headers });
  const get = (token: string, path = '') => t.call('GET', `/api/privacidade/solicitacoes${path}`, { token });
  const recorded = async (token: string, body: unknown): Promise<number> => {
    const response = await post(token, body);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    return (await json<DataRequestCreated>(response)).codSolicitacao;
  };
  const ready = async (token: string, id: number): Promise<DataRequestDetail> => {
    let last: DataRequestDetail | undefined;
    await expect
      .poll(async () => {
        last = await json<DataRequestDetail>(await get(token, `/${id}`));
        return last.status;
      })
      .toBe('concluida');
    return last!;
  };
  const zipOf = async (response: Response) => unzipSync(new Uint8Array(await response.arrayBuffer()));

  /** The refusal, and that nothing at all was appended to the store. */
  const refused = async (token: string, body: unknown, headers?: Record<string, string>) => {
    await t.settled();
    const before = await t.store.headPosition();
    const response = await post(token, body, headers);
    const answer = await json<ErrorBody>(response);
    await t.settled();
    expect(await t.store.headPosition()).toBe(before);
    return { status: response.status, code: answer.code, message: answer.message, errors: answer.errors };
  };

  beforeAll(async () => {
    t = await createTestApp('data-requests');
    o = await buildOrganization(t);
    u = o.users;
  });
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  it('has a Gestor record a guardian’s copy, made by a job with its progress, downloaded by that Gestor only', async () => {
    // A copy made 8 days ago, which the next copy's job removes.
    const old = join(t.config.FILES_DIR, 'privacy', '999999');
    await mkdir(old, { recursive: true });
    await writeFile(join(old, 'dados.zip'), 'x');
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    await utimes(old, eightDaysAgo, eightDaysAgo);
    const id = await recorded(u.gestorA.token, {
      codBseUsuario: u.alunoA1.id,
      tipo: 'copia',
      solicitante: guardian,
      motivo: REASON,
    });
    const done = await ready(u.gestorA.token, id);
    expect(done).toMatchObject({
      codSolicitacao: id,
      tipo: 'copia',
      titular: { codBseUsuario: u.alunoA1.id, nomUsuario: `Usuário ${u.alunoA1.login}` },
      relacao: 'responsavel',
      nome: guardian.nome,
      documento: guardian.documento,
      motivo: REASON,
      registradoPor: { codBseUsuario: u.gestorA.id },
      executadoPor: null,
      status: 'concluida',
      dias: 0,
      atrasada: false,
      progresso: 1,
      downloadUrl: `/api/privacidade/solicitacoes/${id}/dados.zip`,
    });
    expect(Date.parse(done.expiraEm!) - Date.parse(done.executadoEm!)).toBe(7 * 24 * 3600 * 1000);

    const download = await get(u.gestorA.token, `/${id}/dados.zip`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    const files = await zipOf(download);
    expect(Object.keys(files)).toContain('profile.json');
    expect(await stat(old).catch(() => null)).toBeNull();
    expect(JSON.parse(strFromU8(files['profile.json']!))).toMatchObject({
      codBseUsuario: u.alunoA1.id,
      cstLogin: u.alunoA1.login,
    });
    // The job carried ids only, never a name.
    const [event] = await t.store.readStream(`data-request-${id}`);
    expect(event).toMatchObject({ type: 'DataRequestRecorded', metadata: { actorId: u.gestorA.id } });

    // Only who asked downloads it; the Master sees the request, another school's Gestor does not.
    for (const other of [u.master, u.alunoA1, u.gestorB])
      expect((await get(other.token, `/${id}/dados.zip`)).status).toBe(404);
    expect((await json<DataRequestDetail>(await get(u.master.token, `/${id}`))).downloadUrl).toBeNull();
    expect((await get(u.gestorB.token, `/${id}`)).status).toBe(404);
    expect((await get(u.alunoA1.token, `/${id}`)).status).toBe(404);
    const ids = async (token: string) =>
      (await json<DataRequestEntry[]>(await get(token))).map((r) => r.codSolicitacao);
    expect(await ids(u.gestorA.token)).toContain(id);
    expect(await ids(u.master.token)).toContain(id);
    expect(await ids(u.gestorB.token)).not.toContain(id);
    expect(await ids(u.alunoA1.token)).not.toContain(id);

    // Its 7 days over, the copy is gone: 410, and the file removed.
    await sql`update data_request_list set expira_em = now() - interval '1 minute' where cod_solicitacao = ${id}`.execute(
      t.db,
    );
    expect((await json<DataRequestDetail>(await get(u.gestorA.token, `/${id}`))).status).toBe('expirada');
    const gone = await get(u.gestorA.token, `/${id}/dados.zip`);
    expect([gone.status, (await json<ErrorBody>(gone)).code]).toEqual([410, 'privacy.copyExpired']);
    expect(await stat(join(t.config.FILES_DIR, 'privacy', String(id))).catch(() => null)).toBeNull();
  });

  it('lets a student ask for its own copy, without a requester or a reason, and download it', async () => {
    const id = await recorded(u.alunoA2.token, { codBseUsuario: u.alunoA2.id, tipo: 'copia' });
    const done = await ready(u.alunoA2.token, id);
    expect(done).toMatchObject({ relacao: 'titular', nome: null, documento: null, motivo: null });
    const files = await zipOf(await get(u.alunoA2.token, `/${id}/dados.zip`));
    expect(JSON.parse(strFromU8(files['profile.json']!)).codBseUsuario).toBe(u.alunoA2.id);
    expect((await json<DataRequestEntry[]>(await get(u.alunoA2.token))).map((r) => r.codSolicitacao)).toEqual(
      [id],
    );
    // A Gestor of its school sees it too.
    expect((await get(u.gestorA.token, `/${id}`)).status).toBe(200);
  });

  it('answers 404 for a user unknown or outside the caller’s scope, and changes nothing', async () => {
    const copy = (codBseUsuario: number) => ({
      codBseUsuario,
      tipo: 'copia',
      solicitante: guardian,
      motivo: REASON,
    });
    expect(await refused(u.master.token, copy(999_999))).toMatchObject({
      status: 404,
      code: 'generic.notFound',
    });
    expect(await refused(u.gestorB.token, copy(u.alunoA1.id))).toMatchObject({ status: 404 });
    expect(await refused(u.gestorB.token, { ...copy(u.alunoA1.id), tipo: 'eliminacao' })).toMatchObject({
      status: 404,
    });
  });

  it('refuses a copy of someone else asked by a Professor or a student, and any erasure they ask (403)', async () => {
    const copy = { codBseUsuario: u.alunoA1.id, tipo: 'copia', solicitante: guardian, motivo: REASON };
    expect(await refused(u.professorA1.token, copy)).toMatchObject({
      status: 403,
      code: 'privacy.copyOwnOnly',
    });
    expect(await refused(u.alunoA2.token, copy)).toMatchObject({ status: 403, code: 'privacy.copyOwnOnly' });
    expect(await refused(u.diretorA1.token, copy)).toMatchObject({ status: 403 });
    expect(
      await refused(u.alunoA1.token, {
        codBseUsuario: u.alunoA1.id,
        tipo: 'eliminacao',
        solicitante: guardian,
        motivo: REASON,
      }),
    ).toMatchObject({ status: 403, code: 'privacy.erasureThroughSchool' });
  });

  it('wants who asked and why for an erasure, naming the field, in the caller’s language', async () => {
    const erasure = { codBseUsuario: u.alunoA1Spare4.id, tipo: 'eliminacao' };
    const pt = await refused(u.master.token, { ...erasure, motivo: REASON });
    expect(pt).toMatchObject({ status: 400, code: 'privacy.requesterRequired' });
    expect(pt.errors).toEqual([expect.objectContaining({ field: 'solicitante' })]);
    expect(pt.message).toBe('Informe quem pediu (solicitante): relação, nome e documento.');
    const en = await refused(u.master.token, { ...erasure, motivo: REASON }, { 'accept-language': 'en' });
    expect(en.message).toBe('Say who asked (solicitante): relation, name and document.');
    const reason = await refused(u.gestorA.token, { ...erasure, solicitante: guardian });
    expect(reason).toMatchObject({ status: 400, code: 'privacy.reasonRequired' });
    expect(reason.errors).toEqual([expect.objectContaining({ field: 'motivo' })]);
    const invalid = await refused(u.master.token, {
      ...erasure,
      tipo: 'apagar',
      solicitante: { relacao: 'vizinho' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.errors?.map((e) => e.field).sort()).toEqual([
      'solicitante.documento',
      'solicitante.nome',
      'solicitante.relacao',
      'tipo',
    ]);
    // No name reaches a refusal.
    expect(JSON.stringify([pt, en, reason])).not.toContain(guardian.nome);
  });

  it('never erases the Master, oneself, another Gestor (for a Gestor) or a school’s last active Gestor', async () => {
    const erase = (codBseUsuario: number) => ({
      codBseUsuario,
      tipo: 'eliminacao',
      solicitante: guardian,
      motivo: REASON,
    });
    expect(await refused(u.master.token, erase(1))).toMatchObject({
      status: 409,
      code: 'user.erasureProtected',
    });
    expect(await refused(u.gestorA.token, erase(u.gestorA.id))).toMatchObject({
      status: 403,
      code: 'user.selfErasure',
    });
    const last = await refused(u.master.token, erase(u.gestorB.id));
    expect(last).toMatchObject({ status: 409, code: 'user.lastGestor' });
    expect(last.message).toContain('último Gestor ativo');
  });

  it('has the Master erase a student at once: recorded, carried out, the user out for good', async () => {
    const student = u.alunoA1Spare3;
    // Its session and its feed work before.
    expect((await t.call('GET', '/api/bse_usuario/getMeusDados/x', { token: student.token })).status).toBe(
      200,
    );
    const feed = await openSocket(t.url, student.token, sockets);
    const feedEnded = new Promise((resolve) => feed.once('disconnect', resolve));
    const id = await recorded(u.master.token, {
      codBseUsuario: student.id,
      tipo: 'eliminacao',
      solicitante: guardian,
      motivo: REASON,
    });
    const entry = await json<DataRequestDetail>(await get(u.master.token, `/${id}`));
    expect(entry).toMatchObject({
      tipo: 'eliminacao',
      status: 'concluida',
      registradoPor: { codBseUsuario: 1 },
      executadoPor: { codBseUsuario: 1 },
      titular: { codBseUsuario: student.id, nomUsuario: 'Dados removidos' },
      dias: 0,
      progresso: null,
      downloadUrl: null,
    });
    const events = await t.store.readStream(`user-${student.id}`);
    expect(events.at(-1)).toMatchObject({
      type: 'PersonalDataErased',
      data: { codBseUsuario: student.id, codSolicitacao: id },
    });
    // Its sessions ended with the answer, and it cannot sign in again (its password went with its data).
    expect((await t.call('GET', '/api/bse_usuario/getMeusDados/x', { token: student.token })).status).toBe(
      410,
    );
    expect(await feedEnded).toBe('io server disconnect');
    const signIn = await t.call('POST', '/api/auth/login', {
      body: { username: student.login, password: FIXTURE_PASSWORD },
    });
    expect(signIn.status).toBe(401);
    // A Gestor of its school sees the request; the user is now out of every command's reach.
    expect((await get(u.gestorA.token, `/${id}`)).status).toBe(200);
    expect(
      (await t.call('POST', `/api/bse_usuario/${student.id}/reativar`, { token: u.master.token })).status,
    ).toBe(404);

    // A second erasure, and a copy, of an erased user: 409, nothing appended.
    const again = { codBseUsuario: student.id, tipo: 'eliminacao', solicitante: guardian, motivo: REASON };
    expect(await refused(u.master.token, again)).toMatchObject({
      status: 409,
      code: 'privacy.alreadyErased',
    });
    expect(await refused(u.gestorA.token, { ...again, tipo: 'copia' })).toMatchObject({ status: 409 });
  });

  it('answers 404 for a request id that is no record, and a copy not yet made is not downloadable', async () => {
    expect((await get(u.master.token, '/424242')).status).toBe(404);
    expect((await get(u.master.token, '/abc')).status).toBe(404);
    expect((await get(u.master.token, '/424242/dados.zip')).status).toBe(404);
  });
});
