import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { sessionStore } from '../shared/session';
import { signInAs } from '../test/session';
import { Providers } from './Providers';

function Page() {
  const { t } = useTranslation();
  return <Button>{t('shell.logout')}</Button>;
}

const show = () =>
  render(
    <Providers>
      <Page />
    </Providers>,
  );

describe('Providers', () => {
  it('gives a page the light theme and the interface language, and follows the language switch', async () => {
    show();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    await act(() => setLanguage('es'));
    expect(await screen.findByRole('button', { name: 'Salir' })).toBeInTheDocument();
  });

  it('shows why a session ended, even on a page without the shell', async () => {
    notifications.clean();
    signInAs(5);
    show();
    act(() => sessionStore.end('expired'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sessão expirou.');
  });
});
