declare module 'vitest' {
  export interface ProvidedContext {
    services: TestServices;
  }
}

/** What the int, api and browser global setups provide to every test file. */
export interface TestServices {
  /** A server URL without a database name: tests create their own databases. */
  postgresUrl: string;
  redisUrl: string;
  source: 'testcontainers' | 'local';
}
