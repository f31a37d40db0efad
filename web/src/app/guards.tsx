import { useEffect } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { canOpenScreen } from '@school/modules/kernel/contracts';
import { signOut } from '../shared/auth';
import { useSession } from '../shared/session';
import { useRouteHandle, useRouteTitle } from '../shared/routing';

/** Routes for signed-in users: anyone else goes to /login. */
export function RequireSession() {
  return useSession() ? <Outlet /> : <Navigate to="/login" replace />;
}

/** The sign-in route: a signed-in user goes to /home. */
export function GuestOnly() {
  useRouteTitle();
  return useSession() ? <Navigate to="/home" replace /> : <Outlet />;
}

/**
 * A screen's route admits the profiles of its menu entry (the permission map the server
 * enforces); anyone else is sent to /home. A route marked always allowed (Plataforma de
 * Treinamento) admits every signed-in profile.
 */
export function ScreenGuard() {
  const session = useSession();
  const handle = useRouteHandle();
  const profile = session?.user.codBsePerfil;
  if (handle?.alwaysAllowed) return <Outlet />;
  const screens = handle?.screen ? [handle.screen, ...(handle.alsoFor ?? [])] : [];
  if (screens.length && !screens.some((screen) => canOpenScreen(screen, profile))) {
    return <Navigate to="/home" replace />;
  }
  return <Outlet />;
}

/**
 * /sair: ends the session, here and on the server, and goes to /login (the shell asks "Deseja
 * realmente sair?" first).
 */
export function LogoutRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    void signOut();
    navigate('/login', { replace: true });
  }, [navigate]);
  return null;
}
