import { Injectable } from '@nestjs/common';
import type { ChatMessage, ChatRoomUser } from '@school/modules/community';
import type { Namespace } from 'socket.io';
import type { AuthenticatedSocketData } from '@school/backend/realtime/socket-auth';
import { ChatRoomsService } from './chat-rooms.service.js';

/** The socket.io room of a chat room on the /chat namespace. */
export const chatSocketRoom = (codChtSala: number): string => `chat:${codChtSala}`;

/**
 * Who is online in the chat, and delivery to a room, across every app instance: the namespace's
 * Redis adapter answers `fetchSockets()` with the sockets of all instances, so when an instance
 * stops, its users simply stop being online while the others stay.
 */
@Injectable()
export class ChatPresenceService {
  private namespace: Namespace | null = null;

  constructor(private readonly rooms: ChatRoomsService) {}

  attach(namespace: Namespace): void {
    this.namespace = namespace;
  }

  /** The ids of the users with a chat socket in this room now. */
  async onlineIn(codChtSala: number): Promise<Set<number>> {
    if (!this.namespace) return new Set();
    const sockets = await this.namespace.in(chatSocketRoom(codChtSala)).fetchSockets();
    return new Set(sockets.map((s) => (s.data as AuthenticatedSocketData).user.userId));
  }

  async usersOf(codChtSala: number): Promise<ChatRoomUser[]> {
    const [members, online] = await Promise.all([
      this.rooms.membersOf(codChtSala),
      this.onlineIn(codChtSala),
    ]);
    return members.map((m) => ({ codChtSala, ...m, online: online.has(m.codBseUsuario) }));
  }

  /** A message to a room's members on every instance, but the sending socket (it has its ack). */
  deliver(message: ChatMessage, exceptSocket?: string): void {
    if (!this.namespace) return;
    const to = this.namespace.to(chatSocketRoom(message.codChtSala));
    (exceptSocket ? to.except(exceptSocket) : to).emit('chatToClient', message);
  }
}
