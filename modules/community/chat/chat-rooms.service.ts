import { Inject, Injectable } from '@nestjs/common';
import { chatRoomOwner, classChatRoom, unitChatRoom } from '@school/modules/community';
import { DomainError, Profile } from '@school/modules/kernel';
import { classesOfUser, membersOfClass } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { findUnit, usersOfUnit } from '@school/projections/unit-list';
import { findUser, type UserDirectoryEntry } from '@school/projections/user-directory';
import { DATABASE } from '@school/backend/core/tokens';

export interface ChatRoomRef {
  codChtSala: number;
  nomSala: string;
  tipo: 'turma' | 'unidade';
}

export interface ChatMember {
  codBseUsuario: number;
  nomUsuario: string;
  cstLogin: string;
}

/** The staff of a unit who share its room. */
const UNIT_STAFF: readonly number[] = [Profile.Diretor, Profile.Coordenador, Profile.Professor];

/**
 * Who shares which chat room, decided on the server from the directory as it is now (decision
 * 0031): one room per class for its students and teachers, one per unit for its Diretores,
 * Coordenadores and Professores. Leaving a class or a unit leaves its room.
 */
@Injectable()
export class ChatRoomsService {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async roomsOf(userId: number): Promise<ChatRoomRef[]> {
    const user = await findUser(this.db, userId);
    return user ? this.roomsOfUser(user) : [];
  }

  private async roomsOfUser(user: UserDirectoryEntry): Promise<ChatRoomRef[]> {
    if (!user.active) return [];
    const rooms: ChatRoomRef[] = (await classesOfUser(this.db, user.codBseUsuario)).map((c) => ({
      codChtSala: classChatRoom(c.codBseTurma),
      nomSala: c.nomTurma,
      tipo: 'turma',
    }));
    if (UNIT_STAFF.includes(user.codBsePerfil) && user.codBseUnidade !== null) {
      const unit = await findUnit(this.db, user.codBseUnidade);
      if (unit)
        rooms.push({
          codChtSala: unitChatRoom(unit.codBseUnidade),
          nomSala: `Equipe ${unit.nomUnidade}`,
          tipo: 'unidade',
        });
    }
    return rooms;
  }

  /** One of the user's rooms; "Sala não encontrada." otherwise (a room is never shown to a non-member). */
  async roomOf(userId: number, codChtSala: number): Promise<ChatRoomRef> {
    return (await this.speakerIn(userId, codChtSala)).room;
  }

  /** One of the user's rooms with the user as the directory has it now (a message's author), read once. */
  async speakerIn(
    userId: number,
    codChtSala: number,
  ): Promise<{ room: ChatRoomRef; user: UserDirectoryEntry }> {
    const user = await findUser(this.db, userId);
    const room = user && (await this.roomsOfUser(user)).find((r) => r.codChtSala === codChtSala);
    if (!user || !room) throw new DomainError('chat.roomNotFound');
    return { room, user };
  }

  async membersOf(codChtSala: number): Promise<ChatMember[]> {
    const owner = chatRoomOwner(codChtSala);
    const members =
      owner.tipo === 'turma'
        ? await membersOfClass(this.db, owner.id)
        : (await usersOfUnit(this.db, owner.id)).filter((u) => UNIT_STAFF.includes(u.codBsePerfil));
    return members.map(({ codBseUsuario, nomUsuario, cstLogin }) => ({
      codBseUsuario,
      nomUsuario,
      cstLogin,
    }));
  }
}
