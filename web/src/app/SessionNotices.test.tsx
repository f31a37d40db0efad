import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NoticesHost, notify } from '../shared/notify';
import { sessionStore } from '../shared/session';
import { signInAs } from '../test/session';
import { SessionNotices } from './SessionNotices';

beforeEach(() => {
  notifications.clean();
  signInAs(3);
  render(
    <MantineProvider>
      <NoticesHost />
      <SessionNotices />
    </MantineProvider>,
  );
});

describe('SessionNotices', () => {
  it('says "Sessão expirou." when the server ended the session', async () => {
    act(() => sessionStore.end('expired'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sessão expirou.');
  });

  it('says "Usuário desativado." when the user was deactivated', async () => {
    act(() => sessionStore.end('deactivated'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário desativado.');
  });

  it('says nothing when the user signed out', async () => {
    act(() => sessionStore.end('logout'));
    // A notice asked for afterwards is the only one shown.
    await act(() => notify('info', 'Até logo.'));
    expect((await screen.findAllByRole('alert')).map((n) => n.textContent)).toEqual(['Até logo.']);
  });
});
