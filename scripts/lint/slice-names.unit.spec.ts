import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One name per concept (decision 0042): a slice is the same folder name, the singular noun of its
// concept, in modules/<context>/, backend/src/<context>/ and web/src/features/. The spec's route
// names (trl_livro_turma, ativarAula) stay at the edge: routes, query keys, comments.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function folders(path: string): string[] {
  try {
    return readdirSync(`${repoRoot}${path}`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['dist', 'node_modules'].includes(entry.name))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** The bounded contexts: modules/ less the kernel and the test harness. */
const CONTEXTS = folders('modules').filter((context) => !['kernel', 'testing'].includes(context));

/** The slices of modules/ without a backend slice of that name, and where their edge lives. */
const DOMAIN_ONLY: Record<string, string> = {
  'content/game': 'games are contents: their routes are content/lesson-content',
  'identity/access': 'the access facts: written by backend identity/sign-in, read by identity/access-log',
};

/** The backend slices without a domain of their own, and why. */
const EDGE_ONLY: Record<string, string> = {
  'identity/access-log': 'reads the access facts (modules identity/access)',
  'identity/sign-in': 'signs in and out: writes the access facts (modules identity/access)',
  'identity/my-data': "the signed-in user's own record, read from identity/user",
  'identity/profile-settings': "the signed-in user's password and sessions (identity/user, identity/session)",
  'organization/class-members': "a class's students: user placements (identity/user)",
  'organization/postal-code': 'a lookup of an outside provider',
  'organization/scope': 'who may read what: shared by every context',
  'privacy/retention':
    "the access log's retention job; its fact and rule are identity/access's (access-retention)",
  'privacy/copy': "the copy of one person's data: read from every context, for privacy/data-request's job",
};

/** Contexts whose backend holds its one slice flat, without a folder. */
const FLAT: Record<string, string> = { support: 'support-request', files: 'file' };

/** The web features that are screens of the client itself, with no slice behind them. */
const CLIENT_ONLY = ['errors', 'home', 'privacy'];

const modulesSlices = CONTEXTS.flatMap((context) =>
  folders(`modules/${context}`).map((s) => `${context}/${s}`),
);
/** The backend's folders of the contexts (not its infrastructure: auth, commands, database…). */
const backendSlices = CONTEXTS.flatMap((context) =>
  folders(`backend/src/${context}`).map((slice) => `${context}/${slice}`),
);

describe('slice names (one name per concept)', () => {
  it.each(modulesSlices)('modules/%s has a backend slice of the same name', (slice) => {
    const [context] = slice.split('/');
    if (slice in DOMAIN_ONLY || FLAT[context!] === slice.split('/')[1]) return;
    expect(backendSlices, `backend/src/${slice} (or list it in DOMAIN_ONLY with why)`).toContain(slice);
  });

  it.each(backendSlices)('backend/src/%s is named as a slice of modules/', (slice) => {
    if (slice in EDGE_ONLY) return;
    expect(modulesSlices, `modules/${slice} (or list it in EDGE_ONLY with why)`).toContain(slice);
  });

  it.each(folders('web/src/features'))('web/src/features/%s is named as a slice', (feature) => {
    if (CLIENT_ONLY.includes(feature)) return;
    const names = new Set([...modulesSlices, ...backendSlices].map((slice) => slice.split('/')[1]));
    expect([...names], `a slice named ${feature} in modules/ or backend/src/`).toContain(feature);
  });

  it('lists no exception that is gone', () => {
    for (const slice of Object.keys(DOMAIN_ONLY)) expect(modulesSlices).toContain(slice);
    for (const slice of Object.keys(EDGE_ONLY)) expect(backendSlices).toContain(slice);
    for (const feature of CLIENT_ONLY) expect(folders('web/src/features')).toContain(feature);
  });
});
