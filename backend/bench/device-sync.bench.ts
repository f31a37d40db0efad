import { loadavg } from 'node:os';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { sql } from 'kysely';
import type { Db } from '@school/projections/kernel';
import type { SyncAnswer, SyncItem } from '@school/modules/teaching';
import { DEMO_PASSWORD } from '../src/cli/demo-data.js';
import { DATABASE } from '../src/core/tokens.js';
import { demoClassmates } from './bench-support.js';

/** Issue 36: 40 devices, each sending a queue of 200 items, all at once, applied in at most 10 s. */
const DEVICES = Number(process.env.BENCH_SYNC_DEVICES ?? 40);
const ITEMS = Number(process.env.BENCH_SYNC_ITEMS ?? 200);
const TARGET_SECONDS = 10;

type Print = (line: string) => void;

/**
 * The device queue (decision 0076) on an app with the demo network: DEVICES students of 6º ano A
 * each send a queue of ITEMS items done offline an hour ago (views of the trail's contents in turn,
 * and every fourth a round of one of its games), all at once; the wall time until every answer
 * came, then whether every item was stored once (its id in one event's metadata) and none lost,
 * and that one queue sent again stores nothing.
 */
export async function deviceSyncFigures(
  app: NestExpressApplication,
  url: string,
  print: Print,
): Promise<void> {
  const db = app.get<Db>(DATABASE);
  const { classId, classmates } = await demoClassmates(app, DEVICES, 7001, 'Aluno sem conexão');
  const tokens: string[] = [];
  for (const { cstLogin } of classmates) {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: cstLogin, password: DEMO_PASSWORD }),
    });
    tokens.push(((await response.json()) as { access_token: string }).access_token);
  }
  const trail = (await (
    await fetch(`${url}/api/plataforma/turma/${classId}`, {
      headers: { authorization: `Bearer ${tokens[0]}` },
    })
  ).json()) as {
    capitulos: {
      aulas: { conteudos: { codTrlConteudo: number; codTrlTipoConteudo: number; codTrlJogo?: number }[] }[];
    }[];
  };
  const contents = trail.capitulos.flatMap((c) => c.aulas.flatMap((l) => l.conteudos));
  // A game scored from its answers alone (not memory or the puzzle, whose rounds the server draws).
  const game = contents.find((c) => c.codTrlTipoConteudo === 3 && c.codTrlJogo !== 2 && c.codTrlJogo !== 5);
  const feitoEm = new Date(Date.now() - 3_600_000).toISOString();
  const run = `bench-${Date.now().toString(36)}`;
  const queues = classmates.map(({ codBseUsuario }, d): SyncItem[] =>
    Array.from({ length: ITEMS }, (_, i): SyncItem => {
      const id = `${run}-${d}-${i}`;
      if (game && i % 4 === 3)
        return {
          id,
          tipo: 'tentativa',
          codBseUsuario,
          feitoEm,
          dados: {
            codBseTurma: classId,
            codTrlConteudo: game.codTrlConteudo,
            answers: ['a'],
            durationMs: 5000,
          },
        };
      // Views in turn: never the learner's last one again, so each is recorded (decision 0058).
      const content = contents[i % contents.length]!;
      return {
        id,
        tipo: 'visto',
        codBseUsuario,
        feitoEm,
        dados: { codBseTurma: classId, codTrlConteudo: content.codTrlConteudo },
      };
    }),
  );
  const send = async (token: string, itens: SyncItem[]) => {
    const response = await fetch(`${url}/api/plataforma/sincronizar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ itens }),
    });
    return { status: response.status, body: (await response.json()) as SyncAnswer };
  };
  const stored = async () =>
    (
      await sql<{ events: number; items: number }>`
        select count(*)::int as events, count(distinct metadata->>'idempotencyKey')::int as items
          from es_events
         where type in ('ContentViewed', 'GameAttempted')
           and metadata->>'idempotencyKey' like ${`device-item:${run}-%`}`.execute(db)
    ).rows[0]!;
  const load = loadavg()[0]!.toFixed(1);
  const started = performance.now();
  const answers = await Promise.all(tokens.map((token, d) => send(token, queues[d]!)));
  const seconds = (performance.now() - started) / 1000;
  const applied = answers.flatMap((a) => a.body.itens ?? []).filter((i) => i.status === 200).length;
  const failed = answers.filter((a) => a.status !== 200).length;
  const after = await stored();
  // Views repeating the learner's last one record nothing (decision 0058): every item here is another.
  const expected = DEVICES * ITEMS;
  await send(tokens[0]!, queues[0]!);
  const again = await stored();
  const lost = expected - after.items;
  const duplicates = after.events - after.items + (again.events - after.events);
  print(
    `device queues, ${DEVICES} devices × ${ITEMS} items at once: applied in ${seconds.toFixed(1)} s ` +
      `(${Math.round(expected / seconds)} items/s; target ≤ ${TARGET_SECONDS} s: ${seconds <= TARGET_SECONDS ? 'met' : 'not met'}); ` +
      `${applied} of ${expected} items answered 200, ${failed} queues not 200; ${lost} lost, ${duplicates} duplicated ` +
      `(one queue sent again stored ${again.events - after.events} more) ` +
      `(target no loss and no duplicate: ${lost === 0 && duplicates === 0 ? 'met' : 'not met'}; load average ${load})`,
  );
}
