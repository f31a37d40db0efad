import { AppShell } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { menuFor, type Profile } from '@school/modules/kernel/contracts';
import { renderRoutes } from '../../test/render';
import { demoUser } from '../../test/session';
import { texts } from '../../test/ui';
import { Sidebar } from './Sidebar';

/** The sidebar of a demo profile at `path`, in the shell's navigation landmark. */
function open(profile: number, path = '/home') {
  const onNavigate = vi.fn();
  const element = (
    <AppShell navbar={{ width: 260, breakpoint: 'sm' }}>
      <AppShell.Navbar aria-label="Menu principal">
        <Sidebar user={demoUser(profile as Profile, { nomUsuario: 'Ana Lima' })} onNavigate={onNavigate} />
      </AppShell.Navbar>
    </AppShell>
  );
  const rendered = renderRoutes([{ path: '*', element }], path);
  return { ...rendered, onNavigate, user: userEvent.setup() };
}

/** The menu's entries (the logo's link apart). */
const entries = () =>
  screen
    .getAllByRole('link')
    .filter((l) => l.getAttribute('aria-label') !== 'Plataforma Escolar, ir para o início');

describe('Sidebar', () => {
  it('lists the profile’s menu, each entry with its icon and route', () => {
    open(1);
    expect(entries().map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
      menuFor(1).map((e) => [e.label, e.route]),
    );
    expect(entries()).toHaveLength(11);
    for (const entry of entries()) expect(entry.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('lists only an Aluno’s screens', () => {
    open(6);
    expect(texts(entries())).toEqual([
      'Calendário',
      'Chat',
      'Fórum',
      'Trilha',
      'Avaliações',
      'Configurações',
      'Fale conosco',
    ]);
  });

  it('marks the entry of the current section, on any of its pages', () => {
    open(1, '/escola/novo');
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('Rede de Escolas');
    expect(screen.getAllByRole('link', { current: false })).toHaveLength(11);
  });

  it('leads to a screen and to the start, closing the phone menu each time', async () => {
    const { router, onNavigate, user } = open(4, '/home');
    await user.click(screen.getByRole('link', { name: 'Turmas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/turma/listar'));
    await user.click(screen.getByRole('link', { name: 'Plataforma Escolar, ir para o início' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('shows the account in the phone menu', () => {
    open(4);
    // Below the md breakpoint only: hidden at the width the tests run at.
    const account = within(screen.getByRole('navigation')).getByRole('group', {
      name: 'Conta',
      hidden: true,
    });
    expect(texts([...account.children] as HTMLElement[])).toEqual([
      'Login:DMMT-0004',
      'Usuário:Ana Lima',
      'Perfil:Coordenador',
    ]);
  });
});
