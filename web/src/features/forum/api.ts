import { createElement, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FORUM_POST_EVENT,
  FORUM_ROOMS,
  FORUM_TOPIC_EVENT,
  type ForumPost,
  type ForumPostInput,
  type ForumPostNotice,
  type ForumRoom,
  type ForumRoomCard,
  type ForumTopic,
  type ForumTopicChange,
  type ForumTopicInput,
  type ForumTopicNotice,
} from '@school/modules/community/contracts';
import { Message } from '../../i18n/messages';
import { api } from '../../shared/api';
import { notifyError } from '../../shared/notify';
import { useApiGet, useWrite } from '../../shared/query';
import { listen, userSocket } from '../../shared/realtime';

/** Every rooms, topics and posts query starts with one of these keys. */
export const ROOMS_KEY = ['frm_sala'] as const;
export const TOPICS_KEY = ['frm_topico'] as const;
export const FORUM_POSTS_KEY = ['frm_postagem'] as const;

const topicsOfRoomKey = (roomId: number | null) => [...TOPICS_KEY, 'sala', roomId] as const;
const topicKey = (id: number | null) => [...TOPICS_KEY, id] as const;
const postsOfTopicKey = (topicId: number | null) => [...FORUM_POSTS_KEY, topicId] as const;

/**
 * GET /frm_sala: the four fixed rooms with their topic counts and latest activity (the rooms alone,
 * from the contracts, until the server answers).
 */
export function useForumRooms() {
  return useQuery<(ForumRoom | ForumRoomCard)[]>({
    queryKey: ROOMS_KEY,
    queryFn: ({ signal }) => api<ForumRoomCard[]>('/frm_sala', { signal }),
    placeholderData: FORUM_ROOMS as readonly ForumRoom[] as ForumRoom[],
  });
}

/** Keeps the room cards' counts live: any topic opened, changed or deleted, or a reply, reads them again. */
export function useForumRoomsLive(): void {
  const client = useQueryClient();
  useEffect(() => {
    const socket = userSocket();
    if (!socket) return;
    const reload = () => void client.invalidateQueries({ queryKey: ROOMS_KEY });
    return listen(socket, { [FORUM_TOPIC_EVENT]: reload, [FORUM_POST_EVENT]: reload, connect: reload });
  }, [client]);
}

/** GET /frm_topico/topicosDaSala/{roomId}: newest first. */
export function useForumTopics(roomId: number | null) {
  return useApiGet<ForumTopic[]>(
    topicsOfRoomKey(roomId),
    `/frm_topico/topicosDaSala/${roomId}`,
    roomId !== null,
  );
}

/** GET /frm_topico/{id}: one topic. */
export function useForumTopic(id: number | null) {
  return useApiGet<ForumTopic>(topicKey(id), `/frm_topico/${id}`, id !== null);
}

/** GET /frm_postagem/postagensDoTopico/{topicId}: oldest first. */
export function useForumPosts(topicId: number | null) {
  return useApiGet<ForumPost[]>(
    postsOfTopicKey(topicId),
    `/frm_postagem/postagensDoTopico/${topicId}`,
    topicId !== null,
  );
}

/** Forum refusals show under a title ("Erro ao publicar"): useWrite's notice has none yet. */
const refusedAs =
  (code: 'forum.publishFailed' | 'forum.deleteFailed') =>
  (error: unknown): never => {
    void notifyError(error, { title: createElement(Message, { code }) });
    throw error;
  };

/** POST /frm_topico: a new topic in a room. */
export function useCreateTopic() {
  return useWrite({
    write: (body: ForumTopicInput, idempotencyKey) =>
      api('/frm_topico', { method: 'POST', body, idempotencyKey }).catch(refusedAs('forum.publishFailed')),
    invalidates: [TOPICS_KEY, ROOMS_KEY],
    notifyErrors: false,
  });
}

/** PUT /frm_topico/{id}: the author or a moderator; `indFechado: 'S'` closes it. */
export function useChangeTopic() {
  return useWrite({
    write: ({ id, ...body }: ForumTopicChange & { id: number }, idempotencyKey) =>
      api(`/frm_topico/${id}`, { method: 'PUT', body, idempotencyKey }),
    invalidates: [FORUM_POSTS_KEY, TOPICS_KEY],
  });
}

export function useDeleteTopic() {
  return useWrite({
    write: (id: number, idempotencyKey) =>
      api(`/frm_topico/${id}`, { method: 'DELETE', idempotencyKey }).catch(refusedAs('forum.deleteFailed')),
    invalidates: [TOPICS_KEY, ROOMS_KEY],
    notifyErrors: false,
  });
}

/**
 * POST /frm_postagem: refused (400, "Este tópico está fechado.") on a closed topic; the topic is
 * read again also after a refusal (it may have been closed meanwhile).
 */
export function useCreateForumPost() {
  return useWrite({
    write: (body: ForumPostInput, idempotencyKey) =>
      api('/frm_postagem', { method: 'POST', body, idempotencyKey }).catch(refusedAs('forum.publishFailed')),
    invalidates: [FORUM_POSTS_KEY, TOPICS_KEY, ROOMS_KEY],
    notifyErrors: false,
  });
}

export function useDeleteForumPost() {
  return useWrite({
    write: (id: number, idempotencyKey) =>
      api(`/frm_postagem/${id}`, { method: 'DELETE', idempotencyKey }).catch(refusedAs('forum.deleteFailed')),
    invalidates: [FORUM_POSTS_KEY, TOPICS_KEY],
    notifyErrors: false,
  });
}

/**
 * Keeps a topic's page live: the server pushes `forum:post` to every reader when a topic gets a
 * post (and `forum:topic` when it is changed, closed or deleted), and the posts (and the topic,
 * for its count and state) of this one are read again; also on every reconnection, so nothing
 * posted while the socket was down is missed.
 */
export function useForumPostsLive(topicId: number | null): void {
  const client = useQueryClient();
  useEffect(() => {
    const socket = userSocket();
    if (!socket || topicId === null) return;
    const reload = () => {
      void client.invalidateQueries({ queryKey: postsOfTopicKey(topicId) });
      void client.invalidateQueries({ queryKey: topicKey(topicId) });
    };
    const onPost = (notice: ForumPostNotice) => {
      if (notice?.codFrmTopico === topicId) reload();
    };
    return listen(socket, { [FORUM_POST_EVENT]: onPost, [FORUM_TOPIC_EVENT]: onPost, connect: reload });
  }, [client, topicId]);
}

/**
 * Keeps a room's topic list live: the server pushes `forum:topic` to the topic's readers when one
 * is opened, changed, closed or deleted, and the list of its room is read again; also on every
 * reconnection, so nothing opened while the socket was down is missed.
 */
export function useForumTopicsLive(roomId: number | null): void {
  const client = useQueryClient();
  useEffect(() => {
    const socket = userSocket();
    if (!socket || roomId === null) return;
    const reload = () => void client.invalidateQueries({ queryKey: topicsOfRoomKey(roomId) });
    const onTopic = (notice: ForumTopicNotice) => {
      if (notice?.codFrmSala === roomId) reload();
    };
    return listen(socket, { [FORUM_TOPIC_EVENT]: onTopic, connect: reload });
  }, [client, roomId]);
}
