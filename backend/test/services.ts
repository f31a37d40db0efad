import type { TestServices } from '@school/test-support';

export type { TestServices };

/**
 * PostgreSQL and Redis for the integration tests: containers when testcontainers finds a
 * runtime, otherwise the services running on this machine (and it says so).
 */
export async function startTestServices(): Promise<{ services: TestServices; stop: () => Promise<void> }> {
  const localPg = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const localRedis = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  try {
    const { GenericContainer, Wait, getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    const pg = await new GenericContainer('postgres:17')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start();
    const redis = await new GenericContainer('redis:7').withExposedPorts(6379).start();
    const services: TestServices = {
      postgresUrl: `postgres://postgres@${pg.getHost()}:${pg.getMappedPort(5432)}`,
      redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
      source: 'testcontainers',
    };
    console.log(`[test services] testcontainers: ${services.postgresUrl}, ${services.redisUrl}`);
    return {
      services,
      stop: async () => {
        await Promise.all([pg.stop(), redis.stop()]);
      },
    };
  } catch (error) {
    console.log(
      `[test services] testcontainers found no container runtime (${(error as Error).message.split('\n')[0]}); ` +
        `using the local PostgreSQL (${localPg}) and Redis (${localRedis}).`,
    );
    return {
      services: { postgresUrl: localPg, redisUrl: localRedis, source: 'local' },
      stop: async () => undefined,
    };
  }
}
