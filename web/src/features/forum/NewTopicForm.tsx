import { type FormEvent, useState } from 'react';
import { Card, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  FORUM_TOPIC_MESSAGE_MAX,
  FORUM_TOPIC_TITLE_MAX,
  forumTopicSchema,
} from '@school/modules/community/contracts';
import { Message } from '../../i18n/messages';
import { FormError, FormFooter } from '../../shared/form';
import { notify } from '../../shared/notify';
import { useCreateTopic } from './api';
import { CharacterCount, COUNTER_BELOW } from './ForumParts';
import { useForumTexts } from './texts';

/** "Novo tópico": a title (100) and a message (240), both required; the room is the page's. */
export function NewTopicForm({ roomId, onClose }: { roomId: number; onClose: () => void }) {
  const tf = useForumTexts();
  const createTopic = useCreateTopic();
  const [values, setValues] = useState({ txtTopico: '', dscTopico: '' });
  const [tried, setTried] = useState(false);
  const parsed = forumTopicSchema.safeParse({ codFrmSala: roomId, ...values });
  // Once shown, the rule follows every change.
  const error = tried && !parsed.success ? (parsed.error.issues[0]?.message ?? 'forum.fillAll') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!parsed.success) return;
    createTopic.mutate(parsed.data, {
      onSuccess: () => {
        void notify('success', <Message code="forum.published" />);
        onClose();
      },
    });
  };

  return (
    <Card
      withBorder
      padding="md"
      component="form"
      noValidate
      onSubmit={submit}
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
        <FormError code={error} />
        <FormFooter onCancel={onClose} saving={createTopic.isPending} saveLabel={tf('publish')} />
      </Stack>
    </Card>
  );
}
