import { Inject, Injectable } from '@nestjs/common';
import { FORUM_ROOMS, type ForumPost, type ForumRoomCard, type ForumTopic } from '@school/modules/community';
import {
  type ForumPostRecord,
  type ForumTopicRecord,
  postsOfTopic,
  roomsActivity,
  topicsOfRoom,
} from '@school/projections/forum';
import type { Db } from '@school/projections/kernel';
import { avatarsOf } from '@school/projections/user-directory';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { found } from '@school/backend/http/params';
import { ForumAccessService } from './forum-access.service.js';

/**
 * The forum's topics and replies as the caller reads them: the forum's rows with their authors'
 * avatars (the user directory) and whether the caller may delete each (its author, a moderator).
 * A topic is checked readable before (ForumAccessService).
 */
@Injectable()
export class ForumReader {
  constructor(
    private readonly access: ForumAccessService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  /** The rooms, each with how many topics the caller reads there and the latest topic or reply among them. */
  async rooms(caller: Caller): Promise<ForumRoomCard[]> {
    const activity = new Map(
      (await roomsActivity(this.db, this.access.readerSchool(caller))).map((a) => [a.codFrmSala, a]),
    );
    return FORUM_ROOMS.map((room) => {
      const a = activity.get(room.codFrmSala);
      return {
        ...room,
        quantidadeTopicos: a?.quantidadeTopicos ?? 0,
        datUltimaAtividade: a?.datUltimaAtividade?.toISOString() ?? null,
        nomUsuarioUltimaAtividade: a?.nomUsuarioUltimaAtividade ?? null,
      };
    });
  }

  /** A room's topics the caller reads, newest first. */
  async topicsOfRoom(caller: Caller, codFrmSala: number): Promise<ForumTopic[]> {
    return this.topics(caller, await topicsOfRoom(this.db, codFrmSala, this.access.readerSchool(caller)));
  }

  async topics(caller: Caller, topics: ForumTopicRecord[]): Promise<ForumTopic[]> {
    const avatars = await avatarsOf(
      this.db,
      topics.map((t) => t.codUsuarioCriacao),
    );
    return topics.map(({ codBseEscola: _school, datCriacao, ...t }) => ({
      ...t,
      datCriacao: datCriacao.toISOString(),
      imgAvatar: avatars.get(t.codUsuarioCriacao) ?? null,
      permitirExcluir:
        t.codUsuarioCriacao === caller.userId || this.access.moderates(caller, { codBseEscola: _school })
          ? 1
          : 0,
    }));
  }

  /** A topic's replies, oldest first. */
  async postsOfTopic(caller: Caller, topic: ForumTopicRecord): Promise<ForumPost[]> {
    return this.posts(caller, topic, await postsOfTopic(this.db, topic.codFrmTopico));
  }

  /** One reply of the topic (404 when the topic has none of that id). */
  async post(caller: Caller, topic: ForumTopicRecord, codFrmPostagem: number): Promise<ForumPost> {
    const post = found(
      (await postsOfTopic(this.db, topic.codFrmTopico)).find((p) => p.codFrmPostagem === codFrmPostagem),
    );
    return (await this.posts(caller, topic, [post]))[0]!;
  }

  private async posts(
    caller: Caller,
    topic: ForumTopicRecord,
    posts: ForumPostRecord[],
  ): Promise<ForumPost[]> {
    const avatars = await avatarsOf(
      this.db,
      posts.map((p) => p.codUsuarioCriacao),
    );
    const moderator = this.access.moderates(caller, topic);
    return posts.map(({ datCriacao, ...p }) => ({
      ...p,
      datCriacao: datCriacao.toISOString(),
      imgAvatar: avatars.get(p.codUsuarioCriacao) ?? null,
      permitirExcluir: p.codUsuarioCriacao === caller.userId || moderator ? 1 : 0,
    }));
  }
}
