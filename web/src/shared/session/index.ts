export { sessionStore, type Session, type SessionEnd } from './sessionStore';
export { useSession } from './useSession';
export { NoCurrentClass } from './NoCurrentClass';
