import { listen } from '../shared/realtime/listen';

type Handler = (payload?: unknown) => void;
const handlers = new Map<string, Set<Handler>>();

/**
 * The user's socket as the screens see it, for the tests that mock the realtime module:
 *
 *   vi.mock('../../shared/realtime', async () => (await import('../../test/socket')).realtimeModule());
 *   ...
 *   testSocket.push('bse_suporte:created', request);
 *
 * setup.ts drops its handlers after each test.
 */
export const testSocket = {
  connected: true,
  handlers,
  on(event: string, handler: Handler) {
    if (!handlers.has(event)) handlers.set(event, new Set());
    handlers.get(event)!.add(handler);
  },
  off(event: string, handler: Handler) {
    handlers.get(event)?.delete(handler);
  },
  /** Delivers an event from the server to the screen's handlers. */
  push(event: string, payload?: unknown) {
    handlers.get(event)?.forEach((handler) => handler(payload));
  },
  clear() {
    handlers.clear();
    testSocket.connected = true;
  },
};

/** What `shared/realtime` exports, with `testSocket` as the user's socket (or none). */
export function realtimeModule(socket: typeof testSocket | null = testSocket) {
  return { listen, userSocket: () => socket, closeUserSocket: () => undefined };
}
