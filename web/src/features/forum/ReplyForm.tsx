import { type FormEvent, useState } from 'react';
import { Group, Stack, Textarea } from '@mantine/core';
import { FORUM_POST_MAX, forumPostSchema } from '@school/modules/community/contracts';
import { Message } from '../../i18n/messages';
import { FormError, SaveButton } from '../../shared/form';
import { notify } from '../../shared/notify';
import { useCreateForumPost } from './api';
import { CharacterCount, COUNTER_BELOW } from './ForumParts';
import { useForumTexts } from './texts';

/** The reply (255, required) at the bottom of an open topic. */
export function ReplyForm({ topicId }: { topicId: number }) {
  const tf = useForumTexts();
  const createPost = useCreateForumPost();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const parsed = forumPostSchema.safeParse({ codFrmTopico: topicId, txtPostagem: text });
  const error = tried && !parsed.success ? (parsed.error.issues[0]?.message ?? 'forum.fillAll') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!parsed.success) return;
    createPost.mutate(parsed.data, {
      onSuccess: () => {
        setText('');
        setTried(false);
        void notify('success', <Message code="forum.published" />);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
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
        <FormError code={error} />
        <Group justify="flex-end">
          <SaveButton loading={createPost.isPending}>{tf('publish')}</SaveButton>
        </Group>
      </Stack>
    </form>
  );
}
