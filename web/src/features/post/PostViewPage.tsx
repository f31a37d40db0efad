import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../shared/api';
import { RichTextView } from '../../shared/richText';
import { usePost } from './api';
import { usePostTexts } from './texts';

/** /aprendizado/visualizar/{id}: one post, read only, with Back. */
export function PostViewPage() {
  const tp = usePostTexts();
  const id = Number(useParams().id);
  const post = usePost(Number.isInteger(id) ? id : null);

  return (
    <Stack maw={820}>
      {post.error && (
        <Alert color="red" variant="light" role="alert">
          {post.error instanceof ApiError ? post.error.message : String(post.error)}
        </Alert>
      )}
      {post.data && (
        <Paper withBorder p="md" component="article" aria-labelledby="post-title">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {post.data.ctgPostagem} · {post.data.nomUsuarioCriacao} ·{' '}
              {dayjs(post.data.datCriacao).format('DD/MM/YYYY')}
            </Text>
            <Title order={2} size="h3" id="post-title">
              {post.data.dscPostagem}
            </Title>
            <RichTextView html={post.data.txtPostagem ?? ''} />
          </Stack>
        </Paper>
      )}
      <Group>
        <Button
          component={Link}
          to="/aprendizado/listar"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {tp('back')}
        </Button>
      </Group>
    </Stack>
  );
}
