import { useQueryClient } from '@tanstack/react-query';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { canManageProfile, PROTECTED_USER_ID, type UserListItem } from '@school/modules/identity/contracts';
import { Message } from '../../i18n/messages';
import { confirm } from '../../shared/confirm';
import { notify, notifyError } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { RowAction, RowActions } from '../../shared/table';
import { useUserTexts } from './texts';
import { afterUserChange, deleteUser, setUserActive } from './usersApi';

/**
 * A listed user's actions: edit, deactivate or reactivate, delete, each asked first. None on
 * user 1 nor on a profile the viewer may not give; no deactivate or delete on oneself.
 */
export function UserRowActions({ row }: { row: UserListItem }) {
  const text = useUserTexts();
  const client = useQueryClient();
  const viewer = useSession()?.user;
  const viewerProfile = viewer?.codBsePerfil ?? null;

  const remove = async () => {
    if (!(await confirm(text('confirmDelete', { name: row.nomUsuario }), { danger: true }))) return;
    try {
      await deleteUser(row.codBseUsuario);
      void notify('success', text('deleted'));
      await afterUserChange(client, { id: row.codBseUsuario, removed: true });
    } catch (error) {
      // "Erro ao deletar usuário" with the server's reason (e.g. "Existem usuários cadastrados com o usuário").
      void notifyError(error, { title: <Message code="user.deleteFailed" /> });
    }
  };

  const toggle = async () => {
    const active = !row.active;
    const question = active ? 'confirmReactivate' : 'confirmDeactivate';
    if (!(await confirm(text(question, { name: row.nomUsuario }), { danger: !active }))) return;
    try {
      await setUserActive(row.codBseUsuario, active);
      void notify('success', text(active ? 'reactivated' : 'deactivated'));
      await afterUserChange(client, { id: row.codBseUsuario, active });
    } catch (error) {
      void notifyError(error, { title: text('statusFailed') });
    }
  };

  const manageable =
    row.codBseUsuario !== PROTECTED_USER_ID && canManageProfile(viewerProfile, row.codBsePerfil);
  if (!manageable) return null;
  const notSelf = row.codBseUsuario !== viewer?.codBseUsuario;
  const name = row.nomUsuario;
  return (
    <RowActions>
      <RowAction
        label={text('edit', { name })}
        icon={IconPencil}
        size="lg"
        to={`/usuario/alterar/${row.codBseUsuario}`}
      />
      {notSelf && (
        <RowAction
          label={text(row.active ? 'deactivate' : 'reactivate', { name })}
          icon={row.active ? IconPlayerPause : IconPlayerPlay}
          color={row.active ? 'orange.9' : 'green.9'}
          size="lg"
          onClick={() => void toggle()}
        />
      )}
      {notSelf && (
        <RowAction
          label={text('delete', { name })}
          icon={IconTrash}
          color="red.8"
          size="lg"
          onClick={() => void remove()}
        />
      )}
    </RowActions>
  );
}
