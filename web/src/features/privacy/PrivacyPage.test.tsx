import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '@school/modules/kernel/contracts';
import { setLanguage } from '../../i18n';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { PrivacyPage } from './PrivacyPage';

function open() {
  const rendered = renderRoutes(
    [
      { path: '/privacidade', element: <PrivacyPage />, handle: { title: 'routes.privacy' } },
      { path: '/login', element: <p>Tela de acesso</p> },
      { path: '/home', element: <p>Página inicial</p> },
    ],
    '/privacidade',
  );
  return { ...rendered, user: userEvent.setup() };
}

/** Each language's h1, its headings in order (level and name), and the facts the page must state. */
const EXPECTED: Record<
  Language,
  { h1: string; headings: [number, string][]; ask: string; facts: RegExp[]; title: string }
> = {
  pt: {
    h1: 'Privacidade',
    headings: [
      [2, 'O que guardamos'],
      [2, 'Para que usamos'],
      [2, 'Por quanto tempo guardamos'],
      [2, 'Quem pode ver'],
      [2, 'Os jogos'],
      [2, 'Como pedir'],
      [3, 'Uma cópia dos seus dados'],
      [3, 'Apagar os seus dados'],
      [2, 'Para os adultos'],
    ],
    ask: 'Como pedir',
    facts: [/6 meses/, /15 dias/, /Configurações/, /"Baixar meus dados"/, /Gestor/],
    title: 'Privacidade · Plataforma Escolar',
  },
  en: {
    h1: 'Privacy',
    headings: [
      [2, 'What we keep'],
      [2, 'What we use it for'],
      [2, 'How long we keep it'],
      [2, 'Who can see it'],
      [2, 'The games'],
      [2, 'How to ask'],
      [3, 'A copy of your data'],
      [3, 'Deleting your data'],
      [2, 'For grown-ups'],
    ],
    ask: 'How to ask',
    facts: [/6 months/, /15 days/, /Configurações/, /Gestor/],
    title: 'Privacy · School Platform',
  },
  es: {
    h1: 'Privacidad',
    headings: [
      [2, 'Qué guardamos'],
      [2, 'Para qué lo usamos'],
      [2, 'Por cuánto tiempo lo guardamos'],
      [2, 'Quién puede verlo'],
      [2, 'Los juegos'],
      [2, 'Cómo pedirlo'],
      [3, 'Una copia de tus datos'],
      [3, 'Borrar tus datos'],
      [2, 'Para los adultos'],
    ],
    ask: 'Cómo pedirlo',
    facts: [/6 meses/, /15 días/, /Configurações/, /Gestor/],
    title: 'Privacidad · Plataforma Escolar',
  },
};

const headings = () =>
  screen.getAllByRole('heading').map((h) => [Number(h.tagName.slice(1)), h.textContent ?? ''] as const);

describe('PrivacyPage', () => {
  it.each(['pt', 'en', 'es'] as const)(
    'says it all in %s: one h1, headings in order, the key facts',
    async (language) => {
      open();
      await setLanguage(language);
      const expected = EXPECTED[language];
      expect(await screen.findByRole('heading', { level: 1, name: expected.h1 })).toBeInTheDocument();
      expect(headings()).toEqual([[1, expected.h1], ...expected.headings]);
      const main = screen.getByRole('main');
      for (const fact of expected.facts) expect(main).toHaveTextContent(fact);
      // How to ask: the copy from Configurações, the Gestor's 15 days, for the copy and for erasure.
      const ask = screen.getByRole('region', { name: expected.ask });
      expect(ask).toHaveTextContent(/Configurações/);
      expect(within(ask).getAllByText(/15/)).toHaveLength(2);
      await waitFor(() => expect(document.title).toBe(expected.title));
    },
  );

  it('cites the law only in the part for grown-ups', () => {
    open();
    const adults = screen.getByRole('region', { name: 'Para os adultos' });
    expect(adults).toHaveTextContent(/LGPD.*Art\. 14/);
    expect(adults).toHaveTextContent(/Marco Civil da Internet.*Art\. 15/);
    for (const region of screen.getAllByRole('region')) {
      if (region === adults || region.contains(adults)) continue;
      expect(region).not.toHaveTextContent(/LGPD|Art\./);
    }
  });

  it('switches language with the language choice', async () => {
    const { user } = open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How to ask' })).toBeInTheDocument();
  });

  it('leads a visitor back to the sign-in page', async () => {
    const { user, router } = open();
    await user.click(screen.getByRole('link', { name: 'Voltar para o acesso' }));
    expect(await screen.findByText('Tela de acesso')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('leads a signed-in user back to the home page', async () => {
    signInAs(6);
    const { user, router } = open();
    await user.click(screen.getByRole('link', { name: 'Voltar para o início' }));
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});
