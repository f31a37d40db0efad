import type { Socket } from 'socket.io-client';

/**
 * Listens to several events of a socket at once and answers the function that stops listening
 * (an effect's cleanup): `return listen(socket, { 'x:done': onDone, connect: reload })`.
 */
export function listen(socket: Socket, handlers: Record<string, (...args: never[]) => void>): () => void {
  const entries = Object.entries(handlers) as [string, (...args: unknown[]) => void][];
  for (const [event, handler] of entries) socket.on(event, handler);
  return () => {
    for (const [event, handler] of entries) socket.off(event, handler);
  };
}
