import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE_390, fitsPhone, screenshot, seriousViolations } from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { answer } from './support/steps.js';

const suite = browserSuite('web-support', { demoNetwork: true });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const desk = (page: Page) => page.getByRole('table', { name: 'Solicitações de suporte' });
const form = (page: Page) => page.getByRole('form', { name: 'Fale conosco' });

/** Axe with the pointer away from the sidebar link just clicked (its hover colours are the shell's). */
async function axe(page: Page): Promise<string[]> {
  await page.mouse.move((page.viewportSize()?.width ?? 800) / 2, 30);
  return seriousViolations(page);
}

/** The desk of an Assistente, live (its socket connected). */
async function openDesk(viewport = DESKTOP): Promise<Page> {
  const page = await suite.signInAs('DMMT-0007', { viewport });
  if (viewport.width < 768) {
    await page.goto('/assistencia');
  } else {
    const link = nav(page).getByRole('link', { name: 'Assistencia' });
    await link.waitFor();
    expect(await nav(page).getByRole('link', { name: 'Fale conosco' }).count()).toBe(0);
    await link.click();
  }
  await page.waitForURL('**/assistencia/listar');
  await expect.poll(() => heading(page)).toBe('Assistencia');
  await page.locator('[data-live="connected"]').waitFor();
  await desk(page).waitFor();
  return page;
}

async function goToForm(page: Page): Promise<void> {
  await nav(page).getByRole('link', { name: 'Fale conosco' }).click();
  await page.waitForURL('**/faleConosco/listar');
  await expect.poll(() => heading(page)).toBe('Fale conosco');
  await form(page).waitFor();
}

describe('Fale conosco and the support desk', () => {
  it('an Aluno sends a request; it reaches the Assistente’s desk live, which deletes it', async () => {
    const deskPage = await openDesk();
    await deskPage.evaluate(() => ((window as { loadedOnce?: boolean }).loadedOnce = true));
    expect(
      await desk(deskPage)
        .getByRole('columnheader')
        .evaluateAll((cells) => cells.map((c) => c.textContent?.trim())),
    ).toEqual(['ID', 'Nome', 'Pagina', 'Descrição', 'Contato', 'Ações']);
    expect(await desk(deskPage).textContent()).toContain('Nenhuma solicitação de suporte.');

    const page = await suite.signInAs('DMMT-0006');
    await goToForm(page);
    expect(await page.getByRole('textbox', { name: /^Nome/ }).inputValue()).toBe('Aluno Demonstração');

    // Every rule's message, and the general notice.
    await page.getByRole('textbox', { name: /^Nome/ }).fill('Al3');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('aluno@escola');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await form(page).getByRole('alert').filter({ hasText: 'Existem erros de preenchimento.' }).waitFor();
    const text = await form(page).textContent();
    for (const message of [
      'Seu nome não pode conter números.',
      'Insira um email válido.',
      'É necessário selecionar uma das opções.',
      'É necessário descrever o problema.',
    ])
      expect(text).toContain(message);
    expect(await axe(page)).toEqual([]);

    // The counter turns red at 10 or fewer remaining.
    const message = page.getByRole('textbox', { name: /^Mensagem/ });
    const counter = form(page).getByText(/caracteres restantes$/);
    expect(await counter.textContent()).toBe('1000 caracteres restantes');
    await message.fill('x'.repeat(989));
    expect(await counter.getAttribute('data-warning')).toBe('false');
    await message.pressSequentially('y');
    await expect.poll(() => counter.textContent()).toBe('10 caracteres restantes');
    expect(await counter.getAttribute('data-warning')).toBe('true');
    await screenshot(page, 'fale-conosco-errors-desktop');
    await fitsPhone(page, { back: DESKTOP });

    await page.getByRole('textbox', { name: /^Nome/ }).fill('Aluno Demonstração');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('aluno@escola.com.br');
    await page.getByLabel(/^Assunto/).selectOption({ label: 'Atividades e notas' });
    await message.fill('Não consigo ver a nota da última avaliação.');
    await screenshot(page, 'fale-conosco-desktop');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await answer(page, 'Você deseja enviar?');
    await form(page).getByRole('status').filter({ hasText: 'Sua solicitação foi enviada' }).waitFor();

    // The desk shows it without a reload.
    const row = desk(deskPage)
      .getByRole('row')
      .filter({ hasText: 'Não consigo ver a nota da última avaliação.' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Atividades e notas');
    expect(await row.textContent()).toContain('aluno@escola.com.br');
    expect(await deskPage.evaluate(() => (window as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
    await screenshot(deskPage, 'assistencia-desktop');
    expect(await axe(deskPage)).toEqual([]);

    const id = (await row.getByRole('cell').first().textContent())!.trim();
    await row.getByRole('button', { name: `Apagar a solicitação ${id}` }).click();
    await answer(deskPage, 'Deseja realmente apagar esta solicitação?');
    await deskPage.getByText('Solicitação apagada.').waitFor();
    await expect.poll(() => row.count()).toBe(0);
  });

  it('Cancelar asks "Você deseja sair?" and goes to /home; the Assistente has no form, nobody else the desk', async () => {
    const page = await suite.signInAs('DMMT-0005');
    await goToForm(page);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await answer(page, 'Você deseja sair?', false);
    expect(page.url()).toMatch(/\/faleConosco\/listar$/);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await answer(page, 'Você deseja sair?');
    await page.waitForURL('**/home');
    await nav(page).getByRole('link', { name: 'Fale conosco' }).waitFor();
    expect(await nav(page).getByRole('link', { name: 'Assistencia' }).count()).toBe(0);
    await page.goto('/assistencia');
    await page.waitForURL('**/home');

    const assistant = await suite.signInAs('DMMT-0007');
    await nav(assistant).getByRole('link', { name: 'Assistencia' }).waitFor();
    expect(await nav(assistant).getByRole('link', { name: 'Fale conosco' }).count()).toBe(0);
    await assistant.goto('/faleConosco');
    await assistant.waitForURL('**/home');
  });

  it('works on a phone', async () => {
    const deskPage = await openDesk(PHONE_390);
    const page = await suite.signInAs('DMMT-0002', { viewport: PHONE_390 });
    await page.goto('/faleConosco');
    await page.waitForURL('**/faleConosco/listar');
    await form(page).waitFor();
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('gestor@escola.com.br');
    await page.getByLabel(/^Assunto/).selectOption({ label: 'Relatórios' });
    await page.getByRole('textbox', { name: /^Mensagem/ }).fill('O relatório de acessos não abre.');
    await fitsPhone(page);
    await screenshot(page, 'fale-conosco-phone');
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await answer(page, 'Você deseja enviar?');
    await form(page).getByRole('status').waitFor();
    await desk(deskPage).getByRole('row').filter({ hasText: 'O relatório de acessos não abre.' }).waitFor();
    await fitsPhone(deskPage);
    await screenshot(deskPage, 'assistencia-phone');
    expect(await axe(deskPage)).toEqual([]);
  });
});
