import { describe, expect, it } from 'vitest';
import { apiDocsEnabled, ConfigError, loadConfig } from './config.js';

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

  it('refuses production without JWT_SECRET and PERSONAL_DATA_KEY, saying what to set', () => {
    const key = { PERSONAL_DATA_KEY: 'k'.repeat(32) };
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: '', ...key });
    } catch (error) {
      expect((error as ConfigError).variables).toEqual(['JWT_SECRET']);
      expect((error as ConfigError).message).toContain('JWT_SECRET: required when NODE_ENV=production');
    }
    try {
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    } catch (error) {
      expect((error as ConfigError).variables).toEqual(['PERSONAL_DATA_KEY']);
      expect((error as ConfigError).message).toContain(
        'PERSONAL_DATA_KEY: required when NODE_ENV=production',
      );
    }
    expect(() => loadConfig({ NODE_ENV: 'production', ...key, JWT_SECRET: 'x'.repeat(31) })).toThrow(
      /JWT_SECRET/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PERSONAL_DATA_KEY: 'short' }),
    ).toThrow(/PERSONAL_DATA_KEY/);
    expect(
      loadConfig({ NODE_ENV: 'production', ...key, JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET,
    ).toHaveLength(32);
    expect(loadConfig({ NODE_ENV: 'development' }).JWT_SECRET).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development' }).PERSONAL_DATA_KEY).toBeUndefined();
  });

  it('reads TRUST_PROXY as express understands it, refusing true and bad addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,172.16.0.0/255.240.0.0, fd00::/8' }).TRUST_PROXY,
    ).toEqual(['loopback', '10.0.0.0/8', '172.16.0.0/255.240.0.0', 'fd00::/8']);
    for (const bad of ['true', 'proxy.example', '10.0.0.0/33', '0', '999.1.1.1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('turns HSTS on only behind a trusted proxy that ends TLS', () => {
    expect(loadConfig({}).TLS_TERMINATED).toBe(false);
    expect(loadConfig({ TLS_TERMINATED: 'true', TRUST_PROXY: '1' }).TLS_TERMINATED).toBe(true);
    expect(() => loadConfig({ TLS_TERMINATED: 'true', TRUST_PROXY: 'false' })).toThrow(
      /TLS_TERMINATED: true needs the proxy that ends TLS to be trusted/,
    );
  });

  it('builds absolute addresses from PUBLIC_URL: localhost on PORT by default, http(s) only', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3456' }).PUBLIC_URL).toBe('http://localhost:3456');
    expect(loadConfig({ PUBLIC_URL: 'https://escola.example/' }).PUBLIC_URL).toBe('https://escola.example');
    expect(loadConfig({ PUBLIC_URL: 'https://escola.example/app' }).PUBLIC_URL).toBe(
      'https://escola.example/app',
    );
    for (const bad of ['escola.example', 'ftp://escola.example', 'https://escola.example/?a=1'])
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
  });

  it('serves the API docs except in production, unless API_DOCS says otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      PERSONAL_DATA_KEY: 'k'.repeat(32),
    };
    expect(apiDocsEnabled(loadConfig({}))).toBe(true);
    expect(apiDocsEnabled(loadConfig(production))).toBe(false);
    expect(apiDocsEnabled(loadConfig({ ...production, API_DOCS: 'on' }))).toBe(true);
    expect(apiDocsEnabled(loadConfig({ API_DOCS: 'off' }))).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });
});
