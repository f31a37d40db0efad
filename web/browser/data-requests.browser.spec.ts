import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, fitsPhone, pickOption } from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { answer, save } from './support/steps.js';

/**
 * Data requests (issue 32, LGPD) on the demo network: a student downloads its own copy from
 * Configurações; a Gestor (DMMT-0002) records a guardian's copy request for Carla Dias and
 * downloads the copy; the Master erases Diego Alves and the request shows carried out.
 */

const WALK_MS = 120_000;
const suite = browserSuite('web-data-requests', { demoNetwork: true });

async function requestsTab(page: Page) {
  await page.goto(`${suite.url}/auditoria`);
  await page.getByRole('tab', { name: 'Solicitações de dados' }).click();
  await page.getByRole('table', { name: 'Solicitações de dados (LGPD)' }).waitFor();
}

async function recordRequest(page: Page, who: string, tipo: string) {
  await page.getByRole('button', { name: 'Registrar solicitação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar solicitação' });
  await dialog
    .getByLabel(/^Para quem/)
    .first()
    .fill(who);
  await page.getByRole('option', { name: new RegExp(`^${who}`) }).click();
  await pickOption(dialog, /^Tipo/, tipo);
  await pickOption(dialog, /^Na qualidade de/, 'Pai, mãe ou responsável');
  await dialog.getByRole('textbox', { name: /^Nome de quem pediu/ }).fill('Responsável Legal');
  await dialog.getByRole('textbox', { name: /^Documento de quem pediu/ }).fill('RG 12.345.678');
  await dialog.getByRole('textbox', { name: /^Motivo/ }).fill('Pedido feito na secretaria');
  await save(dialog);
}

describe('data requests', () => {
  it(
    'lets a student download its own copy from Configurações, at 1280 and at 390 px',
    async () => {
      const page = await suite.signInAs(6);
      await page.goto(`${suite.url}/configuracao`);
      await page.getByRole('button', { name: 'Pedir uma cópia dos meus dados' }).click();
      const button = page.getByRole('button', { name: 'Baixar os dados (ZIP)' });
      await button.waitFor({ timeout: 30_000 });
      const download = page.waitForEvent('download');
      await button.click();
      expect((await download).suggestedFilename()).toBe('dados.zip');
      await fitsPhone(page, { back: DESKTOP });
      await suite.close(page);
    },
    WALK_MS,
  );

  it(
    'lets a Gestor record a guardian’s copy request and download the copy',
    async () => {
      const page = await suite.signInAs(2);
      await requestsTab(page);
      await recordRequest(page, 'Carla Dias', 'Cópia dos dados');
      const row = page.getByRole('row').filter({ hasText: 'Carla Dias' });
      const button = row.getByRole('button', { name: 'Baixar' });
      await button.waitFor({ timeout: 30_000 });
      const download = page.waitForEvent('download');
      await button.click();
      expect((await download).suggestedFilename()).toBe('dados.zip');
      await fitsPhone(page, { back: DESKTOP });
      await suite.close(page);
    },
    WALK_MS,
  );

  it(
    'lets the Master erase a student after confirming, and shows the request carried out',
    async () => {
      const page = await suite.signInAs(1);
      await requestsTab(page);
      await recordRequest(page, 'Diego Alves', 'Eliminação dos dados');
      await answer(page, 'Eliminar os dados pessoais de Diego Alves');
      const row = page.getByRole('row').filter({ hasText: 'Eliminação dos dados' });
      await row.filter({ hasText: 'Concluída' }).waitFor();
      await expect.poll(() => row.filter({ hasText: 'Dados removidos' }).count()).toBe(1);
      await suite.close(page);
    },
    WALK_MS,
  );
});
