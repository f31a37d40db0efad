import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { NoticesHost } from '../shared/notify';
import { SessionNotices } from './SessionNotices';
import { cssVariablesResolver, theme } from './theme';

/**
 * What every page needs around it: i18n, Mantine, notices (loaded with the first one) and the
 * session notices. The shell adds React Query and the modals: the sign-in page needs neither.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <NoticesHost />
        <SessionNotices />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
