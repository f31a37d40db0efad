import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  dismissNotices,
  fitsPhone,
  pickOption,
  resize,
  screenshot,
  seriousViolations,
} from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { notice, openFromMenu, save } from './support/steps.js';

/**
 * Assessment (issue 12, decision 0030) on the demo network: the Master (DMMT-0001) authors an
 * activity on the demo science trail with a multiple-choice and a discursive question; the
 * Professor (DMMT-0005, current class 6º ano A) adds it to the class and opens it; the student
 * (DMMT-0006) answers; the Professor grades, then changes a grade twice with reasons, and the
 * history shows each change; a student of 7º ano A (DMCE-0004) cannot reach it.
 */

const WALK_MS = 180_000;
const suite = browserSuite('web-assessment', { demoNetwork: true });

describe('assessment', () => {
  it(
    'lets the Master create an activity with a multiple-choice and a discursive question',
    async () => {
      const page = await suite.signInAs('DMMT-0001');
      await openFromMenu(page, 'Avaliações', '**/atividade/listar');
      const table = page.getByRole('table', { name: 'Atividades' });
      await table.waitFor();

      await page.getByRole('button', { name: 'Nova atividade' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nova atividade' });
      await dialog.getByRole('textbox', { name: 'Nome' }).fill('Prova do corpo humano');
      await save(dialog);
      const warning = dialog.getByRole('alert');
      await warning
        .filter({ hasText: 'Aviso' })
        .filter({ hasText: 'Todos os campos devem ser preenchidos.' })
        .waitFor();
      await pickOption(dialog, /^Livro/, 'Ciências da Natureza');
      await pickOption(dialog, /^Capítulos/, 'O corpo humano');
      await page.keyboard.press('Escape');
      await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Sistemas do corpo e o coração.');
      await fitsPhone(page, {
        scope: (p) => p.getByRole('dialog', { name: 'Nova atividade' }),
        back: DESKTOP,
      });
      await save(dialog);
      await notice(page, 'Atividade salva com sucesso.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const row = table.getByRole('row', { name: /Prova do corpo humano/ });
      await row.waitFor();
      expect(await row.textContent()).toContain('O corpo humano');
      await dismissNotices(page);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'activities-desktop');
      await fitsPhone(page, { back: DESKTOP });

      // Its questions: the form's rules, then one question of each kind.
      await row.getByRole('link', { name: 'Questões de Prova do corpo humano' }).click();
      await page.waitForURL('**/questao/listar/*');
      await page.getByText('Esta atividade ainda não tem questões.').waitFor();
      await page.getByRole('link', { name: 'Nova questão' }).click();
      await page.waitForURL('**/questao/novo/*');
      await page.getByText('Prova do corpo humano').waitFor();
      await save(page);
      await page
        .getByRole('alert')
        .filter({ hasText: 'Todos os campos devem ser preenchidos' })
        .first()
        .waitFor();
      await page.getByRole('textbox', { name: 'Título' }).fill('O coração');
      const statement = page.getByRole('textbox', { name: 'Enunciado' });
      await statement.click();
      await page.getByRole('button', { name: 'Negrito' }).click();
      await page.keyboard.type('Quantas');
      await page.getByRole('button', { name: 'Negrito' }).click();
      await page.keyboard.type(' cavidades tem o coração?');
      await page.getByRole('button', { name: 'Adicionar opção' }).click();
      await page.getByText('Por favor, preencha a opção antes de adicioná-la.').waitFor();
      for (const option of ['Duas', 'Quatro']) {
        await page.getByRole('textbox', { name: 'Nova opção' }).fill(option);
        await page.getByRole('button', { name: 'Adicionar opção' }).click();
      }
      await save(page);
      await page
        .getByRole('alert')
        .filter({ hasText: 'Por favor, selecione a resposta correta para a questão de múltipla escolha.' })
        .waitFor();
      await page.getByRole('radio', { name: 'Resposta correta: opção 2' }).check();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'question-form-desktop');
      await fitsPhone(page, { back: DESKTOP });
      await save(page);
      await page.waitForURL('**/questao/listar/*');
      await notice(page, 'Questão salva com sucesso.').waitFor();
      await dismissNotices(page);

      await page.getByRole('link', { name: 'Nova questão' }).click();
      await page.waitForURL('**/questao/novo/*');
      await page.getByRole('textbox', { name: 'Título' }).fill('A circulação');
      await page.getByRole('textbox', { name: 'Enunciado' }).click();
      await page.keyboard.type('Explique o caminho do sangue no corpo.');
      await page.getByText('Discursiva').click();
      await save(page);
      await page
        .getByRole('alert')
        .filter({ hasText: 'Todos os campos devem ser preenchidos' })
        .first()
        .waitFor();
      await page
        .getByRole('textbox', { name: 'Resposta esperada' })
        .fill('Do coração às artérias, e de volta pelas veias.');
      await save(page);
      await page.waitForURL('**/questao/listar/*');
      const questions = page.getByRole('table', { name: /Questões da atividade/ });
      await questions
        .getByRole('row', { name: /Quantas cavidades/ })
        .getByText('Múltipla escolha')
        .waitFor();
      await questions
        .getByRole('row', { name: /caminho do sangue/ })
        .getByText('Discursiva')
        .waitFor();
      expect(await questions.locator('strong').filter({ hasText: 'Quantas' }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'questions-desktop');
      await fitsPhone(page);
      await screenshot(page, 'questions-phone');
      await suite.close(page);
    },
    WALK_MS,
  );

  it(
    'lets the Professor add and open it, the student answer it, and the Professor grade and regrade it',
    async () => {
      const answer = async (page: Page, question: string) => {
        const dialog = page.getByRole('dialog', { name: question });
        await dialog.getByRole('button', { name: 'Sim' }).click();
        await dialog.waitFor({ state: 'hidden' });
      };
      const menu = (page: Page) =>
        page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Avaliações' });

      // The Professor adds the activity to 6º ano A (a second time is refused) and opens it.
      const teacher = await suite.signInAs('DMMT-0005');
      await menu(teacher).click();
      await teacher.waitForURL('**/atividade/ListaProfessor');
      const table = teacher.getByRole('table', { name: /^Avaliações da turma/ });
      await table.waitFor();
      for (const attempt of ['first', 'again']) {
        await teacher.getByRole('button', { name: 'Adicionar atividades' }).click();
        const dialog = teacher.getByRole('dialog', { name: 'Adicionar atividades' });
        await pickOption(dialog, /^Livro/, 'Ciências da Natureza');
        await dialog.getByRole('button', { name: 'Escolher capítulo' }).click();
        const picker = teacher.getByRole('dialog', { name: 'Escolher capítulo' });
        await picker.getByRole('button', { name: 'Confirmar' }).click();
        await picker.getByText('Selecione um capítulo antes de confirmar.').waitFor();
        if (attempt === 'first') await fitsPhone(teacher, { scope: () => picker, back: DESKTOP });
        await picker.getByRole('radio', { name: 'O corpo humano' }).check();
        await picker.getByRole('button', { name: 'Confirmar' }).click();
        await picker.waitFor({ state: 'hidden' });
        await dialog.getByRole('checkbox', { name: 'Selecionar Prova do corpo humano' }).check();
        if (attempt === 'first') expect(await seriousViolations(teacher)).toEqual([]);
        if (attempt === 'first') await fitsPhone(teacher, { scope: () => dialog, back: DESKTOP });
        await dialog.getByRole('button', { name: 'Adicionar selecionadas' }).click();
        if (attempt === 'first') {
          await notice(teacher, 'Atividades adicionadas com sucesso').waitFor();
          await dialog.waitFor({ state: 'hidden' });
        } else {
          await notice(
            teacher,
            'Não foi possível incluir as atividades selecionadas. Verifique se as mesmas já foram adicionadas nesta turma',
          ).waitFor();
          await dialog.getByRole('button', { name: 'Cancelar' }).click();
        }
        await dismissNotices(teacher);
      }
      const toggle = teacher.getByRole('switch', { name: 'Ativar Prova do corpo humano' });
      await toggle.click({ force: true });
      await expect.poll(() => toggle.isChecked()).toBe(true);
      expect(await seriousViolations(teacher)).toEqual([]);
      await screenshot(teacher, 'class-activities-desktop');
      await fitsPhone(teacher, { back: DESKTOP });

      // The student answers: a blank answer first, then all, after the confirmation.
      const student = await suite.signInAs('DMMT-0006');
      await menu(student).click();
      await student.waitForURL('**/atividade/visualizarQuestoes');
      const card = student.getByRole('article', { name: 'Prova do corpo humano' });
      await card.getByText('2 questões').waitFor();
      await card.getByText('O corpo humano', { exact: true }).waitFor();
      await fitsPhone(student, { back: DESKTOP });
      await card.getByRole('link', { name: 'Responder Prova do corpo humano' }).click();
      await student.waitForURL('**/atividade/visualizar/*');
      // A second tab of the same student opens the same form before the first one sends it.
      const second = await student.context().newPage();
      const secondErrors: string[] = [];
      second.on('pageerror', (error) => secondErrors.push(error.message));
      await second.goto(student.url());
      await second.getByRole('radio', { name: 'Duas' }).check();
      await second.getByRole('textbox', { name: 'Sua resposta' }).fill('Pelas veias.');
      await student.getByRole('radio', { name: 'Quatro' }).check();
      await student.getByRole('button', { name: 'Enviar' }).click();
      await notice(student, 'Por favor, preencha todas as respostas antes de enviar.').waitFor();
      await dismissNotices(student);
      await student
        .getByRole('textbox', { name: 'Sua resposta' })
        .fill('Sai do coração pelas artérias e volta pelas veias.');
      expect(await seriousViolations(student)).toEqual([]);
      await screenshot(student, 'answer-activity-desktop');
      await fitsPhone(student, { back: DESKTOP });
      await student.getByRole('button', { name: 'Enviar' }).click();
      await answer(student, 'Tem certeza que deseja enviar sua atividade?');
      await notice(student, 'Atividade enviada.').waitFor();
      await student.waitForURL('**/atividade/visualizarQuestoes');
      await card.getByText('Respondida').waitFor();
      const activityUrl = await card.getByRole('link').getAttribute('href');
      // The second tab sends too: refused (409), its copy kept for the teacher (decision 0076), it
      // shows the answers the first one sent, read-only.
      await second.getByRole('button', { name: 'Enviar' }).click();
      await answer(second, 'Tem certeza que deseja enviar sua atividade?');
      await notice(
        second,
        'Já respondida em outro aparelho. Vale a primeira resposta; esta foi guardada para o professor.',
      ).waitFor();
      await second.getByText('Suas respostas foram enviadas.').waitFor();
      await second.getByText('Sai do coração pelas artérias e volta pelas veias.').waitFor();
      expect(await second.getByRole('button', { name: 'Enviar' }).count()).toBe(0);
      expect(await second.getByRole('radio').count()).toBe(0);
      expect(await second.getByRole('textbox', { name: 'Sua resposta' }).count()).toBe(0);
      expect(secondErrors).toEqual([]);
      await suite.close(student);

      // A student of another class reaches neither the list nor the questions.
      const outsider = await suite.signInAs('DMCE-0004');
      await outsider.goto('/atividade/visualizarQuestoes');
      await outsider.getByText('Nenhuma avaliação aberta para a sua turma.').waitFor();
      await outsider.goto(activityUrl!);
      await outsider.getByRole('alert').filter({ hasText: 'Registro não encontrado.' }).waitFor();
      expect(await outsider.getByRole('button', { name: 'Enviar' }).count()).toBe(0);
      await suite.close(outsider);

      // The Professor grades (the multiple choice comes suggested), then changes a grade twice.
      await table.getByRole('link', { name: 'Ver respostas de Prova do corpo humano' }).click();
      await teacher.waitForURL('**/atividade/respostas/*');
      const responses = teacher.getByRole('table', { name: /^Respostas de/ });
      const row = responses.getByRole('row', { name: /Aluno Demonstração/ });
      await row.getByRole('img', { name: 'Respondeu' }).waitFor();
      await fitsPhone(teacher, { back: DESKTOP });
      expect(await seriousViolations(teacher)).toEqual([]);
      await row.getByRole('link', { name: 'Abrir resposta de Aluno Demonstração' }).click();
      await teacher.waitForURL('**/respostasAluno/**');
      await teacher.getByText('Correta').waitFor();
      // The answer shows the class it was given in (decision 0033).
      await teacher.getByText(/^Respondida na turma \S/).waitFor();
      expect(await teacher.getByRole('textbox', { name: 'Nota da questão 1' }).inputValue()).toBe('10');
      await fitsPhone(teacher, { back: DESKTOP });
      // 15 on a 0 to 10 question becomes 10 once the field loses focus; then 7,5.
      const essay = teacher.getByRole('textbox', { name: 'Nota da questão 2' });
      await essay.fill('15');
      await essay.blur();
      await expect.poll(() => essay.inputValue()).toBe('10');
      await essay.fill('7,5');
      await teacher
        .getByRole('textbox', { name: 'Comentário para o aluno' })
        .fill('Muito bem! Diga também o que o sangue leva.');
      await teacher.getByText('Total: 17,5 de 20').waitFor();
      await teacher.getByRole('button', { name: 'Salvar notas' }).click();
      await answer(teacher, 'Tem certeza?');
      await notice(teacher, 'Notas criadas com sucesso').waitFor();
      await teacher.waitForURL('**/atividade/respostas/*');
      await expect.poll(() => row.textContent()).toContain('17,5 de 20');
      await dismissNotices(teacher);

      for (const [value, reason] of [
        ['8', 'Revisão da resposta'],
        ['9', 'Segunda revisão'],
      ]) {
        await row.getByRole('link', { name: 'Editar nota de Aluno Demonstração' }).click();
        await teacher.waitForURL('**/editarNota/**');
        await teacher.getByRole('textbox', { name: 'Nota da questão 2' }).fill(value!);
        await teacher.getByRole('textbox', { name: 'Motivo da alteração' }).fill(reason!);
        await teacher.getByRole('button', { name: 'Salvar notas' }).click();
        await answer(teacher, 'Tem certeza?');
        await notice(teacher, 'Notas atualizadas com sucesso!').waitFor();
        await teacher.waitForURL('**/atividade/respostas/*');
        await dismissNotices(teacher);
      }
      await expect.poll(() => row.textContent()).toContain('19,0 de 20');
      await row.getByRole('link', { name: 'Editar nota de Aluno Demonstração' }).click();
      const history = teacher.getByRole('list', { name: 'Histórico de notas' });
      await history.getByText('alterou a questão 2 de 8,0 para 9,0').waitFor();
      await history.getByText('Segunda revisão').waitFor();
      await history.getByText('alterou a questão 2 de 7,5 para 8,0').waitFor();
      await history.getByText('lançou 7,5 na questão 2').waitFor();
      await history.getByText(/escreveu um comentário para o aluno/).waitFor();
      expect(await seriousViolations(teacher)).toEqual([]);
      await screenshot(teacher, 'grade-edit-desktop');
      await fitsPhone(teacher);
      await screenshot(teacher, 'grade-edit-phone');
      await suite.close(teacher);

      // The student's card: "Corrigida", the total out of its maximum and the teacher's comment.
      const graded = await suite.signInAs('DMMT-0006');
      await menu(graded).click();
      const gradedCard = graded.getByRole('article', { name: 'Prova do corpo humano' });
      await gradedCard.getByText('Corrigida').waitFor();
      await gradedCard.getByText('Total: 19,0 de 20').waitFor();
      await gradedCard.getByText('Muito bem! Diga também o que o sangue leva.').waitFor();
      expect(await seriousViolations(graded)).toEqual([]);
      await screenshot(graded, 'graded-card-desktop');
      await fitsPhone(graded);
      await screenshot(graded, 'graded-card-phone');
    },
    WALK_MS,
  );

  it(
    'lets the Professor write its own activity with a question and add it to its class (decision 0071)',
    async () => {
      const page = await suite.signInAs('DMMT-0005');
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Avaliações' })
        .click();
      await page.waitForURL('**/atividade/ListaProfessor');
      await page.getByRole('link', { name: 'Criar atividades' }).click();
      await page.waitForURL('**/atividade/listar');
      const table = page.getByRole('table', { name: 'Atividades' });
      await table.waitFor();
      await page.getByRole('button', { name: 'Nova atividade' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nova atividade' });
      await pickOption(dialog, /^Livro/, 'Ciências da Natureza');
      await pickOption(dialog, /^Capítulos/, 'O corpo humano');
      await page.keyboard.press('Escape');
      await dialog.getByRole('textbox', { name: 'Nome' }).fill('Prova do professor');
      await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Os ossos do corpo.');
      await save(dialog);
      await notice(page, 'Atividade salva com sucesso.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await dismissNotices(page);
      const row = table.getByRole('row', { name: /Prova do professor/ });
      await row.getByText('Escola').waitFor();
      // The Master's catalogue activity is offered to read, not to change.
      const catalogue = table.getByRole('row', { name: /Prova do corpo humano/ });
      await catalogue.getByRole('button', { name: 'Visualizar Prova do corpo humano' }).waitFor();
      expect(await catalogue.getByRole('button', { name: 'Editar Prova do corpo humano' }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'professor-activities-desktop');
      await fitsPhone(page);
      await screenshot(page, 'professor-activities-phone');
      await resize(page, DESKTOP);

      await row.getByRole('link', { name: 'Questões de Prova do professor' }).click();
      await page.waitForURL('**/questao/listar/*');
      await page.getByRole('link', { name: 'Nova questão' }).click();
      await page.waitForURL('**/questao/novo/*');
      await page.getByRole('textbox', { name: 'Título' }).fill('O fêmur');
      await page.getByRole('textbox', { name: 'Enunciado' }).click();
      await page.keyboard.type('Onde fica o maior osso do corpo?');
      await page.getByText('Discursiva').click();
      await page.getByRole('textbox', { name: 'Resposta esperada' }).fill('Na coxa.');
      await save(page);
      await page.waitForURL('**/questao/listar/*');
      await page
        .getByRole('table', { name: /Questões da atividade/ })
        .getByRole('row', { name: /maior osso/ })
        .waitFor();
      await dismissNotices(page);

      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Avaliações' })
        .click();
      await page.waitForURL('**/atividade/ListaProfessor');
      await page.getByRole('button', { name: 'Adicionar atividades' }).click();
      const picker = page.getByRole('dialog', { name: 'Adicionar atividades' });
      await picker.getByRole('textbox', { name: 'Pesquisar' }).fill('Prova do professor');
      await picker.getByRole('checkbox', { name: 'Selecionar Prova do professor' }).check();
      await fitsPhone(page, { scope: () => picker, back: DESKTOP });
      await picker.getByRole('button', { name: 'Adicionar selecionadas' }).click();
      await notice(page, 'Atividades adicionadas com sucesso').waitFor();
      await picker.waitFor({ state: 'hidden' });
      await page
        .getByRole('table', { name: /^Avaliações da turma/ })
        .getByRole('row', { name: /Prova do professor/ })
        .waitFor();
      await dismissNotices(page);
      await fitsPhone(page);
      await screenshot(page, 'professor-class-activities-phone');
      await suite.close(page);
    },
    WALK_MS,
  );
});
