import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { isAllowed } from '@school/modules/kernel/contracts';
import { Message } from '../../i18n/messages';
import { ApiError } from '../../shared/api';
import { useSession } from '../../shared/session';
import { PageLoader } from '../../shared/ui';
import { CLASS_LIST_PATH, useClass } from './api';
import { ClassForm } from './ClassForm';

/** /turma/novo and /turma/alterar/:id. */
export function ClassFormPage() {
  const { id } = useParams();
  const classId = id === undefined ? null : Number(id);
  const profile = useSession()?.user.codBsePerfil;
  // The screen admits the Professor too (its list); creating and editing are for 2 to 4.
  const allowed = isAllowed(classId === null ? 'classes.create' : 'classes.update', profile);
  const turma = useClass(allowed ? classId : null);
  const navigate = useNavigate();
  const { t } = useTranslation();
  if (!allowed) {
    return <Navigate to={CLASS_LIST_PATH} replace />;
  }
  if (classId !== null) {
    if (turma.error) {
      return (
        <Stack maw={760}>
          <Alert color="red" role="alert">
            {turma.error instanceof ApiError && !turma.error.isNetwork ? (
              turma.error.message
            ) : (
              <Message code="generic.server" />
            )}
          </Alert>
          <Group>
            <Button variant="default" onClick={() => navigate(CLASS_LIST_PATH)}>
              {t('form.back')}
            </Button>
          </Group>
        </Stack>
      );
    }
    if (!turma.data) return <PageLoader />;
  }
  return <ClassForm key={classId ?? 'new'} turma={turma.data ?? null} />;
}
