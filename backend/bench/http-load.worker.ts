import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/** One request a virtual client sends, and the status that counts as success. */
export interface CycledRequest {
  method: string;
  path: string;
  body?: unknown;
  ok?: number;
}

/**
 * Each virtual client renames its own school (PUT), signs in with the given credentials (POST),
 * or sends its own requests in turn (`cycle`: one list per client, with its token).
 */
type LoadJob = { url: string; durationMs: number } & (
  | { kind: 'rename'; token: string; schoolIds: number[] }
  | { kind: 'signIn'; clients: number; username: string; password: string }
  | { kind: 'cycle'; clients: { token: string; requests: CycledRequest[] }[] }
  /** Every item sent once, `clients` at a time, whatever the duration (an exam's submissions). */
  | { kind: 'once'; clients: number; items: (CycledRequest & { token: string })[] }
);

/** One request over a kept-alive connection; node:http is far lighter than fetch for a load generator. */
function send(
  agent: Agent,
  url: URL,
  method: string,
  path: string,
  token: string | null,
  body: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path,
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The HTTP load generator, in its own thread so that the client does not steal the server's
 * event loop: each virtual client sends its request in a loop, one at a time, over its own
 * kept-alive connection.
 */
async function run(job: LoadJob): Promise<void> {
  const target = new URL(job.url);
  const clients =
    job.kind === 'rename' ? job.schoolIds.length : job.kind === 'cycle' ? job.clients.length : job.clients;
  if (job.kind === 'once') return runOnce(job, target, clients);
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  let failures = 0;
  const statuses: Record<number, number> = {};
  const deadline = performance.now() + job.durationMs;
  const once = (client: number, i: number): Promise<boolean> => {
    if (job.kind === 'cycle') {
      const { token, requests } = job.clients[client]!;
      const r = requests[i % requests.length]!;
      const body = r.body === undefined ? '' : JSON.stringify(r.body);
      return send(agent, target, r.method, r.path, token, body).then((status) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
        return status === (r.ok ?? 200);
      });
    }
    if (job.kind === 'signIn') {
      const body = JSON.stringify({ username: job.username, password: job.password });
      return send(agent, target, 'POST', '/api/auth/login', null, body).then((s) => s === 202);
    }
    const id = job.schoolIds[client]!;
    const body = JSON.stringify({ nomEscola: `Escola de carga ${id} versão ${i}`, codBseEndereco: null });
    return send(agent, target, 'PUT', `/api/bse_escola/${id}`, job.token, body).then((s) => s === 200);
  };
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const started = performance.now();
        const ok = await once(client, i);
        latencies.push(performance.now() - started);
        if (!ok) failures++;
      }
    }),
  );
  agent.destroy();
  parentPort!.postMessage({ latencies, failures, statuses });
}

/** Each item once, by `clients` virtual clients taking the next item in turn. */
async function runOnce(job: Extract<LoadJob, { kind: 'once' }>, target: URL, clients: number): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  let failures = 0;
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < job.items.length) {
        const item = job.items[next++]!;
        const started = performance.now();
        const status = await send(
          agent,
          target,
          item.method,
          item.path,
          item.token,
          JSON.stringify(item.body ?? {}),
        );
        latencies.push(performance.now() - started);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status !== (item.ok ?? 200)) failures++;
      }
    }),
  );
  agent.destroy();
  parentPort!.postMessage({ latencies, failures, statuses });
}

void run(workerData as LoadJob);
