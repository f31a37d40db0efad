import { useMemo } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { Post } from '@school/modules/community/contracts';
import { isAllowed } from '@school/modules/kernel/contracts';
import { Message, useMessages } from '../../i18n/messages';
import { notify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { actionsColumn, AddButton, type Column, DataTable, RowAction } from '../../shared/table';
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

  const columns = useMemo(
    (): Column<Post>[] => [
      { key: 'category', header: tp('category'), value: (p) => p.ctgPostagem },
      { key: 'creator', header: tp('creator'), value: (p) => p.nomUsuarioCriacao },
      { key: 'title', header: tp('title'), value: (p) => p.dscPostagem },
      // The year is searched through the date's text.
      { key: 'createdAt', header: tp('createdAt'), value: (p) => dayjs(p.datCriacao).format('DD/MM/YYYY') },
      actionsColumn(t('table.actions'), (p) => (
        <>
          <RowAction.View
            label={tp('view', { name: p.dscPostagem })}
            tooltip={tp('viewShort')}
            size="lg"
            to={`/aprendizado/visualizar/${p.codBsePostagem}`}
          />
          {canWrite && (
            <>
              <RowAction.Edit
                label={tp('edit', { name: p.dscPostagem })}
                tooltip={tp('editShort')}
                size="lg"
                to={`/aprendizado/alterar/${p.codBsePostagem}`}
              />
              <RowAction.Delete
                label={tp('delete', { name: p.dscPostagem })}
                tooltip={tp('deleteShort')}
                size="lg"
                question={messages('post.deleteConfirm')}
                onDelete={() =>
                  deletePost(p.codBsePostagem, {
                    onSuccess: () => void notify('success', <Message code="post.deleted" />),
                  })
                }
              />
            </>
          )}
        </>
      )),
    ],
    [t, tp, messages, deletePost, canWrite],
  );

  return (
    <DataTable
      caption={tp('caption')}
      columns={columns}
      rows={posts.data}
      error={posts.error}
      onRetry={() => posts.refetch()}
      rowKey={(p) => p.codBsePostagem}
      loading={posts.isPending}
      minWidth={720}
      searchable
      searchLabel={tp('search')}
      emptyText={tp('empty')}
      toolbar={canWrite && <AddButton to="/aprendizado/novo">{tp('add')}</AddButton>}
    />
  );
}
