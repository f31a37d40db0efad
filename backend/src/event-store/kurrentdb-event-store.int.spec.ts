import { describe, it } from 'vitest';
import { eventStoreContract } from './event-store.contract.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

// The documented image, run as an insecure single node (no TLS, no auth), in memory.
const IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb:latest';

/** A KurrentDB to test against: EVENTSTORE_URL, else a container, else none (and why). */
async function findKurrentDb(): Promise<
  { start: () => Promise<{ url: string; stop: () => Promise<void> }> } | string
> {
  const url = process.env.EVENTSTORE_URL;
  if (url) return { start: async () => ({ url, stop: async () => undefined }) };
  try {
    const { GenericContainer, Wait, getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return {
      start: async () => {
        const container = await new GenericContainer(IMAGE)
          .withEnvironment({
            KURRENTDB_CLUSTER_SIZE: '1',
            KURRENTDB_RUN_PROJECTIONS: 'None',
            KURRENTDB_INSECURE: 'true',
            KURRENTDB_MEM_DB: 'true',
            KURRENTDB_TELEMETRY_OPTOUT: 'true',
          })
          .withExposedPorts(2113)
          .withWaitStrategy(
            Wait.forHttp('/health/live', 2113).forStatusCodeMatching((code) => code >= 200 && code < 300),
          )
          .withStartupTimeout(120_000)
          .start();
        return {
          url: `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
          stop: async () => {
            await container.stop();
          },
        };
      },
    };
  } catch (error) {
    return `no EVENTSTORE_URL and no container runtime: ${(error as Error).message.split('\n')[0]}`;
  }
}

const kurrent = await findKurrentDb();

if (typeof kurrent === 'string') {
  console.log(`[event store] KurrentDB event store contract skipped (${kurrent}).`);
  describe.skip('KurrentDB event store contract (no EVENTSTORE_URL and no container runtime)', () => {
    it('runs the event store contract against KurrentDB', () => undefined);
  });
} else {
  eventStoreContract('KurrentDB event store contract', async () => {
    const server = await kurrent.start();
    const store = new KurrentDbEventStore(server.url);
    return {
      store,
      async cleanup() {
        await store.close();
        await server.stop();
      },
    };
  });
}
