import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Message, useMessages } from '../../i18n/messages';
import { confirm } from '../../shared/confirm';
import { notify } from '../../shared/notify';
import { RowAction } from '../../shared/table';
import { useChangeTopic, useDeleteForumPost, useForumPosts, useForumPostsLive, useForumTopic } from './api';
import { LoadError } from '../../shared/ui';
import { ClosedBadge, ForumAuthor, PLAIN, ROOMS, useIdParam } from './ForumParts';
import { ReplyForm } from './ReplyForm';
import { ForumText, useForumTexts } from './texts';

/**
 * /forum/publicar/{topicId}: the topic, its replies oldest first (as plain text), and the reply
 * form (an alert instead on a closed topic). The author or a moderator closes the topic and
 * deletes replies. Replies others send appear live (`forum:post` on the user's socket).
 */
export function ForumPostsPage() {
  const tf = useForumTexts();
  const messages = useMessages();
  const topicId = useIdParam();
  const topic = useForumTopic(topicId);
  const posts = useForumPosts(topicId);
  const changeTopic = useChangeTopic();
  const deletePost = useDeleteForumPost();
  useForumPostsLive(topicId);
  const current = topic.data;
  const closed = current?.indFechado === 'S';

  const close = async () => {
    if (!current || !(await confirm(tf('closeConfirm')))) return;
    const { codFrmTopico: id, txtTopico, dscTopico } = current;
    changeTopic.mutate(
      { id, txtTopico, dscTopico, indFechado: 'S' },
      { onSuccess: () => void notify('success', <ForumText k="topicClosedNotice" />) },
    );
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
      <LoadError error={topic.error} onRetry={() => topic.refetch()} />
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
      <LoadError error={posts.error} onRetry={() => posts.refetch()} />
      {posts.data?.length === 0 && <Text>{tf('noAnswers')}</Text>}
      {(posts.data ?? []).map((post) => (
        <Paper key={post.codFrmPostagem} withBorder p="sm" component="article">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <ForumAuthor name={post.nomUsuario} avatar={post.imgAvatar} date={post.datCriacao} />
              {post.permitirExcluir === 1 && (
                <RowAction.Delete
                  label={tf('deleteReply', { name: post.nomUsuario })}
                  tooltip={tf('deleteShort')}
                  size="lg"
                  question={messages('forum.deleteConfirm')}
                  onDelete={() =>
                    deletePost.mutate(post.codFrmPostagem, {
                      onSuccess: () => void notify('success', <Message code="forum.deleted" />),
                    })
                  }
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
          <ReplyForm topicId={current.codFrmTopico} />
        ))}
    </Stack>
  );
}
