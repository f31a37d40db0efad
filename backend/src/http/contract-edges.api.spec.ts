import fc from 'fast-check';
import { Kysely, PostgresDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@school/modules/kernel';
import { type Db, liveNames } from '@school/projections/kernel';
import { createTestPool, createTestDatabase, type TestDatabase } from '@school/test-support';
import { createTestApp, type TestApp } from '../../test/app.js';
import { json } from '../../test/api.js';
import { edgesOf, type KnownIds } from '../../test/contract-edges.js';
import { buildOrganization, type Organization } from '../../test/organization.fixture.js';
import {
  activateForClass,
  authorActivities,
  authorLesson,
  DISCURSIVE_QUESTION,
} from '../../test/trail.fixture.js';
import { validatedRoutes } from '../../test/validated-routes.js';
import { ALL_PROJECTIONS } from '../projections.js';

/** Runs per route: about 90 routes, a few hundred requests in all (decision 0060). */
const RUNS = 3;

/** Who calls a route, when not the Master: the profile its contract is written for. */
const CALLERS: Record<string, keyof Organization['users']> = {
  'POST /api/bse_questao_resposta': 'alunoA1',
  'GET /api/bse_questao_resposta/:activityId': 'alunoA1',
  'POST /api/plataforma/avaliacao': 'alunoA1',
  'POST /api/plataforma/jogada': 'alunoA1',
  'POST /api/plataforma/tentativa': 'alunoA1',
  'POST /api/plataforma/visto': 'alunoA1',
  'POST /api/cht_mensagem': 'alunoA1',
  'POST /api/frm_postagem': 'professorA1',
  'POST /api/bse_atividade_turma': 'professorA1',
  'PUT /api/bse_atividade_turma/:id': 'professorA1',
  'POST /api/bse_nota': 'professorA1',
  'PUT /api/bse_nota/updateMany/:ids': 'professorA1',
  'POST /api/trl_livro_turma': 'professorA1',
  'PUT /api/trl_livro_turma/:id': 'professorA1',
  'POST /api/bse_suporte': 'gestorA',
  'POST /api/bse_turma': 'diretorA1',
  'PUT /api/bse_turma/:id': 'diretorA1',
  // Each ends the caller's sessions or session: a user of its own.
  'POST /api/bse_usuario/changePassword': 'alunoA1Spare3',
  'POST /api/auth/logout': 'alunoA1Spare4',
};
/** Routes called without a session. */
const PUBLIC = new Set(['POST /api/auth/login']);

/**
 * No projector may fail on anything a contract lets through (issue 31, decision 0060): every route
 * that validates its body or query with a contract is called with values its schema generates at
 * its edges (the smallest and largest dates, numbers and texts it takes, every enum value, astral
 * characters and combining marks at the maximum length), on the whole app (its handler and
 * decider); every event the call appends is then applied by every projector to a second database
 * that holds the whole log, so a projector that cannot store a value fails here, named, with the
 * input. A new route's contract is covered by its decorator alone; a path parameter no record of
 * the fixture stands for fails the test, named.
 */
describe('contract edges: every value a contract takes is one every read model stores', () => {
  let t: TestApp;
  let o: Organization;
  let scratch: TestDatabase;
  let db: Db;
  let ids: KnownIds;
  let last: string | null = null;

  /** Applies `events` with every projector that handles one of them, each in its transaction, on the scratch database. */
  async function project(events: RecordedEvent[]) {
    for (const projection of ALL_PROJECTIONS) {
      const { handles } = projection;
      const batch = handles === 'all' ? events : events.filter((e) => handles.includes(e.type));
      if (batch.length === 0) continue;
      try {
        await db.transaction().execute((trx) => projection.project(batch, trx, liveNames(projection)));
      } catch (error) {
        const types = [...new Set(batch.map((e) => e.type))].join(', ');
        throw new Error(`projector ${projection.name} failed on ${types}: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
  }

  /** The events appended since the last call, applied by every projector. */
  async function projectNew() {
    for (;;) {
      const events = await t.store.readAll({ after: last, maxCount: 500 });
      if (events.length === 0) return;
      last = events.at(-1)!.position; // a failure is reported once, not again by every later route
      await project(events);
    }
  }

  beforeAll(async () => {
    // The second database tells what fails; the app's own read models need not be waited for.
    t = await createTestApp('contract-edges', { SETTLE_TIMEOUT_MS: '1000' });
    o = await buildOrganization(t);
    const master = o.users.master.token;
    const call = (method: string, path: string, body: unknown, token = master) =>
      t.call(method, path, { token, body });
    const lesson = await authorLesson(t, master);
    const chapter = 1; // authorLesson's, the app's first
    const [activity] = await authorActivities(
      t,
      master,
      { codTrlLivro: lesson.codTrlLivro, codTrlCapitulo: chapter },
      ['Atividade'],
    );
    await call('POST', '/api/bse_questao', { ...DISCURSIVE_QUESTION, codBseAtividade: activity });
    await call(
      'POST',
      '/api/bse_atividade_turma',
      { codBseTurma: o.classes.a1, atividades: [activity] },
      o.users.professorA1.token,
    );
    const link = await activateForClass(t, o.users.professorA1.token, o.classes.a1, lesson.codTrlLivro);
    await call('POST', '/api/trl_conteudo', { codTrlAula: lesson.codTrlAula, codTrlTipoConteudo: 1 });
    await call('POST', '/api/cld_calendario', {
      dscTitulo: 'Reunião',
      hexCorEvento: '#00baf2',
      datEvento: '2026-12-01T14:00:00-03:00',
      indPrivado: 'S',
    });
    await call(
      'POST',
      '/api/frm_topico',
      { codFrmSala: 1, txtTopico: 'Tópico', dscTopico: 'Texto' },
      o.users.gestorA.token,
    );
    ids = {
      codBseEscola: o.schools.a,
      codBseUnidade: o.units.a1,
      codBseTurma: o.classes.a1,
      codBseEndereco: o.addresses.a1,
      codBseUsuario: o.users.alunoA1.id,
      codTrlLivro: lesson.codTrlLivro,
      codTrlCapitulo: chapter,
      codTrlAula: lesson.codTrlAula,
      codTrlConteudo: 1,
      codBseAtividade: activity!,
      codBseQuestao: 1,
      codTrlLivroTurma: link,
      codChtSala: o.classes.a1 * 2,
      codFrmSala: 1,
      codFrmTopico: 1,
      codTrlMateria: 1,
      codTrlJogo: 1,
    };
    // The second database: every read model's tables, holding the whole log so far.
    scratch = await createTestDatabase('contract-edges-scratch');
    db = new Kysely({ dialect: new PostgresDialect({ pool: createTestPool(scratch.url, 2) }) });
    for (const projection of ALL_PROJECTIONS) await projection.createTables(db, liveNames(projection));
    await projectNew();
    expect(await json(await call('GET', '/api/cld_calendario', undefined))).toHaveLength(1);
  });
  afterAll(async () => {
    await db?.destroy();
    await scratch?.drop();
    await t?.close();
  });

  /** A path parameter's value: the record the fixture made for it. */
  const PARAMS: Record<string, () => string> = {
    id: () => '1',
    ids: () => '1',
    x: () => 'x',
    activityId: () => String(ids.codBseAtividade),
    codCldCalendario: () => '1',
  };
  const routes = validatedRoutes();

  it('finds the routes’ contracts and a value for every path parameter', () => {
    expect(routes.length).toBeGreaterThan(80);
    const unknown = routes.flatMap(({ route }) =>
      [...route.matchAll(/:(\w+)/g)]
        .filter(([, name]) => !PARAMS[name!])
        .map(([, name]) => `${route} (:${name})`),
    );
    expect(unknown).toEqual([]);
  });

  it.each(routes.map((r) => [r.route, r] as const))('%s', async (route, { part, schema }) => {
    const [method, template] = route.split(' ') as [string, string];
    const path = template.replace(/:(\w+)/g, (_, name: string) => PARAMS[name]!());
    const who = CALLERS[route] ?? 'master';
    await fc.assert(
      fc.asyncProperty(edgesOf(schema, ids), async (input) => {
        const query =
          part === 'query' && input && typeof input === 'object'
            ? `?${new URLSearchParams(
                Object.entries(input).flatMap(([k, v]): [string, string][] =>
                  v === undefined ? [] : [[k, String(v)]],
                ),
              )}`
            : '';
        const response = await t.call(method, `${path}${query}`, {
          token: PUBLIC.has(route) ? undefined : o.users[who].token,
          body: part === 'body' ? (input ?? {}) : undefined,
        });
        expect(response.status, await response.text()).toBeLessThan(500);
        await projectNew();
      }),
      // The first failure is the answer: shrinking would call the route again and again.
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});
