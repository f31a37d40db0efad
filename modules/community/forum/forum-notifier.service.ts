import { Inject, Injectable } from '@nestjs/common';
import {
  FORUM_POST_EVENT,
  FORUM_TOPIC_EVENT,
  type ForumPostNotice,
  type ForumTopicChangeKind,
  type ForumTopicNotice,
} from '@school/modules/community';
import { ALL_PROFILES, isAllowed, Profile } from '@school/modules/kernel';
import {
  type Audience,
  profileRoom,
  RealtimeService,
  schoolRoom,
} from '@school/backend/realtime/realtime.service';

/** The profiles that read the forum, and those that do not (the Assistente). */
const READERS = ALL_PROFILES.filter((p) => isAllowed('forum.read', p));
const NOT_READERS = ALL_PROFILES.filter((p) => !isAllowed('forum.read', p));

/**
 * Pushes the forum's changes to the sockets of the users who read the topic, as
 * `ForumAccessService.canRead` decides: a school's topic to that school's users and the Master,
 * the Master's topic to every profile that reads the forum; never to a profile without
 * `forum.read` (the Assistente), even in the school's room.
 */
@Injectable()
export class ForumNotifier {
  constructor(@Inject(RealtimeService) private readonly realtime: RealtimeService) {}

  /** A reply was published in the topic (`forum:post`): its page reloads its posts. */
  posted(topic: { codBseEscola: number | null }, notice: ForumPostNotice): void {
    this.realtime.toAudience(readersOf(topic), FORUM_POST_EVENT, notice);
  }

  /** A topic was opened, changed, closed or deleted (`forum:topic`): its room's list reloads. */
  topicChanged(
    topic: { codFrmTopico: number; codFrmSala: number; codBseEscola: number | null },
    change: ForumTopicChangeKind,
  ): void {
    const notice: ForumTopicNotice = {
      codFrmTopico: topic.codFrmTopico,
      codFrmSala: topic.codFrmSala,
      change,
    };
    this.realtime.toAudience(readersOf(topic), FORUM_TOPIC_EVENT, notice);
  }
}

function readersOf(topic: { codBseEscola: number | null }): Audience {
  const except = NOT_READERS.map(profileRoom);
  if (topic.codBseEscola === null) return { rooms: READERS.map(profileRoom), except };
  return { rooms: [schoolRoom(topic.codBseEscola), profileRoom(Profile.Master)], except };
}
