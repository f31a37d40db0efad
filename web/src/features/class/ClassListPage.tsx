import { Navigate } from 'react-router-dom';
import { Profile } from '@school/modules/kernel/contracts';
import { useSession } from '../../shared/session';
import { MyClassesList } from './MyClassesList';
import { StaffClassList } from './StaffClassList';

/** /turma: the list. */
export function ClassIndexRedirect() {
  return <Navigate to="/turma/listar" replace />;
}

/**
 * /turma/listar: the classes in scope with their unit and school. Staff get the actions their
 * profile may use (create 2–4, edit 2–4, delete 2–3); a Professor gets its own classes and
 * the current-class switch.
 */
export function ClassListPage() {
  const profile = useSession()?.user.codBsePerfil ?? 0;
  return profile === Profile.Professor ? <MyClassesList /> : <StaffClassList profile={profile} />;
}
