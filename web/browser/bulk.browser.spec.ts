import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseCsvRecords } from '@school/modules/identity/contracts';
import { DESKTOP, PHONE_390, fitsPhone, screenshot, seriousViolations } from './support/browser.js';
import { fixturePath } from './support/fixtures.js';
import { browserSuite } from './support/suite.js';
import { openFromMenu } from './support/steps.js';

const FIXTURE = fixturePath('csv/alunos-excel-windows1252-ponto-e-virgula.csv');

const suite = browserSuite('web-bulk', { demoNetwork: true });

/** Axe with the pointer away from the sidebar link just clicked (its hover colours are the shell's). */
async function axe(page: Page): Promise<string[]> {
  await page.mouse.move((page.viewportSize()?.width ?? 800) / 2, 30);
  return seriousViolations(page);
}

/**
 * Windows-1252 by hand (what Excel in Portuguese saves): ASCII as is, and the accented letters
 * of Portuguese names are one byte each, the same code as Latin-1 (é 0xE9, ã 0xE3, ç 0xE7).
 */
function windows1252(text: string): Buffer {
  const bytes = Buffer.alloc(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0xff || (code >= 0x80 && code < 0xa0)) throw new Error(`not in Windows-1252: ${text[i]}`);
    bytes[i] = code;
  }
  return bytes;
}

const FIRST = [
  'José',
  'Inês',
  'Raí',
  'Lúcia',
  'Cauã',
  'Pâmela',
  'Conceição',
  'Açucena',
  'Sebastião',
  'Ângela',
];
const MIDDLE = ['Maria', 'Luís', 'Helena', 'João', 'Gonçalo', 'Tânia', 'Estêvão', 'Irene', 'Otávio', 'Célia'];
const LAST = [
  'Gonçalves',
  'Simões',
  'Assunção',
  'Brandão',
  'Magalhães',
  'Guimarães',
  'Ferreira',
  'da Silva',
  'Araújo',
  'Conceição',
];

/** Rows that break the user form's rules (by their index): short name, no password, unknown profile, short password. */
const BAD: Record<number, (cells: string[]) => string[]> = {
  100: ([, ...rest]) => ['Jo', ...rest],
  300: ([name, profile]) => [name!, profile!, '', '', '', ''],
  500: ([name, , password]) => [name!, '9', password!, '', '', ''],
  700: ([name, profile]) => [name!, profile!, '123', '', '', ''],
};
const STUDENTS = 1_000;

/** ~1,000 students of the chosen class, as Excel saves them: Windows-1252, `;`, CRLF; a few bad rows. */
function studentsFile(): { bytes: Buffer; passwords: Map<number, string> } {
  const lines = ['nomUsuario;codBsePerfil;txtSenha;cstLogin;codBseEscola;codBseUnidade'];
  const passwords = new Map<number, string>();
  for (let i = 0; i < STUDENTS; i++) {
    const name = `${FIRST[i % 10]} ${MIDDLE[Math.floor(i / 10) % 10]} ${LAST[Math.floor(i / 100) % 10]}`;
    let cells = [name, '6', `senha${String(i).padStart(4, '0')}`, '', '', ''];
    cells = BAD[i]?.(cells) ?? cells;
    passwords.set(i + 2, cells[2]!); // the spreadsheet's line: the header is line 1
    lines.push(cells.join(';'));
  }
  return { bytes: windows1252(`${lines.join('\r\n')}\r\n`), passwords };
}

/** The file input the FileInput's button ("Arquivo .CSV") opens: where a walk sets the file. */
const fileInput = (page: Page) => page.locator('input[type="file"]');
const fileField = (page: Page) => page.getByRole('button', { name: 'Arquivo .CSV' });

/** Clicks "Baixar modelo" and answers the file's name and its lines (the BOM checked and dropped). */
async function downloadTemplate(page: Page): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar modelo' }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { name: download.suggestedFilename(), lines: bytes.subarray(3).toString('utf8').split('\r\n') };
}
const classSelect = (page: Page) => page.getByLabel(/^Turma/);
const preview = (page: Page) => page.getByRole('table', { name: 'Prévia dos usuários do arquivo' });
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Progresso do cadastro' });

async function goToBulk(page: Page): Promise<void> {
  await openFromMenu(page, 'Usuários', '**/usuario/listar');
  await page.getByRole('link', { name: 'Cadastro em massa' }).click();
  await page.waitForURL('**/usuario/massivo');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Cadastro em massa');
  await page.getByText('Carregue um registro .CSV formatado.').waitFor();
}

describe('bulk user creation (/usuario/massivo)', () => {
  it('creates ~1,000 students from an Excel file: preview, live progress that survives a reload, partial-save warning, usuarios.csv, and a new student signs in', async () => {
    const page = await suite.signInAs('DMMT-0004');
    await goToBulk(page);
    for (const column of [
      'nomUsuario',
      'codBsePerfil',
      'txtSenha',
      'cstLogin',
      'codBseEscola',
      'codBseUnidade',
    ])
      await page.getByText(column, { exact: true }).waitFor();
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'bulk-empty-desktop');

    const { bytes, passwords } = studentsFile();
    const upload = { name: 'alunos.csv', mimeType: 'text/csv', buffer: bytes };
    // The class comes first.
    await fileInput(page).setInputFiles(upload);
    await page.getByText('Selecione uma turma antes de escolher o arquivo!').waitFor();
    await classSelect(page).selectOption({ label: '6º ano A' });
    await fileInput(page).setInputFiles(upload);
    await page.getByText('1000 registros: 996 válidos, 4 com erro.').waitFor();
    const first = preview(page).getByRole('row').nth(1);
    expect(await first.textContent()).toContain('José Maria Gonçalves');
    expect(await first.textContent()).toContain('DMCE-????');
    expect(await first.textContent()).toContain('Válido');
    // Only the bad rows, through the table's search.
    await page.getByLabel('Pesquisar').fill('Inválido');
    await expect.poll(() => preview(page).getByRole('row').count()).toBe(5);
    const bad = await preview(page)
      .getByRole('row')
      .evaluateAll((rows) => rows.slice(1).map((r) => r.querySelector('td')?.textContent));
    expect(bad).toEqual(['101', '301', '501', '701']);
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'bulk-preview-desktop');
    await page.getByLabel('Pesquisar').fill('');

    await page.getByRole('button', { name: 'Salvar' }).click();
    await progress(page).waitFor();
    // A reload while it runs: the progress comes back (the job id is kept in the browser).
    await page.reload();
    await progress(page).waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => Number(await progress(page).getAttribute('aria-valuenow')), {
        timeout: 180_000,
        interval: 250,
      })
      .toBe(100);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Somente alguns registros foram salvos com sucesso!' })
      .first()
      .waitFor();
    expect(await page.getByText('Cadastrados: 996. Recusados: 4.').count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'bulk-done-desktop');
    await fitsPhone(page, { back: DESKTOP });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar usuarios.csv' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('usuarios.csv');
    const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const parsed = parseCsvRecords(text, ';');
    if (!('records' in parsed)) throw new Error('usuarios.csv: a quote never closed');
    const [header, ...records] = parsed.records.filter((r) => r.cells.some((c) => c.trim()));
    const col = (name: string) => header!.cells.indexOf(name);
    expect(records).toHaveLength(STUDENTS);
    const created = records.filter(
      (r) => /^DMCE-\d{4}$/.test(r.cells[col('cstLogin')] ?? '') && r.cells[col('codBseUsuario')],
    );
    const refused = records.filter((r) => (r.cells[col('motivo')] ?? '').trim() !== '');
    expect(created).toHaveLength(996);
    expect(refused.map((r) => r.cells[col('linha')])).toEqual(['102', '302', '502', '702']);
    expect(created.length + refused.length).toBe(STUDENTS);
    expect(text).not.toContain('senha0');

    // One of the new students signs in, in a fresh page.
    const student = created[0]!;
    const login = student.cells[col('cstLogin')]!;
    const password = passwords.get(Number(student.cells[col('linha')]))!;
    const fresh = await suite.signInAs(login, { password });
    await fresh.getByText(student.cells[col('nomUsuario')]!).first().waitFor();
    expect(fresh.url()).toMatch(/\/home$/);
  }, 300_000);

  it('lets a Coordenador download the template, fill it with profile names and import it', async () => {
    const page = await suite.signInAs('DMMT-0004');
    await page.goto('/usuario/massivo');
    await page.getByText('Carregue um registro .CSV formatado.').waitFor();
    const template = await downloadTemplate(page);
    expect(template.name).toBe('modelo-usuarios.csv');
    expect(template.lines[0]).toBe('nomUsuario;codBsePerfil;txtSenha;cstLogin;codBseEscola;codBseUnidade');
    expect(template.lines[1]).toMatch(
      /^# Perfis \(coluna codBsePerfil, o código ou o nome\): 5 \(Professor\), 6 \(Aluno\)\./,
    );
    expect(template.lines[2]).toBe('Maria da Silva;Aluno;troque123;;;');
    // Filled as a school does: the note kept, profiles by name.
    const filled = [
      template.lines[0],
      template.lines[1],
      'Helena Prado;Aluno;senha123;;;',
      'Otávio Reis;aluno;senha123;;;',
      'Irene Campos;Professora;senha123;;;',
    ].join('\r\n');
    await classSelect(page).selectOption({ label: '7º ano A' });
    await fileInput(page).setInputFiles({
      name: 'turma.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${filled}\r\n`),
    });
    await page.getByText('3 registros: 3 válidos, 0 com erro.').waitFor();
    expect(await fileField(page).textContent()).toContain('turma.csv');
    expect(await preview(page).getByRole('row').nth(3).textContent()).toContain('Professor');
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'bulk-template-preview-desktop');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Cadastros realizados!' })
      .first()
      .waitFor({ timeout: 60_000 });
    await page.getByText('Cadastrados: 3. Recusados: 0.').waitFor();
    await screenshot(page, 'bulk-template-done-desktop');
    await fitsPhone(page, { back: DESKTOP });
    await page.getByRole('button', { name: 'Novo cadastro em massa' }).click();
    await page.getByText('Carregue um registro .CSV formatado.').waitFor();
  });

  it('previews the Excel fixture on a phone: 20 rows, rows 4, 6, 8 and 10 invalid; cancel clears it', async () => {
    const page = await suite.signInAs('DMMT-0004', { viewport: PHONE_390 });
    await page.goto('/usuario/massivo');
    await page.getByText('Carregue um registro .CSV formatado.').waitFor();
    await fitsPhone(page);
    await screenshot(page, 'bulk-empty-phone');
    // The template downloads on a phone too.
    expect((await downloadTemplate(page)).name).toBe('modelo-usuarios.csv');
    await classSelect(page).selectOption({ label: '7º ano A' });
    await fileInput(page).setInputFiles({
      name: 'alunos-excel-windows1252-ponto-e-virgula.csv',
      mimeType: 'text/csv',
      buffer: readFileSync(FIXTURE),
    });
    await page.getByText('20 registros: 16 válidos, 4 com erro.').waitFor();
    await page.getByLabel('Registros por página').selectOption('25');
    const rows = preview(page).getByRole('row');
    await expect.poll(() => rows.count()).toBe(21);
    const invalid = await rows.evaluateAll((all) =>
      all
        .slice(1)
        .filter((r) => r.textContent?.includes('Inválido'))
        .map((r) => r.querySelector('td')?.textContent),
    );
    expect(invalid).toEqual(['4', '6', '8', '10']);
    expect(await rows.nth(1).textContent()).toContain('Raí Conceição');
    expect(await axe(page)).toEqual([]);
    await fitsPhone(page);
    await screenshot(page, 'bulk-preview-phone');
    // Changing the class asks for the file again; cancel clears it.
    await classSelect(page).selectOption({ label: '6º ano A' });
    await page.getByText('A turma mudou: escolha o arquivo novamente.').waitFor();
    expect(await preview(page).count()).toBe(0);
    await fileInput(page).setInputFiles(FIXTURE);
    await page.getByText('20 registros: 16 válidos, 4 com erro.').waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByText('Carregue um registro .CSV formatado.').waitFor();
  });

  it('keeps the last buttons of a long page clear of the shell footer, at 1280×800 and other widths', async () => {
    const page = await suite.signInAs('DMMT-0004');
    await page.goto('/usuario/massivo');
    await classSelect(page).selectOption({ label: '7º ano A' });
    await fileInput(page).setInputFiles(FIXTURE);
    await page.getByText('20 registros: 16 válidos, 4 com erro.').waitFor();
    await page.getByLabel('Registros por página').selectOption('25');
    await expect.poll(() => preview(page).getByRole('row').count()).toBe(21);
    const cancel = page.getByRole('button', { name: 'Cancelar' });
    // Scrolled until the button is the last thing in view (as keyboard focus or a scroll leaves
    // it): the centre of the button is what a click there hits, not a footer over it.
    const atBottomEdge = () =>
      cancel.evaluate((button) => {
        button.scrollIntoView({ block: 'end' });
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && button.contains(hit)
          ? { x: box.left + box.width / 2, y: box.top + box.height / 2 }
          : null;
      });
    for (const width of [375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(atBottomEdge, { message: `width ${width}` }).not.toBeNull();
    }
    await page.setViewportSize(DESKTOP);
    // Clicked where it was measured; measured again if the shell was still settling after the
    // resize (on a busy runner the click can land before the layout has stopped moving).
    const cleared = page.getByText('Carregue um registro .CSV formatado.');
    await expect
      .poll(async () => {
        if (await cleared.isVisible()) return true;
        const point = await atBottomEdge();
        if (point) await page.mouse.click(point.x, point.y);
        return cleared.isVisible();
      })
      .toBe(true);
  });

  it('refuses a PNG named .csv before sending it, and sends a Diretor-less profile to /home', async () => {
    const page = await suite.signInAs('DMMT-0004');
    await page.goto('/usuario/massivo');
    await classSelect(page).selectOption({ label: '6º ano A' });
    await fileInput(page).setInputFiles(fixturePath('csv/nao-e-csv.csv'));
    await page.getByText('O arquivo não é um CSV.', { exact: false }).waitFor();
    expect(await preview(page).count()).toBe(0);
    // A Master reaches the route (its metadata) but the page is for Diretor and Coordenador.
    const master = await suite.signInAs('DMMT-0001');
    await master.goto('/usuario/massivo');
    await master.waitForURL('**/home');
  });
});
