import { Inject, Injectable } from '@nestjs/common';
import type { ForumActor, ForumAuthor } from '@school/modules/community';
import { DomainError, Profile } from '@school/modules/kernel';
import { findForumTopic, type ForumTopicRecord, topicOfPost } from '@school/projections/forum';
import type { Db } from '@school/projections/kernel';
import { findUser } from '@school/projections/user-directory';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';

/**
 * Whose forum is whose (decision 0031): a topic belongs to its creator's school, and only that
 * school's users read and write it; the Master's topics are the whole network's, and the Master
 * reads every school's. The Master, and a school's Gestor and Diretores, moderate its topics.
 */
@Injectable()
export class ForumAccessService {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  /** The school filter of a reader's topic lists: undefined for the Master (every school). */
  readerSchool(caller: Caller): number | null | undefined {
    return caller.profile === Profile.Master ? undefined : caller.schoolId;
  }

  canRead(caller: Caller, topic: { codBseEscola: number | null }): boolean {
    return (
      caller.profile === Profile.Master ||
      topic.codBseEscola === null ||
      topic.codBseEscola === caller.schoolId
    );
  }

  moderates(caller: Caller, topic: { codBseEscola: number | null }): boolean {
    if (caller.profile === Profile.Master) return true;
    const staff = caller.profile === Profile.Gestor || caller.profile === Profile.Diretor;
    return staff && topic.codBseEscola !== null && topic.codBseEscola === caller.schoolId;
  }

  /** A topic the caller reads; "Registro não encontrado." otherwise, exactly like a missing one. */
  async readableTopic(caller: Caller, id: number): Promise<ForumTopicRecord> {
    const topic = await findForumTopic(this.db, id);
    if (!topic || !this.canRead(caller, topic)) throw new DomainError('generic.notFound');
    return topic;
  }

  /** The topic of a post the caller reads. */
  async readableTopicOfPost(caller: Caller, postId: number): Promise<ForumTopicRecord> {
    const topicId = await topicOfPost(this.db, postId);
    if (topicId === undefined) throw new DomainError('generic.notFound');
    return this.readableTopic(caller, topicId);
  }

  actor(caller: Caller, topic: { codBseEscola: number | null }): ForumActor {
    return { codBseUsuario: caller.userId, moderator: this.moderates(caller, topic) };
  }

  async author(caller: Caller): Promise<ForumAuthor> {
    const user = await findUser(this.db, caller.userId);
    return {
      codBseUsuario: caller.userId,
      nomUsuario: user?.nomUsuario ?? caller.login,
      cstLogin: caller.login,
      codBsePerfil: caller.profile,
    };
  }
}
