import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

interface LoadJob {
  url: string;
  token: string;
  schoolIds: number[];
  durationMs: number;
}

/** One PUT over a kept-alive connection; node:http is far lighter than fetch for a load generator. */
function put(agent: Agent, url: URL, path: string, token: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path,
        method: 'PUT',
        headers: {
          authorization: `Bearer ${token}`,
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
 * event loop: each virtual client renames its own school in a loop, one request at a time,
 * over its own kept-alive connection.
 */
async function run({ url, token, schoolIds, durationMs }: LoadJob): Promise<void> {
  const target = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: schoolIds.length });
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + durationMs;
  await Promise.all(
    schoolIds.map(async (id) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const started = performance.now();
        const body = JSON.stringify({ nomEscola: `Escola de carga ${id} versão ${i}`, codBseEndereco: null });
        const status = await put(agent, target, `/api/bse_escola/${id}`, token, body);
        latencies.push(performance.now() - started);
        if (status !== 200) failures++;
      }
    }),
  );
  agent.destroy();
  parentPort!.postMessage({ latencies, failures });
}

void run(workerData as LoadJob);
