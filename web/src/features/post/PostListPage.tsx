import { useMemo } from 'react';
import { Button } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import type { Post } from '@school/modules/community/contracts';
import { isAllowed } from '@school/modules/kernel/contracts';
import { Message, useMessages } from '../../i18n/messages';
import { confirm } from '../../shared/confirm';
import { notify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { actionsColumn, type Column, DataTable, RowAction } from '../../shared/table';
import { useDeletePost, usePosts } from './api';
import { usePostTexts } from './texts';

/** /aprendizado: the list. */
export function PostIndexRedirect() {
  return <Navigate to="/aprendizado/listar" replace />;
}

/**
 * /aprendizado/listar: the news posts (category, creator, title), searchable by category, creator,
 * title and year; everyone of the menu views them, profile 1 also writes and deletes them.
 */
export function PostListPage() {
  const { t } = useTranslation();
  const tp = usePostTexts();
  const messages = useMessages();
  const posts = usePosts();
  const { mutate: deletePost } = useDeletePost();
  const canWrite = isAllowed('posts.write', useSession()?.user.codBsePerfil);

  const columns = useMemo((): Column<Post>[] => {
    const remove = async (post: Post) => {
      if (!(await confirm(messages('post.deleteConfirm'), { danger: true }))) return;
      deletePost(post.codBsePostagem, {
        onSuccess: () => void notify('success', <Message code="post.deleted" />),
      });
    };
    return [
      { key: 'category', header: tp('category'), value: (p) => p.ctgPostagem },
      { key: 'creator', header: tp('creator'), value: (p) => p.nomUsuarioCriacao },
      { key: 'title', header: tp('title'), value: (p) => p.dscPostagem },
      // The year is searched through the date's text.
      { key: 'createdAt', header: tp('createdAt'), value: (p) => dayjs(p.datCriacao).format('DD/MM/YYYY') },
      actionsColumn(t('table.actions'), (p) => (
        <>
          <RowAction
            label={tp('view', { name: p.dscPostagem })}
            tooltip={tp('viewShort')}
            icon={IconEye}
            size="lg"
            to={`/aprendizado/visualizar/${p.codBsePostagem}`}
          />
          {canWrite && (
            <>
              <RowAction
                label={tp('edit', { name: p.dscPostagem })}
                tooltip={tp('editShort')}
                icon={IconPencil}
                size="lg"
                to={`/aprendizado/alterar/${p.codBsePostagem}`}
              />
              <RowAction
                label={tp('delete', { name: p.dscPostagem })}
                tooltip={tp('deleteShort')}
                icon={IconTrash}
                color="red"
                size="lg"
                onClick={() => void remove(p)}
              />
            </>
          )}
        </>
      )),
    ];
  }, [t, tp, messages, deletePost, canWrite]);

  return (
    <DataTable
      caption={tp('caption')}
      columns={columns}
      rows={posts.data}
      rowKey={(p) => p.codBsePostagem}
      loading={posts.isPending}
      minWidth={720}
      searchable
      searchLabel={tp('search')}
      emptyText={tp('empty')}
      toolbar={
        canWrite && (
          <Button component={Link} to="/aprendizado/novo" leftSection={<IconPlus size={16} aria-hidden />}>
            {tp('add')}
          </Button>
        )
      }
    />
  );
}
