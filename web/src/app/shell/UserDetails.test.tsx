import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@school/modules/kernel/contracts';
import { setLanguage } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { demoUser } from '../../test/session';
import { texts } from '../../test/ui';
import { UserDetails } from './UserDetails';

/** Each item of the account group, as text. */
const account = (name = 'Conta') => texts([...screen.getByRole('group', { name }).children] as HTMLElement[]);

/** Renders the details of a demo user named Ana Lima; answers the items shown. */
const details = (profile: number, overrides: Parameters<typeof demoUser>[1] = {}) => {
  renderWithProviders(
    <UserDetails user={demoUser(profile as Profile, { nomUsuario: 'Ana Lima', ...overrides })} />,
  );
  return account();
};

describe('UserDetails', () => {
  it('shows the login, the name and the profile', () => {
    expect(details(3)).toEqual(['Login:DMMT-0003', 'Usuário:Ana Lima', 'Perfil:Diretor']);
  });

  it('shows a Professor’s or an Aluno’s class, or a dash before one is chosen', () => {
    expect(details(5, { nomTurma: '6º ano A', codBseTurma: 7 })).toEqual([
      'Login:DMMT-0005',
      'Usuário:Ana Lima',
      'Perfil:Professor',
      'Turma:6º ano A',
    ]);
  });

  it('shows a dash for an Aluno without a class', () => {
    expect(details(6).at(-1)).toBe('Turma:—');
  });

  it('names a profile outside the web’s as the server does', () => {
    expect(details(8, { nomPerfil: 'Responsável' })).toContain('Perfil:Responsável');
  });

  it('names the known profiles in the interface language', async () => {
    expect(details(2)).toContain('Perfil:Gestor');
    await setLanguage('en');
    await waitFor(() =>
      expect(account('Account')).toEqual(['Login:DMMT-0002', 'User:Ana Lima', 'Profile:Manager']),
    );
  });
});
