import { type FormEvent, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconLock, IconMessages, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import {
  FORUM_POST_MAX,
  FORUM_TOPIC_MESSAGE_MAX,
  FORUM_TOPIC_TITLE_MAX,
  type ForumPost,
  forumPostSchema,
  type ForumTopic,
  forumTopicSchema,
} from '@school/modules/community/contracts';
import { isAllowed } from '@school/modules/kernel/contracts';
import { Message, useMessages } from '../../i18n/messages';
import { ApiError, newIdempotencyKey } from '../../shared/api';
import { confirm } from '../../shared/confirm';
import { FormFooter, SaveButton } from '../../shared/form';
import { notify, notifyError } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { RowAction } from '../../shared/table';
import {
  changeTopic,
  createForumPost,
  createTopic,
  deleteForumPost,
  deleteTopic,
  FORUM_POSTS_KEY,
  TOPICS_KEY,
  useForumPosts,
  useForumPostsLive,
  useForumRooms,
  useForumTopic,
  useForumTopics,
} from './api';
import { CharacterCount, ClosedBadge, ForumAuthor } from './ForumParts';
import { useForumTexts } from './texts';

const ROOMS = '/forum/salas';
/** Typed text keeps its line breaks and long words wrap inside a 375px screen. */
const PLAIN = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
const COUNTER_BELOW = ['label', 'input', 'description', 'error'] as (
  'label' | 'input' | 'description' | 'error'
)[];

/** The route's `:id` as a number, or null. */
function useIdParam(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function LoadError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {error instanceof ApiError ? error.message : <Message code="generic.server" />}
    </Alert>
  );
}

/** /forum: the rooms. */
export function ForumIndexRedirect() {
  return <Navigate to={ROOMS} replace />;
}

/** /forum/salas: the four rooms, each a big link to its topics. */
export function ForumRoomsPage() {
  const tf = useForumTexts();
  const rooms = useForumRooms();
  return (
    <Stack>
      <Title order={2} size="h4">
        {tf('rooms')}
      </Title>
      <LoadError error={rooms.error} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {(rooms.data ?? []).map((room) => (
          <Card
            key={room.codFrmSala}
            component={Link}
            to={`/forum/topicos/${room.codFrmSala}`}
            withBorder
            padding="lg"
          >
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size="xl" variant="filled" color="blue.9" aria-hidden>
                <IconMessages size={24} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {room.nomSala}
              </Title>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * /forum/topicos/{roomId}: the room's topics, newest first (title, message, author, date,
 * replies, closed); profiles 1 to 3 open new ones; the author or a moderator deletes one.
 */
export function ForumTopicsPage() {
  const tf = useForumTexts();
  const messages = useMessages();
  const queryClient = useQueryClient();
  const roomId = useIdParam();
  const rooms = useForumRooms();
  const topics = useForumTopics(roomId);
  // Profiles 1 to 3 open topics.
  const canCreate = isAllowed('forum.topics.write', useSession()?.user.codBsePerfil);
  const [creating, setCreating] = useState(false);
  const room = rooms.data?.find((r) => r.codFrmSala === roomId);

  const remove = async (topic: ForumTopic) => {
    if (!(await confirm(messages('forum.deleteConfirm'), { danger: true }))) return;
    try {
      await deleteTopic(topic.codFrmTopico, newIdempotencyKey());
      void notify('success', <Message code="forum.deleted" />);
    } catch (error) {
      void notifyError(error, { title: <Message code="forum.deleteFailed" /> });
    } finally {
      await queryClient.invalidateQueries({ queryKey: TOPICS_KEY });
    }
  };

  return (
    <Stack maw={960}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h4">
          {room?.nomSala ?? tf('topics')}
        </Title>
        <Group gap="sm">
          <Button
            component={Link}
            to={ROOMS}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {tf('backToRooms')}
          </Button>
          {canCreate && !creating && (
            <Button onClick={() => setCreating(true)} leftSection={<IconPlus size={16} aria-hidden />}>
              {tf('newTopic')}
            </Button>
          )}
        </Group>
      </Group>
      {canCreate && creating && roomId !== null && (
        <NewTopicForm roomId={roomId} onClose={() => setCreating(false)} />
      )}
      <LoadError error={topics.error} />
      {topics.data?.length === 0 && <Text>{tf('noTopics')}</Text>}
      {(topics.data ?? []).map((topic) => (
        <Card
          key={topic.codFrmTopico}
          withBorder
          padding="md"
          component="article"
          aria-labelledby={`forum-topic-${topic.codFrmTopico}`}
        >
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Group gap="xs" miw={0}>
                <Title order={3} size="h5" id={`forum-topic-${topic.codFrmTopico}`} style={PLAIN}>
                  <Anchor component={Link} to={`/forum/publicar/${topic.codFrmTopico}`} inherit>
                    {topic.txtTopico}
                  </Anchor>
                </Title>
                {topic.indFechado === 'S' && <ClosedBadge />}
              </Group>
              {topic.permitirExcluir === 1 && (
                <RowAction
                  label={tf('deleteTopic', { name: topic.txtTopico })}
                  tooltip={tf('deleteShort')}
                  icon={IconTrash}
                  color="red"
                  size="lg"
                  onClick={() => void remove(topic)}
                />
              )}
            </Group>
            <Text size="sm" style={PLAIN}>
              {topic.dscTopico}
            </Text>
            <Group justify="space-between" gap="xs">
              <ForumAuthor name={topic.nomUsuario} avatar={topic.imgAvatar} date={topic.datCriacao} />
              <Group gap={4} wrap="nowrap">
                <IconMessages size={16} aria-hidden />
                <Text size="sm">{tf('replies', { count: topic.quantidadeRespostas })}</Text>
              </Group>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** "Novo tópico": a title (100) and a message (240), both required; the room is the page's. */
function NewTopicForm({ roomId, onClose }: { roomId: number; onClose: () => void }) {
  const tf = useForumTexts();
  const messages = useMessages();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ txtTopico: '', dscTopico: '' });
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const parsed = forumTopicSchema.safeParse({ codFrmSala: roomId, ...values });
  // Once shown, the rule follows every change.
  const error = tried && !parsed.success ? (parsed.error.issues[0]?.message ?? 'forum.fillAll') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!parsed.success) return;
    setSaving(true);
    try {
      await createTopic(parsed.data, newIdempotencyKey());
      void notify('success', <Message code="forum.published" />);
      await queryClient.invalidateQueries({ queryKey: TOPICS_KEY });
      onClose();
    } catch (failure) {
      void notifyError(failure, { title: <Message code="forum.publishFailed" /> });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      withBorder
      padding="md"
      component="form"
      noValidate
      onSubmit={(e: FormEvent) => void submit(e)}
      aria-labelledby="forum-new-topic"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id="forum-new-topic">
          {tf('newTopic')}
        </Title>
        <TextInput
          label={tf('topicTitle')}
          required
          maxLength={FORUM_TOPIC_TITLE_MAX}
          value={values.txtTopico}
          onChange={(e) => {
            const txtTopico = e.currentTarget.value;
            setValues((v) => ({ ...v, txtTopico }));
          }}
          error={error && !values.txtTopico.trim() ? true : undefined}
          description={<CharacterCount value={values.txtTopico} max={FORUM_TOPIC_TITLE_MAX} />}
          inputWrapperOrder={COUNTER_BELOW}
        />
        <Textarea
          label={tf('topicMessage')}
          required
          rows={3}
          maxLength={FORUM_TOPIC_MESSAGE_MAX}
          value={values.dscTopico}
          onChange={(e) => {
            const dscTopico = e.currentTarget.value;
            setValues((v) => ({ ...v, dscTopico }));
          }}
          error={error && !values.dscTopico.trim() ? true : undefined}
          description={<CharacterCount value={values.dscTopico} max={FORUM_TOPIC_MESSAGE_MAX} />}
          inputWrapperOrder={COUNTER_BELOW}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {messages(error)}
          </Alert>
        )}
        <FormFooter onCancel={onClose} saving={saving} saveLabel={tf('publish')} />
      </Stack>
    </Card>
  );
}

/**
 * /forum/publicar/{topicId}: the topic, its replies oldest first (as plain text), and the reply
 * form (an alert instead on a closed topic). The author or a moderator closes the topic and
 * deletes replies. Replies others send appear live (`forum:post` on the user's socket).
 */
export function ForumPostsPage() {
  const tf = useForumTexts();
  const messages = useMessages();
  const queryClient = useQueryClient();
  const topicId = useIdParam();
  const topic = useForumTopic(topicId);
  const posts = useForumPosts(topicId);
  useForumPostsLive(topicId);
  const current = topic.data;
  const closed = current?.indFechado === 'S';

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: FORUM_POSTS_KEY }),
      queryClient.invalidateQueries({ queryKey: TOPICS_KEY }),
    ]);

  const close = async () => {
    if (!current || !(await confirm(tf('closeConfirm')))) return;
    try {
      await changeTopic(
        current.codFrmTopico,
        { txtTopico: current.txtTopico, dscTopico: current.dscTopico, indFechado: 'S' },
        newIdempotencyKey(),
      );
      void notify('success', tf('topicClosedNotice'));
    } catch (error) {
      void notifyError(error);
    } finally {
      await reload();
    }
  };

  const remove = async (post: ForumPost) => {
    if (!(await confirm(messages('forum.deleteConfirm'), { danger: true }))) return;
    try {
      await deleteForumPost(post.codFrmPostagem, newIdempotencyKey());
      void notify('success', <Message code="forum.deleted" />);
    } catch (error) {
      void notifyError(error, { title: <Message code="forum.deleteFailed" /> });
    } finally {
      await reload();
    }
  };

  return (
    <Stack maw={820}>
      <Group>
        <Button
          component={Link}
          to={current ? `/forum/topicos/${current.codFrmSala}` : ROOMS}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {tf('backToTopics')}
        </Button>
      </Group>
      <LoadError error={topic.error} />
      {current && (
        <Paper withBorder p="md" component="article" aria-labelledby="forum-topic-title">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Group gap="xs" miw={0}>
                <Title order={2} size="h3" id="forum-topic-title" style={PLAIN}>
                  {current.txtTopico}
                </Title>
                {closed && <ClosedBadge />}
              </Group>
              {current.permitirExcluir === 1 && !closed && (
                <Button
                  variant="default"
                  leftSection={<IconLock size={16} aria-hidden />}
                  onClick={() => void close()}
                >
                  {tf('closeTopic')}
                </Button>
              )}
            </Group>
            <Text style={PLAIN}>{current.dscTopico}</Text>
            <ForumAuthor name={current.nomUsuario} avatar={current.imgAvatar} date={current.datCriacao} />
          </Stack>
        </Paper>
      )}
      <Title order={3} size="h4">
        {tf('answers')}
      </Title>
      <LoadError error={posts.error} />
      {posts.data?.length === 0 && <Text>{tf('noAnswers')}</Text>}
      {(posts.data ?? []).map((post) => (
        <Paper key={post.codFrmPostagem} withBorder p="sm" component="article">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <ForumAuthor name={post.nomUsuario} avatar={post.imgAvatar} date={post.datCriacao} />
              {post.permitirExcluir === 1 && (
                <RowAction
                  label={tf('deleteReply', { name: post.nomUsuario })}
                  tooltip={tf('deleteShort')}
                  icon={IconTrash}
                  color="red"
                  size="lg"
                  onClick={() => void remove(post)}
                />
              )}
            </Group>
            <Text style={PLAIN}>{post.txtPostagem}</Text>
          </Stack>
        </Paper>
      ))}
      {current &&
        (closed ? (
          <Alert color="blue" variant="light" icon={<IconLock size={18} aria-hidden />}>
            <Message code="forum.topicClosed" />
          </Alert>
        ) : (
          <ReplyForm topicId={current.codFrmTopico} onSent={reload} />
        ))}
    </Stack>
  );
}

/** The reply (255, required) at the bottom of an open topic. */
function ReplyForm({ topicId, onSent }: { topicId: number; onSent: () => Promise<unknown> }) {
  const tf = useForumTexts();
  const messages = useMessages();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const parsed = forumPostSchema.safeParse({ codFrmTopico: topicId, txtPostagem: text });
  const error = tried && !parsed.success ? (parsed.error.issues[0]?.message ?? 'forum.fillAll') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!parsed.success) return;
    setSaving(true);
    try {
      await createForumPost(parsed.data, newIdempotencyKey());
      setText('');
      setTried(false);
      void notify('success', <Message code="forum.published" />);
    } catch (failure) {
      void notifyError(failure, { title: <Message code="forum.publishFailed" /> });
    } finally {
      setSaving(false);
      // Also after a refusal: the topic may have been closed meanwhile.
      await onSent();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Textarea
          label={tf('yourReply')}
          required
          rows={3}
          maxLength={FORUM_POST_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error ? true : undefined}
          description={<CharacterCount value={text} max={FORUM_POST_MAX} />}
          inputWrapperOrder={COUNTER_BELOW}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {messages(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <SaveButton loading={saving}>{tf('publish')}</SaveButton>
        </Group>
      </Stack>
    </form>
  );
}
