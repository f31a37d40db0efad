import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { canManageProfile, PROTECTED_USER_ID, type UserListItem } from '@school/modules/identity/contracts';
import { confirm } from '../../shared/confirm';
import { notify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { RowAction, RowActions } from '../../shared/table';
import { UserText, useUserTexts } from './texts';
import { useDeleteUser, useSetUserActive } from './api';

/** A refusal: its notice is already shown. */
const shown = () => undefined;

/**
 * A listed user's actions: edit, deactivate or reactivate, delete, each asked first. None on
 * user 1 nor on a profile the viewer may not give; no deactivate or delete on oneself.
 */
export function UserRowActions({ row }: { row: UserListItem }) {
  const text = useUserTexts();
  const deleteUser = useDeleteUser();
  const setUserActive = useSetUserActive(<UserText k="statusFailed" />);
  const viewer = useSession()?.user;
  const viewerProfile = viewer?.codBsePerfil ?? null;

  const remove = async () => {
    // A refusal shows "Erro ao deletar usuário" with the server's reason (e.g. "Existem usuários cadastrados com o usuário").
    // The row leaves the list before the write ends: its notice waits on the promise, not on this row.
    await deleteUser
      .mutateAsync(row.codBseUsuario)
      .then(() => void notify('success', <UserText k="deleted" />), shown);
  };

  const toggle = async () => {
    const active = !row.active;
    const question = active ? 'confirmReactivate' : 'confirmDeactivate';
    if (!(await confirm(text(question, { name: row.nomUsuario }), { danger: !active }))) return;
    await setUserActive
      .mutateAsync({ id: row.codBseUsuario, active })
      .then(() => void notify('success', <UserText k={active ? 'reactivated' : 'deactivated'} />), shown);
  };

  const manageable =
    row.codBseUsuario !== PROTECTED_USER_ID && canManageProfile(viewerProfile, row.codBsePerfil);
  const name = row.nomUsuario;
  const history = <RowAction.History kind="usuario" id={row.codBseUsuario} name={name} size="lg" />;
  if (!manageable) return <RowActions>{history}</RowActions>;
  const notSelf = row.codBseUsuario !== viewer?.codBseUsuario;
  return (
    <RowActions>
      {history}
      <RowAction.Edit label={text('edit', { name })} size="lg" to={`/usuario/alterar/${row.codBseUsuario}`} />
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
        <RowAction.Delete
          label={text('delete', { name })}
          color="red.8"
          size="lg"
          question={text('confirmDelete', { name })}
          onDelete={() => void remove()}
        />
      )}
    </RowActions>
  );
}
