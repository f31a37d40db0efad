import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../shared/api';
import { PageLoader } from '../../shared/ui';
import { Message } from '../../i18n/messages';
import { useUserTexts } from './texts';
import { UserForm } from './UserForm';
import { useUser } from './api';

export const USERS_LIST_ROUTE = '/usuario/listar';

/** /usuario/novo and /usuario/alterar/{id}: the user form, empty or with the user loaded. */
export function UserFormPage() {
  const { t } = useTranslation();
  const text = useUserTexts();
  const navigate = useNavigate();
  const params = useParams();
  const userId = params.id !== undefined && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const editing = params.id !== undefined;
  const user = useUser(userId);
  const toList = () => navigate(USERS_LIST_ROUTE);

  if (editing && (userId === null || user.isError)) {
    const error = user.error;
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="red" title={text('loadFailed')} role="alert">
          {error instanceof ApiError && !error.isNetwork ? (
            error.message
          ) : (
            <Message code={userId === null ? 'generic.notFound' : 'generic.server'} />
          )}
        </Alert>
        <Button variant="default" onClick={toList}>
          {t('form.back')}
        </Button>
      </Stack>
    );
  }
  // The form starts from a fresh read (not a cached one from an earlier visit).
  if (editing && (!user.data || !user.isFetchedAfterMount)) return <PageLoader />;
  return <UserForm key={userId ?? 'new'} user={user.data} onSaved={toList} onCancel={toList} />;
}
