import { parentPort, workerData } from 'node:worker_threads';

interface LoadJob {
  url: string;
  token: string;
  schoolIds: number[];
  durationMs: number;
}

/**
 * The HTTP load generator, in its own thread so that the client does not steal the server's
 * event loop: each virtual client renames its own school in a loop, one request at a time.
 */
async function run({ url, token, schoolIds, durationMs }: LoadJob): Promise<void> {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + durationMs;
  await Promise.all(
    schoolIds.map(async (id) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const started = performance.now();
        const response = await fetch(`${url}/api/bse_escola/${id}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ nomEscola: `Escola de carga ${id} versão ${i}`, codBseEndereco: null }),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status !== 200) failures++;
      }
    }),
  );
  parentPort!.postMessage({ latencies, failures });
}

void run(workerData as LoadJob);
