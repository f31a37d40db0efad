import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration from the environment', () => {
  it('has working defaults for a newcomer on this machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/school_platform',
      REDIS_URL: 'redis://127.0.0.1:6379',
      ADMIN_LOGIN: 'ADMN-0001',
      FILES_DIR: './data/files',
      WORKER_INLINE: true,
    });
    expect(config.EVENTSTORE_URL).toBeUndefined();
  });

  it('upper-cases the admin login and treats empty variables as unset', () => {
    const config = loadConfig({ ADMIN_LOGIN: 'abcd-0001', EVENTSTORE_URL: '' });
    expect(config.ADMIN_LOGIN).toBe('ABCD-0001');
    expect(config.EVENTSTORE_URL).toBeUndefined();
  });

  it('fails fast, naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', JWT_SECRET: 'short', ADMIN_PASSWORD: '123' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variables.sort()).toEqual([
      'ADMIN_PASSWORD',
      'DATABASE_URL',
      'JWT_SECRET',
      'PORT',
    ]);
    expect((error as ConfigError).message).toMatch(/^Invalid environment: /);
  });
});
