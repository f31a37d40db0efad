import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A call to the app's API as the page's signed-in user: its JSON answer, after checking it is a 200. */
export type Api = <T>(method: 'GET' | 'POST', path: string, data?: object) => Promise<T>;

/** The token the page's client keeps for its signed-in user. */
export const tokenOf = async (page: Page): Promise<string> =>
  (await page.evaluate(() => localStorage.getItem('token')))!;

/**
 * The API as the page's user, for what a walk sets up rather than clicks through (a trail
 * authored, a class book activated): each call fails the test unless it answers 200.
 */
export async function apiOf(page: Page): Promise<Api> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  return async <T>(method: 'GET' | 'POST', path: string, data?: object) => {
    const response =
      method === 'GET'
        ? await page.request.get(`/api${path}`, { headers })
        : await page.request.post(`/api${path}`, { headers, data });
    expect([path, response.status()]).toEqual([path, 200]);
    return (await response.json()) as T;
  };
}

/** The Professor signed in on `professor` makes `trail` the active one of its own class: that class's id. */
export async function activateForOwnClass(professor: Page, trail: number): Promise<number> {
  const api = await apiOf(professor);
  const me = await api<{ codBseTurma: number }>('GET', '/bse_usuario/getMeusDados/x');
  const link = await api<{ codTrlLivroTurma: number }>('POST', '/trl_livro_turma', {
    codBseTurma: me.codBseTurma,
    codTrlLivro: trail,
  });
  await api('POST', `/trl_livro_turma/ativarLivroTurma/${link.codTrlLivroTurma}`);
  return me.codBseTurma;
}
