import { Inject, Injectable } from '@nestjs/common';
import type { ChatRoom } from '@school/modules/community';
import { lastMessages } from '@school/projections/chat';
import type { Db } from '@school/projections/kernel';
import { DATABASE } from '@school/backend/core/tokens';
import { ChatRoomsService } from './chat-rooms.service.js';
import { chatMessage } from './send-chat-message.handler.js';

/** The room list: a user's rooms (its classes and, for the staff, its unit) with each one's last message. */
@Injectable()
export class ChatRoomsReader {
  constructor(
    private readonly rooms: ChatRoomsService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async of(codBseUsuario: number): Promise<ChatRoom[]> {
    const rooms = await this.rooms.roomsOf(codBseUsuario);
    const last = await lastMessages(
      this.db,
      rooms.map((r) => r.codChtSala),
    );
    return rooms.map((r) => {
      const message = last.get(r.codChtSala);
      return { ...r, ultimaMensagem: message ? chatMessage(message) : null };
    });
  }
}
