import type { ComponentType, ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { expect } from 'vitest';
import { SessionNotices } from '../app/SessionNotices';
import { i18n, setLanguage } from '../i18n';
import { ApiError } from '../shared/api';
import { NoticesHost } from '../shared/notify';
import { createQueryClient } from '../shared/query';
import { testTheme } from './theme';

/** The providers of the app (a fresh React Query cache each time), for component tests. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={testTheme}>
        <QueryClientProvider client={createQueryClient()}>
          <ModalsProvider>
            <NoticesHost />
            <SessionNotices />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: TestProviders });
}

/** Renders routes in a memory router starting at `path`; answers the router to inspect its location. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return { ...result, router };
}

/** Answers the confirmation dialog titled `question` with "Sim" (or "Não"). */
export async function answerConfirm(user: UserEvent, question: string | RegExp, yes = true): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: question });
  await user.click(within(dialog).getByRole('button', { name: yes ? 'Sim' : 'Não' }));
}

/** Renders `ui` showing the text `pt`, which turns into `en` when the user switches to English. */
export async function expectFollowsLanguage(ui: ReactElement, pt: string, en: string): Promise<void> {
  renderWithProviders(ui);
  expect(screen.getByText(pt)).toBeInTheDocument();
  await setLanguage('en');
  expect(await screen.findByText(en)).toBeInTheDocument();
}

/** A feature's `CharacterCount` under a field: what was typed of the most it takes, in the user's language. */
export async function expectCharacterCount(
  CharacterCount: ComponentType<{ value: string; max: number }>,
): Promise<void> {
  await expectFollowsLanguage(
    <CharacterCount value="Olá!" max={250} />,
    '4/250 caracteres',
    '4/250 characters',
  );
}

/**
 * A feature's `LoadError` (a failed read of a list or a record): nothing without an error, the
 * server's refusal as it came, the general failure for anything else (the network).
 */
export function expectLoadErrors(LoadError: ComponentType<{ error: Error | null }>): void {
  const cases: [Error | null, string | null][] = [
    [null, null],
    [new ApiError(404, 'generic.notFound', 'Registro não encontrado.'), 'Registro não encontrado.'],
    [new TypeError('Failed to fetch'), 'Algo deu errado ao enviar dados para o servidor'],
  ];
  for (const [error, text] of cases) {
    const { unmount } = renderWithProviders(<LoadError error={error} />);
    if (text === null) expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    else expect(screen.getByRole('alert')).toHaveTextContent(text);
    unmount();
  }
}

/**
 * A create-or-edit page at `/<base>/novo` and `/<base>/alterar/:id`, which goes to `/<base>/listar`
 * (shown as `listText`) once saved; answers the router, the user, a textbox by its label and the
 * click on "Salvar".
 */
export function renderFormPage(page: ReactElement, base: string, path = `/${base}/novo`, listText = 'Lista') {
  const rendered = renderRoutes(
    [
      { path: `/${base}/novo`, element: page },
      { path: `/${base}/alterar/:id`, element: page },
      { path: `/${base}/listar`, element: <p>{listText}</p> },
    ],
    path,
  );
  const user = userEvent.setup();
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  const save = () => user.click(screen.getByRole('button', { name: 'Salvar' }));
  return { ...rendered, user, field, save };
}
