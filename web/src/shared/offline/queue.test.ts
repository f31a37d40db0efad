import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncAnswer, SyncItem, SyncItemOutcome, SyncRequest } from './contracts';
import { type LockLike, OfflineQueue, type QueueOptions, type RefusedItem } from './queue';

let devices = 0;
const queues: OfflineQueue[] = [];

/** One device: its own database, its network switch, the requests it sent and the server's answers. */
function device(overrides: Partial<QueueOptions> = {}) {
  const dbName = `offline-test-${++devices}`;
  const state = {
    online: true,
    user: 7 as number | null,
    sent: [] as SyncRequest[],
    waits: [] as number[],
    refused: [] as RefusedItem[],
    /** What the server does with one item: applied (200) unless a test says otherwise. */
    answer: (item: SyncItem): Omit<SyncItemOutcome, 'id'> => ({
      status: 200,
      resultado: { won: true, score: 1, verdicts: [item.tipo === 'tentativa'] },
    }),
    /** A failure of the whole request (0: network, else an HTTP status), or null. */
    failure: null as number | null,
  };
  const options: QueueOptions = {
    dbName,
    user: () => state.user,
    online: () => state.online,
    send: async (request) => {
      state.sent.push(request);
      if (state.failure !== null) throw Object.assign(new Error('failed'), { status: state.failure });
      return {
        itens: request.itens.map((i) => ({ id: i.id, ...state.answer(i) })),
        sincronizadoEm: '2026-12-04T14:32:00.000Z',
      } satisfies SyncAnswer;
    },
    onRefused: (item) => state.refused.push(item),
    schedule: (_retry, ms) => {
      state.waits.push(ms);
      return () => undefined;
    },
    backoff: { baseMs: 1_000, maxMs: 8_000 },
    ...overrides,
  };
  const open = () => {
    const queue = new OfflineQueue(options);
    queues.push(queue);
    return queue;
  };
  return { state, open, queue: open() };
}

afterEach(() => {
  for (const q of queues.splice(0)) q.close();
});

describe('OfflineQueue', () => {
  it('keeps what was written offline across a new instance (a reload, a closed tab) and sends it on the next open', async () => {
    const { state, queue, open } = device();
    state.online = false;
    await queue.enqueue('visto', { codBseTurma: 1, codTrlConteudo: 10 });
    await queue.enqueue('avaliacao', { codBseTurma: 1, codTrlCapitulo: 3, avaliacoes: [] });
    expect(state.sent).toHaveLength(0);
    queue.close();

    const reopened = open();
    expect((await reopened.waiting()).map((i) => i.tipo)).toEqual(['visto', 'avaliacao']);
    state.online = true;
    reopened.start();
    await reopened.flush();
    expect(state.sent).toHaveLength(1);
    expect(state.sent[0]!.itens.map((i) => i.dados)).toEqual([
      { codBseTurma: 1, codTrlConteudo: 10 },
      { codBseTurma: 1, codTrlCapitulo: 3, avaliacoes: [] },
    ]);
    expect(await reopened.waiting()).toEqual([]);
    expect(await reopened.lastSync()).toBe('2026-12-04T14:32:00.000Z');
  });

  it('gives each item a device-made id the server accepts, its user, its kind and when it was done', async () => {
    const { state, queue } = device({ now: () => new Date('2026-12-04T10:00:00.000Z') });
    state.online = false;
    const item = await queue.enqueue('tentativa', { codBseTurma: 1, codTrlConteudo: 4, answers: ['a'] });
    expect(item.id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(item).toMatchObject({ tipo: 'tentativa', codBseUsuario: 7, feitoEm: '2026-12-04T10:00:00.000Z' });
  });

  it('answers the server result online, and "pending" offline, keeping the item', async () => {
    const { state, queue } = device();
    const online = await queue.submit('tentativa', { answers: ['x'] });
    expect(online).toMatchObject({ state: 'applied', resultado: { won: true } });

    state.online = false;
    expect(await queue.submit('tentativa', { answers: ['y'] })).toEqual({ state: 'pending' });
    expect(await queue.waiting()).toHaveLength(1);
  });

  it('retries a network failure or a 5xx with a doubling wait, capped, and sends on the online event', async () => {
    const { state, queue } = device();
    state.failure = 0;
    expect(await queue.submit('visto', { codTrlConteudo: 1 })).toEqual({ state: 'pending' });
    state.failure = 503;
    // Each try that fails schedules the next one, a wait twice as long, up to the cap.
    for (let i = 0; i < 4; i++) await queue.flush();
    expect(state.waits).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    expect(await queue.waiting()).toHaveLength(1);

    state.failure = null;
    queue.start();
    window.dispatchEvent(new Event('online'));
    await queue.flush();
    expect(await queue.waiting()).toEqual([]);
  });

  it('sends only the signed-in user’s items, and keeps another user’s for its own next sign-in', async () => {
    const { state, queue } = device();
    state.online = false;
    await queue.enqueue('visto', { codTrlConteudo: 1 });
    state.user = 8;
    await queue.enqueue('visto', { codTrlConteudo: 2 });
    state.online = true;
    await queue.flush();
    expect(state.sent.flatMap((r) => r.itens.map((i) => [i.codBseUsuario, i.dados]))).toEqual([
      [8, { codTrlConteudo: 2 }],
    ]);
    expect(await queue.waiting(7)).toHaveLength(1);

    state.user = null;
    await queue.flush();
    expect(state.sent).toHaveLength(1);
    state.user = 7;
    await queue.flush();
    expect(await queue.waiting(7)).toEqual([]);
  });

  it('removes an item once the server answered it, and keeps a refused one in the refused list with its message', async () => {
    const { state, queue } = device();
    state.online = false;
    await queue.enqueue('visto', { codTrlConteudo: 1 });
    await queue.enqueue('resposta', [{ codBseAtividade: 5 }]);
    state.answer = (item) =>
      item.tipo === 'resposta'
        ? { status: 409, erro: { code: 'answer.alreadySubmitted', message: 'Atividade já respondida.' } }
        : { status: 200 };
    state.online = true;
    await queue.flush();
    expect(await queue.waiting()).toEqual([]);
    const refused = await queue.refused();
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      tipo: 'resposta',
      status: 409,
      erro: { message: 'Atividade já respondida.' },
    });
    expect(state.refused.map((r) => r.erro.message)).toEqual(['Atividade já respondida.']);

    // Sending again sends nothing: a refused item is not retried.
    await queue.flush();
    expect(state.sent).toHaveLength(1);
  });

  it('leaves an item the answer did not mention in the queue', async () => {
    const { state, queue } = device({
      send: async (request: SyncRequest) => {
        state.sent.push(request);
        return { itens: [], sincronizadoEm: '2026-12-04T14:32:00.000Z' };
      },
    });
    await queue.enqueue('visto', { codTrlConteudo: 1 });
    await queue.flush();
    expect(await queue.waiting()).toHaveLength(1);
  });

  it('sends at most 500 items a request', async () => {
    const { state, queue } = device();
    state.online = false;
    for (let i = 0; i < 501; i++) await queue.enqueue('visto', { codTrlConteudo: i });
    state.online = true;
    await queue.flush();
    expect(state.sent.map((r) => r.itens.length)).toEqual([500, 1]);
  });

  it('lets one tab of the device send at a time: two tabs flushing at once send each item once', async () => {
    // A lock manager as the browser's: one holder at a time, the others wait their turn.
    let held: Promise<unknown> = Promise.resolve();
    const locks: LockLike = {
      request<T>(_name: string, callback: () => Promise<T>) {
        const run = held.then(callback);
        held = run.catch(() => undefined);
        return run;
      },
    };
    const { state, queue: tab1, open } = device({ locks });
    const tab2 = open();
    state.online = false;
    await tab1.enqueue('visto', { codTrlConteudo: 1 });
    await tab2.enqueue('visto', { codTrlConteudo: 2 });
    state.online = true;
    await Promise.all([tab1.flush(), tab2.flush()]);
    const ids = state.sent.flatMap((r) => r.itens.map((i) => i.id));
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    // Both tabs read the same count.
    expect(await tab1.waiting()).toEqual([]);
    expect(await tab2.waiting()).toEqual([]);
  });
});
