import type { LoggedUser } from '@school/modules/identity/contracts';

/** The signed-in user as the client keeps it: the token and the session fields of the login answer. */
export interface Session {
  token: string;
  user: LoggedUser;
}

/** Why a session ended: the user left, the server refused the token, or the account was deactivated. */
export type SessionEnd = 'logout' | 'expired' | 'deactivated';

const TOKEN_KEY = 'token';
const USER_KEY = 'usuario';

type Listener = () => void;
type EndListener = (reason: SessionEnd) => void;

/** The JWT's own expiry, when it can be read; the server stays the judge. */
function expired(token: string): boolean {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp * 1000 <= Date.now();
  } catch {
    return false;
  }
}

function read(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const user = localStorage.getItem(USER_KEY);
    if (!token || !user) return null;
    if (expired(token)) {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(USER_KEY);
      return null;
    }
    return { token, user: JSON.parse(user) as LoggedUser };
  } catch {
    return null;
  }
}

function write(session: Session | null): void {
  try {
    if (session) {
      localStorage.setItem(TOKEN_KEY, session.token);
      localStorage.setItem(USER_KEY, JSON.stringify(session.user));
    } else {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(USER_KEY);
    }
  } catch {
    // Storage unavailable: the session lives in memory for this page.
  }
}

let current: Session | null = read();
const listeners = new Set<Listener>();
const endListeners = new Set<EndListener>();

function set(session: Session | null): void {
  current = session;
  listeners.forEach((listener) => listener());
}

/**
 * The session outside React (the API client reads the token here); `useSession` is its hook.
 * The token lives in localStorage, as the spec says, and is sent as a bearer header only.
 */
export const sessionStore = {
  get: (): Session | null => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  onEnd(listener: EndListener): () => void {
    endListeners.add(listener);
    return () => endListeners.delete(listener);
  },
  start(token: string, user: LoggedUser): void {
    write({ token, user });
    set({ token, user });
  },
  /** A fresh token for the same session (the server ended the old one, e.g. on a password change). */
  renew(token: string): void {
    if (!current) return;
    const next = { ...current, token };
    write(next);
    set(next);
  },
  /** Fresher session fields (own data), same token. */
  update(user: Partial<LoggedUser>): void {
    if (!current) return;
    const next = { ...current, user: { ...current.user, ...user } };
    write(next);
    set(next);
  },
  end(reason: SessionEnd): void {
    if (!current) return;
    write(null);
    set(null);
    endListeners.forEach((listener) => listener(reason));
  },
};

// Signing out (or in) in another tab does the same here.
window.addEventListener('storage', (event) => {
  if (event.key !== TOKEN_KEY && event.key !== null) return;
  const next = read();
  if (next?.token !== current?.token) set(next);
});
