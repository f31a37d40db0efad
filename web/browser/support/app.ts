import { PROFILE_NAMES, type Profile } from '@school/modules/kernel/contracts';

/**
 * The browser tests run against the whole application as `npm start` runs it: the backend
 * (booted like the integration tests do, on a fresh database) serving the built client from
 * its origin. The backend is loaded at run time from its own test helper; it is the host under
 * test, not a library this workspace imports.
 */
interface TestApp {
  url: string;
  app: { get(token: unknown): unknown };
  call(method: string, path: string, options?: { token?: string; body?: unknown }): Promise<Response>;
  signIn(login: string, password: string): Promise<string>;
  close(): Promise<void>;
}

interface Identity {
  createUser(user: Record<string, unknown>, meta: null): Promise<{ codBseUsuario: number }>;
}

const repoFile = (path: string) => new URL(`../../../${path}`, import.meta.url).href;
const backend = (path: string) => repoFile(`backend/${path}`);

export const DEMO_PASSWORD = 'demo1234';
export const PROFILES = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly Profile[];
export const DEACTIVATED_LOGIN = 'DMMT-0099';

export interface DemoUser {
  login: string;
  name: string;
  profile: Profile;
}

/** The demo users of `npm run seed:demo`: DMMT-0001 (Master) to DMMT-0007 (Assistente). */
export const DEMO_USERS: DemoUser[] = PROFILES.map((profile) => ({
  login: `DMMT-000${profile}`,
  name: `${PROFILE_NAMES[profile]} Demonstração`,
  profile,
}));

export interface RunningApp {
  url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Configuration for the backend (e.g. POSTAL_CODE_URL pointing at a provider the test runs). */
  env?: Record<string, string>;
  /**
   * The whole demo network of `npm run seed:demo` instead (backend/src/cli/demo-data.ts): the
   * school, units Centro (CE) and Jardins (JD) with their addresses and classes, DMMT-0001 to
   * DMMT-0007 placed in them (Diretor, Coordenador, Professor and Aluno in Centro), more
   * teachers and students. No deactivated user.
   */
  demoNetwork?: boolean;
}

/** The app on a fresh database with the demo school, the demo users and one deactivated user. */
export async function startApp(label: string, options: StartOptions = {}): Promise<RunningApp> {
  const { createTestApp, TEST_ADMIN } = (await import(/* @vite-ignore */ backend('test/app.ts'))) as {
    createTestApp(label: string, env?: Record<string, string>): Promise<TestApp>;
    TEST_ADMIN: { login: string; password: string };
  };
  const { IdentityService, SetUserActiveCommand } = (await import(
    /* @vite-ignore */ repoFile('modules/identity/server.ts')
  )) as {
    IdentityService: unknown;
    SetUserActiveCommand: new (id: number, active: boolean, meta: null) => object;
  };
  const { CommandBus } = await import('@nestjs/cqrs');
  const t = await createTestApp(label, options.env);
  try {
    if (options.demoNetwork) {
      const { seedDemo } = (await import(/* @vite-ignore */ backend('src/cli/demo-seed.ts'))) as {
        seedDemo(app: unknown): Promise<string[]>;
      };
      await seedDemo(t.app);
      return { url: t.url, close: () => t.close() };
    }
    const token = await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password);
    const created = await t.call('POST', '/api/bse_escola', {
      token,
      body: { nomEscola: 'Escola Demonstração', cstTxtPrefixoLogin: 'DM' },
    });
    if (created.status !== 200) throw new Error(`Demo school: ${created.status} ${await created.text()}`);
    const [school] = (await (await t.call('GET', '/api/bse_escola?search=Demonstra', { token })).json()) as {
      codBseEscola: number;
    }[];
    const identity = t.app.get(IdentityService) as Identity;
    const user = (login: string, name: string, profile: number) =>
      identity.createUser(
        {
          cstLogin: login,
          password: DEMO_PASSWORD,
          nomUsuario: name,
          codBsePerfil: profile,
          codBseEscola: profile === 1 ? 1 : school!.codBseEscola,
          codBseUnidade: null,
          turmas: [],
        },
        null,
      );
    for (const demo of DEMO_USERS) await user(demo.login, demo.name, demo.profile);
    const gone = await user(DEACTIVATED_LOGIN, 'Gestor Desativado', 2);
    const bus = t.app.get(CommandBus) as { execute(command: object): Promise<unknown> };
    await bus.execute(new SetUserActiveCommand(gone.codBseUsuario, false, null));
    return { url: t.url, close: () => t.close() };
  } catch (error) {
    await t.close();
    throw error;
  }
}
