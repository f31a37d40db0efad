import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import { AppShell, Progress } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, type CSSProperties } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useLanguage } from '../../i18n/messages';
import { queryClient } from '../../shared/query';
import { useSession } from '../../shared/session';
import { useRouteTitle } from '../../shared/routing';
import { ShellFooter } from './ShellFooter';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useOwnData } from '../../shared/ownData';
import { QueueIndicator, useQueueSending } from '../../shared/offline';
import { Profile } from '@school/modules/kernel/contracts';

const DAYJS_LOCALE = { pt: 'pt-br', en: 'en', es: 'es' } as const;

const FOOTER_HEIGHT = 40;
/**
 * The footer follows the page instead of being fixed over it: a fixed footer covered the end of
 * long pages, and whatever a scroll or keyboard focus left at the bottom edge, at every width.
 * It keeps clear of the sidebar as the fixed one did; a short page still puts it at the bottom.
 */
const FOOTER_IN_FLOW: CSSProperties = {
  position: 'static',
  marginInlineStart: 'var(--app-shell-navbar-offset, 0rem)',
};
const MAIN_ABOVE_FOOTER: CSSProperties = { minHeight: `calc(100dvh - ${FOOTER_HEIGHT}px)` };

/** The signed-in layout, with the pages' React Query cache and the modals (confirm()). */
export function Shell() {
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <ShellLayout />
      </ModalsProvider>
    </QueryClientProvider>
  );
}

/**
 * The own data on entering the shell, and again on every move to another page: a session the
 * server ended (deactivated, moved, signed out elsewhere) is signed out on the user's next step,
 * with the spec's message, even on a page that reads nothing else.
 */
function useSessionCheckOnNavigation(): void {
  const { pathname } = useLocation();
  const { refetch } = useOwnData();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refetch();
  }, [pathname, refetch]);
}

/** Top bar, sidebar (a drawer on phones), the page, footer. */
function ShellLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const title = useRouteTitle();
  const language = useLanguage();
  const navigation = useNavigation();
  const [navOpened, nav] = useDisclosure(false);
  useSessionCheckOnNavigation();
  // A student's queued writes are sent at once (the next open), on `online`, and on retry.
  const student = session?.user.codBsePerfil === Profile.Aluno;
  useQueueSending(student);
  if (!session) return <Navigate to="/login" replace />;
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[language], firstDayOfWeek: 0 }}>
      <a href="#conteudo" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
        // The footer is in the flow, after the page (see FOOTER_IN_FLOW): no room kept under a fixed one.
        footer={{ height: FOOTER_HEIGHT, offset: false }}
        padding="md"
      >
        <AppShell.Header>
          {navigation.state === 'loading' && (
            <Progress value={100} animated size="xs" pos="absolute" top={0} left={0} right={0} aria-hidden />
          )}
          <TopBar title={title} user={session.user} navOpened={navOpened} onToggleNav={nav.toggle} />
        </AppShell.Header>
        <AppShell.Navbar id="menu-principal" aria-label={t('shell.navigation')}>
          <Sidebar user={session.user} onNavigate={nav.close} />
        </AppShell.Navbar>
        <AppShell.Main id="conteudo" tabIndex={-1} style={MAIN_ABOVE_FOOTER}>
          {student && <QueueIndicator />}
          <Outlet />
        </AppShell.Main>
        <AppShell.Footer aria-label={t('shell.footer')} style={FOOTER_IN_FLOW}>
          <ShellFooter />
        </AppShell.Footer>
      </AppShell>
    </DatesProvider>
  );
}
