import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './support/app.js';
import { DESKTOP, fitsPhone, pickOption, resize, screenshot } from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { answer, openFromMenu, save } from './support/steps.js';

/**
 * Data requests (issue 32, LGPD) on the demo network: a student downloads its own copy from
 * Configurações; a Gestor (DMMT-0002) records a guardian's copy request for Carla Dias and
 * downloads the copy; the Master erases Diego Alves (DMCE-0003, 6º ano A), who had answered an
 * activity (graded, then regraded), written in the class's chat and replied in the forum, and
 * then sees "Dados removidos" where his name and words were, at 1280 and at 390 px, his grades
 * and the others' replies kept, and "Data removed" or "Datos eliminados" once another language is
 * picked; so does his teacher, in the chat and the grade sheet.
 */

const WALK_MS = 120_000;
/** The erasure's walk: the setup, the erasure and six screens at two widths, as two people. */
const ERASURE_WALK_MS = 150_000;
const suite = browserSuite('web-data-requests', { demoNetwork: true });

const ERASED = 'Dados removidos';
/** What Diego writes before his erasure, and what the Professor answers him. */
const DIEGO = {
  name: 'Diego Alves',
  login: 'DMCE-0003',
  /** His answer to the discursive question: the school's record, it stays (decision 0061). */
  answer: 'O sangue vai e volta pelo corpo todo.',
  forum: 'E o recreio da tarde, muda também?',
  chat: 'A prova de amanhã é só de ciências?',
};
const PROFESSOR = {
  forum: 'À tarde o recreio continua às 15h.',
  chat: 'Sim, só de ciências.',
  reason: 'Revisão da questão discursiva',
};
/** What no screen may show once he is erased: who he was and what he wrote (his answer aside). */
const GONE = [DIEGO.name, 'Diego', DIEGO.login, DIEGO.forum, DIEGO.chat];

interface Signed {
  access_token: string;
  codBseUsuario: number;
}

/** A call to the API as `token`'s user; fails the test on any refusal. */
async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${suite.url}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/**
 * Before the erasure, through the API as each person would (fast; the screens come after): Diego
 * answers "Avaliação: o corpo humano", the Professor (DMMT-0005) grades it and changes a grade
 * with a reason; Diego replies in the forum's "Horário do recreio" and writes in 6º ano A's
 * chat, and the Professor answers each.
 */
async function diegoLeavesTraces(): Promise<void> {
  const signIn = (username: string) =>
    api<Signed>('POST', '/auth/login', null, { username, password: DEMO_PASSWORD });
  const [diego, professor, master] = await Promise.all([DIEGO.login, 'DMMT-0005', 'DMMT-0001'].map(signIn));
  const as = (who: Signed) => who.access_token;
  const [sixthA] = await api<{ codBseTurma: number }[]>(
    'GET',
    '/bse_usuario_turma/carregarMinhasTurmas/x',
    as(diego!),
  );
  const classId = sixthA!.codBseTurma;
  const activities = await api<{ codBseAtividade: number; nomAtividade: string }[]>(
    'GET',
    '/bse_atividade',
    as(master!),
  );
  const activity = activities.find((a) => a.nomAtividade === 'Avaliação: o corpo humano')!.codBseAtividade;
  const questions = await api<{ codBseQuestao: number }[]>(
    'GET',
    `/bse_questao?codBseAtividade=${activity}`,
    as(master!),
  );
  const answers = ['Quatro', DIEGO.answer];
  await api(
    'POST',
    '/bse_questao_resposta',
    as(diego!),
    questions.map((q, i) => ({
      codBseAtividade: activity,
      codBseTurma: classId,
      codBseQuestao: q.codBseQuestao,
      resResposta: answers[i],
    })),
  );
  await api(
    'POST',
    '/bse_nota',
    as(professor!),
    questions.map((q, i) => ({
      codBseAtividade: activity,
      codBseQuestao: q.codBseQuestao,
      codBseUsuario: diego!.codBseUsuario,
      valor: i === 0 ? 10 : 6,
    })),
  );
  const sheet = await api<{ versao: number; questoes: { codBseNota: number }[] }>(
    'GET',
    `/bse_questao_resposta/respostas/${activity}?codTurma=${classId}&codUsuario=${diego!.codBseUsuario}`,
    as(professor!),
  );
  await api(
    'PUT',
    `/bse_nota/updateMany/${sheet.questoes.map((q) => q.codBseNota).join(',')}`,
    as(professor!),
    { valores: [10, 7.5], versao: sheet.versao, motivo: PROFESSOR.reason },
  );
  const topics = await api<{ codFrmTopico: number; txtTopico: string }[]>(
    'GET',
    '/frm_topico/topicosDaSala/4',
    as(diego!),
  );
  const codFrmTopico = topics.find((t) => t.txtTopico === 'Horário do recreio')!.codFrmTopico;
  for (const [who, txtPostagem] of [
    [diego!, DIEGO.forum],
    [professor!, PROFESSOR.forum],
  ] as const)
    await api('POST', '/frm_postagem', as(who), { codFrmTopico, txtPostagem });
  for (const [who, txtMensagem] of [
    [diego!, DIEGO.chat],
    [professor!, PROFESSOR.chat],
  ] as const)
    await api('POST', '/cht_mensagem', as(who), { codChtSala: 2 * classId, txtMensagem });
}

/**
 * Checks the screen as it is (`check`) at 1280 px, then at 390 px, where it must also fit (issue
 * 23), and goes back to 1280 px. Neither width shows anything of Diego.
 */
async function atBothWidths(
  page: Page,
  name: string,
  check: (phone: boolean) => Promise<void>,
): Promise<void> {
  for (const phone of [false, true]) {
    if (phone) await fitsPhone(page);
    await check(phone);
    const shown = await page.getByRole('main').innerText();
    expect(GONE.filter((value) => shown.includes(value))).toEqual([]);
    await screenshot(page, `erased-${name}-${phone ? 'phone' : 'desktop'}`);
  }
  await resize(page, DESKTOP);
}

/** Picks the interface's language in the top bar (its own label changes with it). */
const chooseLanguage = (page: Page, language: 'pt' | 'en' | 'es') =>
  page.getByRole('banner').getByRole('combobox').selectOption(language);

/** Types into the audit console's picker labelled `label` and picks the one record the server finds. */
async function findRecord(page: Page, label: RegExp, text: string): Promise<void> {
  await page.locator('input:visible').and(page.getByLabel(label)).fill(text);
  const options = page.getByRole('listbox', { name: label }).getByRole('option');
  await expect
    .poll(async () => (await options.allTextContents()).map((o) => o.includes(text)))
    .toEqual([true]);
  await options.first().click();
}

/** Each element's text as shown, its time left out (it changes every run), spaces collapsed. */
const textsOf = (items: Locator) =>
  items.evaluateAll((elements) =>
    elements.map((e) => {
      const time = e.querySelector('time');
      const text = (e as HTMLElement).innerText.replace(time ? time.innerText : '', ' ');
      return text.replace(/\s+/g, ' ').trim();
    }),
  );

/** The cells of a table's rows that hold `text`, as the screen shows them. */
/**
 * What a table's row holding `text` reads, or at 390 px its card's (the answers and report tables
 * show each row as a card there, issue 35): the cells' texts, or the card's whole text.
 */
async function rowOrCard(page: Page, name: string | RegExp, text: string, phone: boolean): Promise<string> {
  if (!phone) return (await rowsWith(page.getByRole('table', { name }), text)).flat().join('\n');
  return page.getByRole('list', { name }).getByRole('listitem').filter({ hasText: text }).innerText();
}

const rowsWith = (table: Locator, text: string) =>
  table
    .getByRole('row')
    .filter({ hasText: text })
    .evaluateAll((rows) =>
      rows.map((r) => Array.from(r.children, (c) => (c as HTMLElement).innerText.trim())),
    );

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
    'lets the Master erase a student, after which reports, grade history, forum and chat show “Dados removidos” at 1280 and 390 px',
    async () => {
      await diegoLeavesTraces();
      const page = await suite.signInAs(1);
      await requestsTab(page);
      await recordRequest(page, DIEGO.name, 'Eliminação dos dados');
      await answer(page, `Eliminar os dados pessoais de ${DIEGO.name}`);
      const row = page.getByRole('row').filter({ hasText: 'Eliminação dos dados' });
      await row.filter({ hasText: 'Concluída' }).waitFor();
      await expect.poll(() => row.filter({ hasText: ERASED }).count()).toBe(1);

      // The grades report: his row under "Dados removidos", his grade still counted (10 + 7,5).
      await openFromMenu(page, 'Relatórios', '**/relatorio');
      await page.getByRole('radio', { name: 'Notas' }).check();
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.waitForURL('**/relatorio/notas');
      const filter = page.getByRole('form', { name: 'Filtro do relatório' });
      await filter.getByRole('button', { name: 'Confirmar' }).click();
      const grades = page.getByRole('table', { name: 'Notas por aluno e atividade' });
      await grades.getByRole('row').filter({ hasText: ERASED }).waitFor();
      await atBothWidths(page, 'grades-report', async (phone) => {
        const row = await rowOrCard(page, 'Notas por aluno e atividade', ERASED, phone);
        for (const value of ['Escola Demonstração', 'Unidade Centro', '6º ano A', ERASED])
          expect(row).toContain(value);
        expect(row).toContain('Avaliação: o corpo humano');
        expect(row).toContain('17,5 de 20');
      });

      // The history of his grades in the audit console: the student found as "Dados removidos".
      await openFromMenu(page, 'Auditoria', '**/auditoria');
      await page.getByRole('tab', { name: 'Histórico de notas' }).click();
      await findRecord(page, /^Atividade/, 'corpo humano');
      await findRecord(page, /^Aluno/, ERASED);
      await page.getByRole('button', { name: 'Consultar' }).last().click();
      const history = page.getByRole('region', { name: new RegExp(`^Histórico de notas de ${ERASED}`) });
      await history.getByText(PROFESSOR.reason).waitFor();
      await atBothWidths(page, 'grade-history', async () => {
        // Each question by its number in the activity (issue 35), not its code.
        expect(await textsOf(history.getByRole('listitem'))).toEqual([
          `Professor Demonstração alterou a questão 2 de 6,0 para 7,5 Motivo: ${PROFESSOR.reason}`,
          'Professor Demonstração lançou 6,0 na questão 2',
          'Professor Demonstração lançou 10,0 na questão 1',
        ]);
      });

      // The forum (the Master's menu has no entry for it, the spec's): his reply's author and words
      // read "Dados removidos"; the Professor's answer stays.
      await page.goto('/forum/salas');
      await page.getByRole('link', { name: 'Geral' }).click();
      await page.getByRole('link', { name: 'Horário do recreio' }).click();
      await page.waitForURL('**/forum/publicar/*');
      const replies = page.getByRole('main').getByRole('article');
      await replies.last().getByText(PROFESSOR.forum).waitFor();
      await atBothWidths(page, 'forum', async () => {
        // Each reply: the author's initials (the avatar without a photo), name and words.
        expect((await textsOf(replies)).slice(-2)).toEqual([
          `DR ${ERASED} ${ERASED}`,
          `PD Professor Demonstração ${PROFESSOR.forum}`,
        ]);
      });
      // In English and in Spanish, picked on the screen: read again in that language, no reload.
      for (const [language, words, initials] of [
        ['en', 'Data removed', 'DR'],
        ['es', 'Datos eliminados', 'DE'],
      ] as const) {
        await chooseLanguage(page, language);
        await expect.poll(async () => (await textsOf(replies)).at(-2)).toBe(`${initials} ${words} ${words}`);
      }
      await suite.close(page);

      // The chat has no room of the Master's: his teacher, in 6º ano A, sees his message erased.
      const teacher = await suite.signInAs('DMMT-0005');
      await openFromMenu(teacher, 'Chat', '**/chat');
      await teacher
        .getByRole('region', { name: 'Salas' })
        .getByRole('button', { name: /^6º ano A/ })
        .click();
      const log = teacher.getByRole('log', { name: 'Mensagens de 6º ano A' });
      await log.getByText(PROFESSOR.chat).waitFor();
      await atBothWidths(teacher, 'chat', async () => {
        expect((await textsOf(log.getByRole('button'))).slice(-2)).toEqual([
          `${ERASED} ${ERASED}`,
          `Você: ${PROFESSOR.chat}`,
        ]);
      });
      // In English: the room's history read again shows his message in it, in its place.
      await chooseLanguage(teacher, 'en');
      await expect
        .poll(async () => (await textsOf(teacher.getByRole('log').getByRole('button'))).slice(-2))
        .toEqual(['Data removed Data removed', `You: ${PROFESSOR.chat}`]);
      await chooseLanguage(teacher, 'pt');

      // His grade sheet: "Dados removidos" in the class's answers, his grades and their history kept.
      await openFromMenu(teacher, 'Avaliações', '**/atividade/ListaProfessor');
      await teacher.getByRole('link', { name: 'Ver respostas de Avaliação: o corpo humano' }).click();
      await teacher.waitForURL('**/atividade/respostas/*');
      const responses = teacher.getByRole('table', { name: /^Respostas de/ });
      await responses.getByRole('row').filter({ hasText: ERASED }).waitFor();
      await atBothWidths(teacher, 'responses', async (phone) => {
        const row = await rowOrCard(teacher, /^Respostas de/, ERASED, phone);
        for (const value of [ERASED, 'Avaliação: o corpo humano', '17,5 de 20']) expect(row).toContain(value);
      });
      await teacher.getByRole('link', { name: `Editar nota de ${ERASED}` }).click();
      await teacher.waitForURL('**/editarNota/**');
      const sheet = teacher.getByRole('list', { name: 'Histórico de notas' });
      await sheet.getByText(PROFESSOR.reason).waitFor();
      await atBothWidths(teacher, 'grade-sheet', async () => {
        expect(await teacher.getByRole('heading', { level: 2 }).first().innerText()).toBe(
          `Editar notas de ${ERASED}`,
        );
        expect(await teacher.getByRole('textbox', { name: 'Nota da questão 2' }).inputValue()).toBe('7,5');
        await teacher.getByText(DIEGO.answer).waitFor();
        await sheet.getByText('alterou a questão 2 de 6,0 para 7,5').waitFor();
        await sheet.getByText('lançou 10,0 na questão 1').waitFor();
      });
      await suite.close(teacher);
    },
    ERASURE_WALK_MS,
  );
});
