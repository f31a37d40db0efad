import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './support/app.js';
import { DESKTOP, PHONE_390, fitsPhone, screenshot, seriousViolations, signIn } from './support/browser.js';
import { fixturePath } from './support/fixtures.js';
import { browserSuite } from './support/suite.js';
import { notice, save } from './support/steps.js';

/** Configurações (/configuracao): the avatar and the password, as users of this file's own. */

const PHOTO = fixturePath('images/2569067123_aca715a2ee_o.jpg');
const WEBP = fixturePath('images/animated-loop-3.webp');

/** Users created for these tests, so the demo users keep demo1234. */
const PASSWORD_USER = { login: 'DMMT-0101', name: 'Gestora Senha' };
const AVATAR_USER = { login: 'DMMT-0102', name: 'Gestor Avatar' };
const PHONE_USER = { login: 'DMMT-0103', name: 'Gestor Celular' };
const FIRST_PASSWORD = 'primeira-senha';

const suite = browserSuite('web-settings');

async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${suite.url}/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  // The demo Master creates the users of this file (Gestores of the demo school).
  const login = await api('/auth/login', { body: { username: 'DMMT-0001', password: DEMO_PASSWORD } });
  const token = String(login.body.access_token);
  const [school] = (await api('/bse_escola?search=Demonstra', { token })).body as unknown as {
    codBseEscola: number;
  }[];
  for (const user of [PASSWORD_USER, AVATAR_USER, PHONE_USER]) {
    const created = await api('/bse_usuario', {
      token,
      body: {
        cstLogin: user.login,
        txtSenha: FIRST_PASSWORD,
        nomUsuario: user.name,
        codBsePerfil: 2,
        codBseEscola: school!.codBseEscola,
      },
    });
    if (created.status !== 200) throw new Error(`User ${user.login}: ${JSON.stringify(created)}`);
  }
});

async function openSettings(login: string, password: string, viewport = DESKTOP): Promise<Page> {
  const page = await suite.signInAs(login, { viewport, password });
  await page.goto('/configuracao');
  await page.getByRole('heading', { level: 2, name: 'Alterar senha' }).waitFor();
  return page;
}

const currentField = (page: Page) => page.getByLabel(/^Senha atual/);
const newField = (page: Page) => page.getByLabel(/^Nova senha( \*)?$/);
const confirmationField = (page: Page) => page.getByLabel(/^Confirmação da nova senha/);

async function fill(page: Page, a: string, b: string, c: string): Promise<void> {
  await currentField(page).fill(a);
  await newField(page).fill(b);
  await confirmationField(page).fill(c);
}

async function dismissNotices(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Fechar aviso' });
  for (let i = 0; i < 20 && (await close.count()) > 0; i++) {
    await close
      .first()
      .click({ timeout: 1_000 })
      .catch(() => undefined); // already closing
  }
  await expect.poll(() => close.count()).toBe(0);
}

/** Whether the avatar shown is a loaded image (the scaled JPEG, fetched with the token). */
function avatarLoaded(page: Page): Promise<boolean> {
  return page
    .getByRole('img', { name: 'Imagem escolhida' })
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
    .catch(() => false);
}

describe('settings', () => {
  it('changes the password through every rule, then signs in with the new one', async () => {
    const page = await openSettings(PASSWORD_USER.login, FIRST_PASSWORD);
    await screenshot(page, 'settings-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    await save(page);
    await page.getByText('Informe a senha atual.').waitFor();
    await page.getByText('Informe a nova senha.').waitFor();
    expect(await currentField(page).getAttribute('aria-invalid')).toBe('true');

    await fill(page, FIRST_PASSWORD, 'abcd', 'abcd');
    await save(page);
    await page.getByText('A senha deve ter no mínimo 5 caracteres.').waitFor();

    await fill(page, FIRST_PASSWORD, FIRST_PASSWORD, FIRST_PASSWORD);
    await save(page);
    await page.getByText('A nova senha deve ser diferente da senha atual.').waitFor();

    await fill(page, FIRST_PASSWORD, 'segunda-senha', 'segunda-senhx');
    await save(page);
    await page.getByText('A confirmação deve ser igual à nova senha.').waitFor();
    await screenshot(page, 'settings-password-errors-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    // The server checks the current password: its 400 message under "Erro ao salvar!".
    await fill(page, 'nao-e-esta', 'segunda-senha', 'segunda-senha');
    await save(page);
    const refusal = notice(page, 'Erro ao salvar!');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Senha atual incorreta.');
    expect(await currentField(page).getAttribute('aria-invalid')).toBe('true');

    // With the keyboard: the show/hide toggle, then Enter submits.
    await dismissNotices(page);
    await fill(page, FIRST_PASSWORD, 'segunda-senha', 'segunda-senha');
    await currentField(page).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Mostrar senha atual',
    );
    await page.keyboard.press('Enter');
    expect(await currentField(page).getAttribute('type')).toBe('text');
    await confirmationField(page).focus();
    await expect
      .poll(() => page.getByRole('button', { name: 'Salvar' }).getAttribute('aria-disabled'), {
        timeout: 5_000,
      })
      .toBeNull();
    await page.keyboard.press('Enter');
    await notice(page, 'Senha alterada com sucesso!').waitFor();
    await expect.poll(() => currentField(page).inputValue()).toBe('');

    // Sign out: the old password is refused, the new one opens the session.
    await page.goto('/sair');
    await page.waitForURL('**/login');
    await signIn(page, PASSWORD_USER.login, FIRST_PASSWORD);
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('Usuário ou senha inválidos');
    await page.getByLabel(/^Senha/).fill('segunda-senha');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/home');
  });

  it('uploads an avatar: progress, then the image, kept after a reload', async () => {
    const page = await openSettings(AVATAR_USER.login, FIRST_PASSWORD);
    const avatar = page.getByRole('group', { name: 'Avatar' });
    expect(await avatar.getByRole('img').count()).toBe(0);
    // Every progress text the picker shows, however quickly it passes.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        const text = /(Enviando|Processando) imagem… \d+%/.exec(document.body.innerText)?.[0];
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await avatar.locator('input[type=file]').setInputFiles(PHOTO);
    const progress = page.getByRole('progressbar', { name: 'Progresso do envio da imagem' });
    // At 0% the bar has no width, so Playwright calls it hidden: wait for it in the page instead.
    await progress.waitFor({ state: 'attached' });
    await screenshot(page, 'settings-avatar-progress-desktop');
    await notice(page, 'Avatar atualizado!').waitFor({ timeout: 30_000 });
    await expect.poll(() => avatarLoaded(page), { timeout: 10_000 }).toBe(true);
    expect(await progress.count()).toBe(0);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((text) => /^(Enviando|Processando) imagem… \d+%$/.test(text))).toBe(true);
    expect(await avatar.getByRole('button', { name: 'Trocar imagem' }).count()).toBe(1);
    expect(await avatar.getByRole('button', { name: 'Remover imagem' }).count()).toBe(0);
    await screenshot(page, 'settings-avatar-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    // The image is the scaled JPEG: at most 480 x 640.
    const size = await page
      .getByRole('img', { name: 'Imagem escolhida' })
      .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size[0]).toBeLessThanOrEqual(480);
    expect(size[1]).toBeLessThanOrEqual(640);

    await page.reload();
    await expect.poll(() => avatarLoaded(page), { timeout: 10_000 }).toBe(true);
  });

  it('refuses a webp with "A imagem deve ser jpeg ou png." and more than one image', async () => {
    const page = await openSettings(AVATAR_USER.login, FIRST_PASSWORD);
    const avatar = page.getByRole('group', { name: 'Avatar' });
    await avatar.locator('input[type=file]').setInputFiles(WEBP);
    await avatar.getByRole('alert').filter({ hasText: 'A imagem deve ser jpeg ou png.' }).waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await screenshot(page, 'settings-avatar-refused-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    // The server says the same of a webp sent to it directly.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const refused = await page.request.post('/api/bse_usuario/changeData', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        imgAvatar: { name: 'foto.webp', mimeType: 'image/jpeg', buffer: await readFile(WEBP) },
      },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toBe('A imagem deve ser jpeg ou png.');

    // Two images dropped on the picker: "Permitido somente 1 imagem.".
    const files = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      for (const name of ['a.jpg', 'b.jpg'])
        transfer.items.add(new File(['jpeg'], name, { type: 'image/jpeg' }));
      return transfer;
    });
    await avatar.dispatchEvent('drop', { dataTransfer: files });
    await avatar.getByRole('alert').filter({ hasText: 'Permitido somente 1 imagem.' }).waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(0);
  });

  it('works on a phone', async () => {
    const page = await openSettings(PHONE_USER.login, FIRST_PASSWORD, PHONE_390);
    await fitsPhone(page);
    await screenshot(page, 'settings-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await save(page);
    await page.getByText('Informe a senha atual.').waitFor();
    await page.getByRole('group', { name: 'Avatar' }).locator('input[type=file]').setInputFiles(PHOTO);
    await notice(page, 'Avatar atualizado!').waitFor({ timeout: 30_000 });
    await expect.poll(() => avatarLoaded(page), { timeout: 10_000 }).toBe(true);
    // With the password's error and the new avatar shown: still no sideways scroll.
    await fitsPhone(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'settings-avatar-phone');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('is for every profile but Assistente', async () => {
    const page = await suite.open();
    await signIn(page, 'DMMT-0007', DEMO_PASSWORD);
    await page.waitForURL('**/home');
    await page.goto('/configuracao');
    await page.waitForURL('**/home');
  });
});
