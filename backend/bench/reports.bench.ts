import { loadavg } from 'node:os';
import { sql } from 'kysely';
import type { ReportExportStatus } from '@school/modules/reporting';
import { accessLogProjection } from '@school/projections/access-log';
import { classActivitiesProjection } from '@school/projections/class-activities';
import { DEMO_PASSWORD } from '../src/cli/demo-data.js';
import type { Config } from '../src/config/config.js';
import { rebuildProjection } from '../src/projection-engine/rebuild.js';
import { percentile, scaleNetworkApp, signIn } from './bench-support.js';

/** Concurrent report users (issue 14: each report's p99 at 8 users, target ≤ 200 ms school-wide). */
const USERS = 8;
const ROUNDS = Number(process.env.BENCH_REPORT_ROUNDS ?? 20);
const ROUTES = [
  'filtrarAcessos',
  'filtrarQuantidadeNames',
  'filtrarNotas',
  'filtrar',
  'filtrarAvaliacaoTrilha',
];
const DAY = 24 * 3600 * 1000;
/**
 * The last 100 days, to the millisecond: they start and end within a month, so the access report
 * counts those two months from their sign-in times, and every grade of the network falls inside.
 */
function period(): { dataInicio: string; dataFim: string; label: string } {
  const end = new Date();
  const start = new Date(end.getTime() - 100 * DAY);
  return {
    dataInicio: start.toISOString(),
    dataFim: end.toISOString(),
    label: 'the last 100 days',
  };
}

type Print = (line: string) => void;

/**
 * The reporting figures on the `seed:scale` network, in its own database (`BENCH_SCALE_DATABASE_URL`,
 * by default `<database>_scale`), kept between runs because writing it takes a while; seeded at
 * `BENCH_SCALE` (1 by default: issue 14's 100,000 students) when it is not there yet.
 */
export async function reportFigures(base: Config, print: Print): Promise<void> {
  const factor = Number(process.env.BENCH_SCALE ?? '1');
  const url =
    process.env.BENCH_SCALE_DATABASE_URL ?? base.DATABASE_URL.replace(/\/([^/?]*)(\?|$)/, '/$1_scale$2');
  const { app, db, store } = await scaleNetworkApp(base, url, factor, 'bench-scale', print);
  await app.listen(0, '127.0.0.1');
  const origin = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  const api = `${origin}/api`;
  try {
    // Statistics and visibility map as autovacuum keeps them on a normal server (`npm run seed:scale` does the same).
    const autovacuum = (await sql<{ autovacuum: string }>`show autovacuum`.execute(db)).rows[0]!.autovacuum;
    await sql`vacuum (analyze)`.execute(db);
    const counts = await sql<{ students: number; attempts: number; answers: number; events: string }>`
      select (select count(*)::int from user_directory where cod_bse_perfil = 6) as students,
             (select count(*)::int from access_log) as attempts,
             (select count(*)::int from submission_answers) as answers,
             (select count(*)::text from es_events) as events`.execute(db);
    const c = counts.rows[0]!;
    print(
      `reports on the seed:scale network: ${c.students.toLocaleString('en')} students, ${c.attempts.toLocaleString('en')} sign-in attempts, ` +
        `${c.answers.toLocaleString('en')} answers, ${Number(c.events).toLocaleString('en')} events; VACUUM ANALYZE first ` +
        `(autovacuum ${autovacuum} on this server) (load average ${loadavg()[0]!.toFixed(1)})`,
    );
    const token = await signIn(origin, 'DMMT-0001', DEMO_PASSWORD);
    const post = (path: string, body: unknown) =>
      fetch(`${api}/rel_relatorio/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const school = await sql<{ id: number }>`
      select cod_bse_escola as id from school_list where nom_escola = 'Escola Escala 01'`.execute(db);
    const codBseEscola = school.rows[0]!.id;

    const { label, ...dates } = period();
    const measured = [
      ...ROUTES.map((route) => ({ route, body: { codBseEscola }, what: 'one school' })),
      ...['filtrarAcessos', 'filtrarNotas'].map((route) => ({
        route,
        body: { codBseEscola, ...dates },
        what: `one school, ${label}`,
      })),
    ];
    for (const { route, body, what } of measured) {
      // One request first, as the screen's own first load would: plans and pages read in.
      if ((await post(route, body)).status !== 200) throw new Error(`report ${route} refused`);
      const latencies: number[] = [];
      let rows = 0;
      let failures = 0;
      await Promise.all(
        Array.from({ length: USERS }, async () => {
          for (let r = 0; r < ROUNDS; r++) {
            // To the answer's last byte: reading the rows is the browser's work, on another machine.
            const started = performance.now();
            const response = await post(route, body);
            const answer = await response.text();
            latencies.push(performance.now() - started);
            if (response.status !== 200) failures++;
            else if (!rows) rows = (JSON.parse(answer) as unknown[]).length;
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      const p99 = percentile(latencies, 99);
      print(
        `report ${route}, ${what} (${rows.toLocaleString('en')} rows), ${USERS} users × ${ROUNDS} after one, to the last byte: p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
          `p99 ${p99.toFixed(1)} ms (target ≤ 200 ms: ${p99 <= 200 ? 'met' : 'not met'}), ${failures} non-200 answers`,
      );
    }

    // The network's grades (one row per student and activity): the largest report, as an export job.
    const memory = sampleMemory();
    let started = performance.now();
    const submitted = (await (
      await post('exportar', { relatorio: 'filtrarNotas' })
    ).json()) as ReportExportStatus;
    let status = submitted;
    while (status.status !== 'completed' && status.status !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await (
        await fetch(`${api}/rel_relatorio/exportar/${submitted.jobId}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as ReportExportStatus;
    }
    const jobSeconds = (performance.now() - started) / 1000;
    const jobPeak = memory.stop();
    print(
      `relatorio.csv export job, the network's grades: ${status.status}, ${(status.rows ?? 0).toLocaleString('en')} rows in ${jobSeconds.toFixed(1)} s ` +
        `(${Math.round((status.rows ?? 0) / jobSeconds).toLocaleString('en')} rows/s); the app's peak memory during it: heap +${jobPeak.heap} MB, rss +${jobPeak.rss} MB`,
    );
    const streaming = sampleMemory();
    started = performance.now();
    const response = await post('filtrarNotas/csv', {});
    let bytes = 0;
    for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
    const streamPeak = streaming.stop();
    print(
      `relatorio.csv streamed by POST filtrarNotas/csv: ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `peak memory heap +${streamPeak.heap} MB, rss +${streamPeak.rss} MB`,
    );

    // Rebuilding the two largest read models from the whole log.
    for (const projection of [accessLogProjection, classActivitiesProjection]) {
      const result = await rebuildProjection(db, store, projection);
      print(
        `projection rebuild ${projection.name} on the full log: ${result.events.toLocaleString('en')} events in ${(result.ms / 1000).toFixed(1)} s ` +
          `(${Math.round(result.events / (result.ms / 1000)).toLocaleString('en')} events/s)`,
      );
    }
  } finally {
    await app.close();
  }
}

/** The process's memory above what it was when sampling started, at its highest (MB). */
function sampleMemory(): { stop(): { heap: number; rss: number } } {
  const start = process.memoryUsage();
  let heap = 0;
  let rss = 0;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed - start.heapUsed);
    rss = Math.max(rss, now.rss - start.rss);
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return { heap: Math.round(heap / 1e6), rss: Math.round(rss / 1e6) };
    },
  };
}
