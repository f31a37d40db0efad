import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent, RecordedEvent } from '@school/modules/kernel';
import { liveNames, type Projection } from '@school/projections/kernel';
import { createTestApp, type TestApp } from '../../test/app.js';
import { json } from '../../test/api.js';
import { metricValue } from '../../test/metrics.js';
import { readModelSnapshot } from '../../test/read-models.js';
import { DEMO_PASSWORD } from '../cli/demo-data.js';
import { seedDemo } from '../cli/demo-seed.js';
import { ALL_PROJECTIONS } from '../projections.js';
import { handledEvents } from './handled-events.js';
import { retryParked } from './parked-events.js';
import { ProjectionEngine } from './projection-engine.js';
import { rebuildProjection } from './rebuild.js';

/**
 * Every read model, poisoned with an event it cannot store (written straight into the log, as an
 * old release or a bug in a contract would have let it in), against the whole app on the demo
 * network: the read model parks it with the later events of its stream and goes on, writes do not
 * wait, an instance still becomes ready, the health and the metric name it, and once the code is
 * fixed `projections:retry` applies it, after which the read model equals a rebuild (decision 0056).
 *
 * The poison: a copy of one of its real events with every whole number (ids, sizes, sequence
 * numbers, scores) past what a PostgreSQL integer or bigint holds. The fix, as a release would ship
 * it for stored events of a bad shape, an upcaster: it repairs each poisoned event, its numbers
 * moved to ids of their own, far from the demo's.
 */
const OUT_OF_RANGE = 1e19;
/** The copies' ids are the real ones moved by multiples of this, apart for each read model's. */
const FIXED = 10_000_000;
/** How far the k-th poison's copies move their ids: the repaired one, the later one, the other stream's. */
const offsets = (k: number) => [1, 2, 3].map((i) => (4 * k + i) * FIXED);
const METRICS_TOKEN = 'parked-read-models-metrics-token-0123456789';

/** Read models that store nothing of an event's data, so no data can poison them: each with why. */
const UNPOISONABLE: Record<string, string> = {
  'event-stats': 'counts events by type, with the position and time the store gives them',
};

/**
 * Text that is unique across a read model (a login, a file's or an attempt's id): a copy of the
 * event takes its own, as it takes ids of its own. Otherwise the copy would be the same record as
 * the event it was copied from, or a projector that folds a batch in memory would let the later
 * copy of the same file overwrite the poisoned one before anything is written.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uniqueText = (key: string) => key === 'id' || key.endsWith('Id') || key === 'cstLogin';

function mapValues(
  value: unknown,
  map: (n: number) => number,
  text: (s: string) => string = (s) => s,
): unknown {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? map(value) : value;
  if (Array.isArray(value)) return value.map((v) => mapValues(v, map, text));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        uniqueText(k) && typeof v === 'string' ? text(v) : mapValues(v, map, text),
      ]),
    );
  return value;
}

const poisoned = (data: unknown) => mapValues(data, () => OUT_OF_RANGE);
const shifted = (data: unknown, by: number) =>
  mapValues(
    data,
    (n) => n + by,
    (s) => (UUID.test(s) ? randomUUID() : `${s}-${by}`),
  );
/** What the fix's upcaster makes of each poisoned event, by event id. */
const repairs = new Map<string, unknown>();

function fixed(projection: Projection): Projection {
  return {
    ...projection,
    project: (events, trx, names) =>
      projection.project(
        events.map((e) => (repairs.has(e.id) ? { ...e, data: repairs.get(e.id) } : e)),
        trx,
        names,
      ),
  };
}

interface Poison {
  projection: Projection;
  /** The real event it was copied from. */
  source: RecordedEvent;
  /** Appended: the poisoned copy, a later event of its stream, an event of another stream after it. */
  positions: { poisoned: string; behind: string; other: string };
}

/** Whether the projector stores these events, one after the other: tried in a transaction always rolled back. */
async function stores(t: TestApp, projection: Projection, events: RecordedEvent[]): Promise<boolean> {
  const rollback = new Error('rollback');
  try {
    await t.db.transaction().execute(async (trx) => {
      for (const event of events) await projection.project([event], trx, liveNames(projection));
      throw rollback;
    });
  } catch (error) {
    return error === rollback;
  }
  return true;
}

describe('a read model that cannot store an event', () => {
  let t: TestApp;
  let master: string;
  const poisons: Poison[] = [];

  /**
   * Waits until every read model has passed an append (or parked it): each poison costs the read
   * models that refuse it their retries, longer than `settled()` waits on a loaded machine.
   */
  const projected = async <T extends { position: string }>(appended: T): Promise<T> => {
    expect(await t.app.get(ProjectionEngine).waitFor(appended.position, 120_000)).toBe(true);
    return appended;
  };

  beforeAll(async () => {
    t = await createTestApp('parked_read_models', { METRICS_TOKEN });
    await seedDemo(t.app);
    await t.settled();
    master = await t.signIn('DMMT-0001', DEMO_PASSWORD);
    // The demo network has no support request: one, so that the support desk has an event to poison.
    const request = await t.call('POST', '/api/bse_suporte', {
      token: await t.signIn('DMMT-0006', DEMO_PASSWORD),
      body: {
        name: 'Aluno Demonstração',
        email: 'aluno@example.com',
        pagina: 'acesso',
        desc: 'Não consigo entrar.',
      },
    });
    expect(request.status).toBe(201);
    // Nor a student's look at its grades: one, so that grades-seen has an event to poison.
    const look = await t.call('POST', '/api/inicio/notasVistas', {
      token: await t.signIn('DMMT-0006', DEMO_PASSWORD),
    });
    expect(look.status).toBeLessThan(300);
    // Nor a device's queue (decision 0076): Diego's, with an open activity's answers twice, so
    // that device-syncs has its DeviceSynced and kept-answers the second copy set aside.
    const diego = await t.signIn('DMCE-0003', DEMO_PASSWORD);
    const me = await json<{ codBseTurma: number; codBseUsuario: number }>(
      await t.call('GET', '/api/bse_usuario/getMeusDados/x', { token: diego }),
    );
    const open = await json<{ codBseAtividade: number; respondida: boolean }[]>(
      await t.call('GET', `/api/bse_atividade_turma/${me.codBseTurma}/atividades-ativas`, { token: diego }),
    );
    const codBseAtividade = open.find((a) => !a.respondida)!.codBseAtividade;
    const questions = await json<{ codBseQuestao: number; multiplaEscolha: { descricao: string }[] }[]>(
      await t.call('GET', `/api/bse_questao?codBseAtividade=${codBseAtividade}`, { token: diego }),
    );
    const answers = questions.map(({ codBseQuestao, multiplaEscolha }) => ({
      codBseAtividade,
      codBseTurma: me.codBseTurma,
      codBseQuestao,
      resResposta: multiplaEscolha[0]?.descricao ?? 'Respondida no aparelho.',
    }));
    const item = () => ({
      id: randomUUID(),
      tipo: 'resposta',
      codBseUsuario: me.codBseUsuario,
      feitoEm: new Date().toISOString(),
      dados: answers,
    });
    const queue = await json<{ itens: { status: number }[] }>(
      await t.call('POST', '/api/plataforma/sincronizar', {
        token: diego,
        body: { itens: [item(), item()] },
      }),
    );
    expect(queue.itens.map((i) => i.status)).toEqual([200, 409]);
    const log = await t.store.readAll({ after: null, maxCount: 1_000_000 });

    const missing: string[] = [];
    for (const projection of ALL_PROJECTIONS) {
      if (UNPOISONABLE[projection.name]) continue;
      const firstOfType = new Map<string, RecordedEvent>();
      for (const e of handledEvents(projection, log))
        if (!firstOfType.has(e.type)) firstOfType.set(e.type, e);
      // The first event of a type it cannot store poisoned, and can store repaired, with the two
      // copies of other ids that the test appends after it.
      let source: RecordedEvent | undefined;
      for (const e of firstOfType.values()) {
        const as = (data: unknown) => ({ ...e, id: randomUUID(), data });
        if (await stores(t, projection, [as(poisoned(e.data))])) continue;
        const copies = offsets(poisons.length).map((by) => as(shifted(e.data, by)));
        if (!(await stores(t, projection, copies))) continue;
        source = e;
        break;
      }
      if (!source) {
        missing.push(`${projection.name} (${[...firstOfType.keys()].join(', ') || 'no event'})`);
        continue;
      }
      // A stream of its own, so that each read model's poison is the first parked event of it.
      // Each append is projected before the next: a projector that writes a batch in one statement
      // may take a bad value in a list of good ones that it refuses alone, and the test is of the
      // engine's handling of a refusal.
      const stream = `${source.streamName}-${randomUUID()}`;
      const [repaired, later, elsewhere] = offsets(poisons.length);
      const copy = (data: unknown): NewEvent => ({ id: randomUUID(), type: source.type, data });
      const poison = copy(poisoned(source.data));
      repairs.set(poison.id, shifted(source.data, repaired!));
      const first = await projected(await t.store.append(stream, [poison], 'no_stream'));
      const behind = await projected(await t.store.append(stream, [copy(shifted(source.data, later!))], 0));
      const other = await projected(
        await t.store.append(
          `${source.streamName}-${randomUUID()}`,
          [copy(shifted(source.data, elsewhere!))],
          'no_stream',
        ),
      );
      poisons.push({
        projection,
        source,
        positions: { poisoned: first.position, behind: behind.position, other: other.position },
      });
    }
    expect(missing, 'read models no event of the demo log poisons').toEqual([]);
    await projected({ position: (await t.store.headPosition())! });
  }, 600_000);

  afterAll(() => t?.close());

  it('poisons every read model that stores an event’s data', () => {
    expect(poisons.map((p) => p.projection.name).sort()).toEqual(
      ALL_PROJECTIONS.map((p) => p.name)
        .filter((name) => !UNPOISONABLE[name])
        .sort(),
    );
  });

  it('parks the poisoned event with the later ones of its stream, and takes the events of other streams', async () => {
    const parked = await t.db.selectFrom('projection_parked').selectAll().execute();
    for (const { projection, positions } of poisons) {
      const mine = parked.filter((p) => p.projection === projection.name);
      const at = (position: string) => mine.find((p) => p.position === position);
      expect(at(positions.poisoned), projection.name).toMatchObject({ cause: true, attempts: 3 });
      expect(at(positions.behind), projection.name).toMatchObject({ cause: false });
      expect(at(positions.other), projection.name).toBeUndefined();
      // No value of the event reaches the recorded error.
      expect(String(at(positions.poisoned)!.error), projection.name).not.toContain(String(OUT_OF_RANGE));
    }
    // Every read model passed the head: none stopped.
    const head = await t.store.headPosition();
    const checkpoints = await t.db
      .selectFrom('projection_checkpoints')
      .select(['name', 'position'])
      .execute();
    for (const c of checkpoints) expect(String(c.position) >= head!, String(c.name)).toBe(true);
  });

  it('lets writes answer as soon as their read models have them: nobody waits on the parked events', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await t.call('POST', '/api/bse_escola', {
        token: master,
        body: { nomEscola: `Escola Depois ${i}`, cstTxtPrefixoLogin: `Q${'ABC'[i]}` },
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      expect(response.headers.get('X-Read-Model')).toBe('settled');
    }
  });

  it('names each degraded read model, its first parked event and their count, in the health and the metric', async () => {
    const health = await t.call('GET', '/api/health', { token: master });
    expect(health.status).toBe(200);
    const body = (await health.json()) as {
      status: string;
      projections: {
        degraded: string[];
        projections: {
          name: string;
          status: string;
          parked: { events: number; first: { position: string; eventType: string } } | null;
        }[];
      };
    };
    expect(body.status).toBe('degraded');
    expect(body.projections.degraded).toEqual(expect.arrayContaining(poisons.map((p) => p.projection.name)));
    for (const { projection, source, positions } of poisons) {
      const entry = body.projections.projections.find((p) => p.name === projection.name)!;
      expect(entry.status).toBe('running');
      expect(entry.parked!.events).toBeGreaterThanOrEqual(2);
      expect(entry.parked!.first.position <= positions.poisoned).toBe(true);
      if (entry.parked!.first.position === positions.poisoned)
        expect(entry.parked!.first.eventType).toBe(source.type);
    }
    // Anonymous callers get the word alone.
    expect(await (await t.call('GET', '/api/health')).json()).toEqual({ status: 'degraded' });

    const metrics = await (await t.call('GET', '/api/metrics', { token: METRICS_TOKEN })).text();
    for (const { projection } of poisons)
      expect(
        metricValue(metrics, 'school_projection_parked_events', { read_model: projection.name }),
        projection.name,
      ).toBeGreaterThanOrEqual(2);
  });

  it('lets a new instance become ready, the degraded read models named', async () => {
    const second = await createTestApp('parked_read_models-b', {}, { sharing: t });
    try {
      const ready = await second.call('GET', '/api/health/ready', { token: master });
      expect(ready.status).toBe(200);
      const body = (await ready.json()) as { status: string; degraded: string[] };
      expect(body.status).toBe('ready');
      expect(body.degraded).toEqual(expect.arrayContaining(poisons.map((p) => p.projection.name)));
    } finally {
      await second.close();
    }
  });

  it('applies the parked events once the code is fixed (projections:retry); each read model then equals a rebuild', async () => {
    const projections = ALL_PROJECTIONS.map(fixed);
    const results = await retryParked(t.db, t.store, projections);
    expect(results.filter((r) => r.stillParked > 0)).toEqual([]);
    expect(await t.db.selectFrom('projection_parked').selectAll().execute()).toEqual([]);
    await projected({ position: (await t.store.headPosition())! });
    for (const projection of projections) {
      if (UNPOISONABLE[projection.name]) continue;
      const live = await readModelSnapshot(t.db, [projection]);
      await rebuildProjection(t.db, t.store, projection);
      expect(await readModelSnapshot(t.db, [projection]), projection.name).toEqual(live);
    }
    const health = await t.call('GET', '/api/health', { token: master });
    expect(((await health.json()) as { status: string }).status).toBe('ok');
  });
});
