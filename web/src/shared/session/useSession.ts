import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './sessionStore';

/** The current session, or null when nobody is signed in; re-renders when it changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
