import { type FormEvent, useState } from 'react';
import { Alert, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  POST_CATEGORY_MAX,
  POST_TITLE_MAX,
  type PostInput,
  postSchema,
} from '@school/modules/community/contracts';
import { isAllowed } from '@school/modules/kernel/contracts';
import { Message, useMessages } from '../../i18n/messages';
import { confirm } from '../../shared/confirm';
import { FormError, FormFooter, useOnChange } from '../../shared/form';
import { notify } from '../../shared/notify';
import { RichTextField } from '../../shared/richText';
import { useSession } from '../../shared/session';
import { usePost, useSavePost } from './api';
import { usePostTexts } from './texts';

const EMPTY: PostInput = { ctgPostagem: '', dscPostagem: '', txtPostagem: '' };
const BACK = '/aprendizado/listar';

/**
 * /aprendizado/novo and /aprendizado/alterar/{id} (profile 1): category, the creation date and the
 * creator (read only), the news title and its rich-text body; every field required ("Por favor,
 * preencha todos os campos"), then the spec's confirmation.
 */
export function PostFormPage() {
  const tp = usePostTexts();
  const messages = useMessages();
  const navigate = useNavigate();
  const session = useSession();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  // The screen admits profiles 1 to 5 (the list); writing is for profile 1.
  const allowed = isAllowed('posts.write', session?.user.codBsePerfil);
  const post = usePost(allowed ? id : null);
  const valuesOf = (data: typeof post.data): PostInput =>
    data
      ? { ctgPostagem: data.ctgPostagem, dscPostagem: data.dscPostagem, txtPostagem: data.txtPostagem ?? '' }
      : EMPTY;
  const [values, setValues] = useState<PostInput>(() => valuesOf(post.data));
  const [error, setError] = useState<string | null>(null);
  const savePost = useSavePost();

  useOnChange([post.data], () => {
    if (post.data) setValues(valuesOf(post.data));
  });

  const set = (change: Partial<PostInput>) => setValues((v) => ({ ...v, ...change }));
  const validate = (): string | null => {
    const parsed = postSchema.safeParse(values);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'post.fillAll');
  };
  // Once shown, the rule follows every change.
  useOnChange([values], () => {
    if (error) setError(validate());
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setError(found);
    if (found) return;
    if (!(await confirm(messages(id === null ? 'post.createConfirm' : 'post.editConfirm')))) return;
    savePost.mutate(
      { id, body: values },
      {
        onSuccess: () => {
          void notify('success', <Message code="post.saved" />);
          void navigate(BACK);
        },
      },
    );
  };

  if (!allowed) return <Navigate to={BACK} replace />;
  const creator = post.data
    ? { id: post.data.codUsuarioCriacao, name: post.data.nomUsuarioCriacao, date: post.data.datCriacao }
    : { id: session?.user.codBseUsuario, name: session?.user.nomUsuario, date: undefined };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack maw={820}>
        <Title order={2} size="h4">
          {id === null ? tp('newTitle') : tp('editTitle')}
        </Title>
        {post.error && (
          <Alert color="red" variant="light" role="alert">
            {post.error.message}
          </Alert>
        )}
        <FormError code={error} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={tp('createdAt')} readOnly value={dayjs(creator.date).format('DD/MM/YYYY')} />
          <TextInput label={tp('creatorId')} readOnly value={creator.id ?? ''} />
          <TextInput label={tp('creatorName')} readOnly value={creator.name ?? ''} />
        </SimpleGrid>
        <TextInput
          label={tp('category')}
          required
          maxLength={POST_CATEGORY_MAX}
          value={values.ctgPostagem}
          onChange={(e) => set({ ctgPostagem: e.currentTarget.value })}
          error={error && !values.ctgPostagem.trim() ? true : undefined}
        />
        <TextInput
          label={tp('title')}
          required
          maxLength={POST_TITLE_MAX}
          value={values.dscPostagem}
          onChange={(e) => set({ dscPostagem: e.currentTarget.value })}
          error={error && !values.dscPostagem.trim() ? true : undefined}
        />
        <RichTextField
          label={tp('body')}
          required
          value={values.txtPostagem}
          onChange={(txtPostagem) => set({ txtPostagem })}
        />
        <Group justify="flex-end">
          <FormFooter cancelTo={BACK} saving={savePost.isPending} />
        </Group>
      </Stack>
    </form>
  );
}
