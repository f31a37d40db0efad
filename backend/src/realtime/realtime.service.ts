import { Injectable, Logger } from '@nestjs/common';
import type { Server } from 'socket.io';

export function userRoom(userId: number): string {
  return `user:${userId}`;
}

/** Every signed-in socket of a profile (e.g. `profile:7`, the Assistentes at the support desk). */
export function profileRoom(profile: number): string {
  return `profile:${profile}`;
}

/** Every signed-in socket of a school's users (its forum's live posts). */
export function schoolRoom(schoolId: number): string {
  return `school:${schoolId}`;
}

/** Every signed-in socket (what the whole network reads, like the Master's forum topics). */
export const EVERYONE_ROOM = 'everyone';

/** Sockets by room: those in any of `rooms`, less those in any of `except`. */
export interface Audience {
  rooms: readonly string[];
  except?: readonly string[];
}

export interface EmitOptions {
  /**
   * Only to this instance's sockets, even once a socket.io Redis adapter links the instances:
   * for sources every instance sees anyway (job events read from Redis by each instance).
   */
  localOnly?: boolean;
}

/**
 * How other contexts push to browsers without knowing socket.io. Before the gateway starts
 * (or in a process without one, like the standalone worker) sending is a logged no-op.
 */
@Injectable()
export class RealtimeService {
  private readonly logger = new Logger('Realtime');
  private server: Server | null = null;

  attach(server: Server): void {
    this.server = server;
  }

  /** This instance's connected sockets per namespace (`/`, `/chat`): each instance counts its own. */
  socketsByNamespace(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const [name, namespace] of this.server?._nsps ?? []) counts.set(name, namespace.sockets.size);
    return counts;
  }

  /**
   * Closes every socket's connection (all namespaces) as a lost network would: the clients see
   * `transport close` and reconnect by themselves, through the load balancer to another
   * instance. `disconnect()` would tell them the server let them go, and they would not.
   */
  closeConnections(): number {
    if (!this.server) return 0;
    const count = this.server.engine.clientsCount;
    this.server.engine.close();
    return count;
  }

  /** Every socket of this user (all tabs and devices) gets the event. */
  toUser(userId: number, event: string, payload: unknown, options?: EmitOptions): void {
    this.broadcast(userRoom(userId), event, payload, options);
  }

  broadcast(room: string, event: string, payload: unknown, options?: EmitOptions): void {
    this.toAudience({ rooms: [room] }, event, payload, options);
  }

  /**
   * Every socket in any of `rooms` and in none of `except` gets the event, once even when it is
   * in several of the rooms (e.g. a school's sockets and the Master's, but not the Assistentes').
   */
  toAudience(audience: Audience, event: string, payload: unknown, options?: EmitOptions): void {
    if (!this.server) {
      this.logger.debug(`no realtime server: dropped ${event} for ${audience.rooms.join(', ')}`);
      return;
    }
    (options?.localOnly ? this.server.local : this.server)
      .to([...audience.rooms])
      .except([...(audience.except ?? [])])
      .emit(event, payload);
  }
}
