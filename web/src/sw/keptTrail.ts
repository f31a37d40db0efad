/**
 * What the service worker keeps of the player (docs/offline.md, decision 0078), as pure functions
 * the worker and its tests share: which requests are kept, for which user, and which files a trail
 * payload will make the player ask for.
 */

/** How long a kept entry lives after it was last written. */
export const KEPT_DAYS = 7;

/** The prefix of every kept cache; the user's id follows, so one user's entries never answer another. */
export const KEPT_CACHE_PREFIX = 'trilha-mantida-';

/** The class's active trail (GET /api/plataforma/turma/:classId). */
export const TRAIL_PATH = /^\/api\/plataforma\/turma\/\d+$/;
/** The signed-in user's own data, read at every start of the shell. */
export const OWN_DATA_PATH = '/api/bse_usuario/getMeusDados/x';
/** A protected file (the scaled JPEG the server keeps for an upload): GET /api/files/:id. */
export const FILE_PATH = /^\/api\/files\/[^/]+$/;
/** A content marked seen: the kept trail then resumes there. */
export const SEEN_PATH = '/api/plataforma/visto';

/** The user id (`sub`) of a bearer token, or null: it only picks the user's cache, the server checks the token. */
export function userOfToken(authorization: string | null): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && /^\d+$/.test(sub) ? sub : null;
  } catch {
    return null;
  }
}

export const keptCacheName = (user: string): string => `${KEPT_CACHE_PREFIX}${user}`;

/**
 * Every protected file the trail's payload names (its images, its dialogues' characters, its
 * games' questions and answers), exactly as the player will ask for it: the payload's own
 * `/api/files/<id>` URLs (the server keeps one scaled variant per upload, 480 × 640 at most,
 * so the device's width asks for no other). Any field, so a new content type is covered.
 */
export function filesOfTrail(payload: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (FILE_PATH.test(value)) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(payload);
  return [...found];
}

/** The trail payload after the learner saw `content`: it resumes there, and counts it seen. */
export function withSeen<T extends { codTrlConteudoAtual?: unknown; vistos?: unknown }>(
  trail: T,
  content: number,
): T {
  const vistos = Array.isArray(trail.vistos) ? (trail.vistos as unknown[]) : [];
  return {
    ...trail,
    codTrlConteudoAtual: content,
    vistos: vistos.includes(content) ? vistos : [...vistos, content],
  };
}
