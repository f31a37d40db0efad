import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { type ApiMock, mockApi, refusal } from '../../test/api';
import { GRADE_HISTORY } from '../../test/fixtures';
import { selectInput, texts } from '../../test/ui';
import { lookUpRecords, pick, renderTab } from './audit.testing';
import { GradeHistoryTab } from './GradeHistoryTab';

let api: ApiMock;

beforeEach(() => {
  api = mockApi({
    'GET /auditoria/registros': lookUpRecords,
    'GET /bse_nota/historico?codBseAtividade=5&codBseUsuario=30': GRADE_HISTORY,
    'GET /bse_nota/historico?codBseAtividade=5&codBseUsuario=31': [],
    'GET /bse_nota/historico/aluno/30': [
      { ...GRADE_HISTORY[0], codBseAtividade: 5, nomAtividade: 'Prova de ciências' },
      { ...GRADE_HISTORY[1], numQuestao: 1, codBseAtividade: 6, nomAtividade: 'Leitura' },
    ],
    'GET /bse_nota/historico?codBseAtividade=9': refusal(
      404,
      'Atividade não encontrada.',
      'generic.notFound',
    ),
  });
});

async function lookUp(user: UserEvent, activity: string, student: string) {
  await pick(user, 'Atividade', activity.slice(0, 5), activity);
  await pick(user, 'Aluno', student.slice(0, 6), student);
  await user.click(screen.getByRole('button', { name: 'Consultar' }));
}

const searches = () =>
  api
    .calls()
    .filter((c) => c.path === '/bse_nota/historico')
    .map((c) => c.url);
const CAIO = 'Aluno Caio (DMMT-0030, Aluno)';
const TEST = 'Avaliação: o corpo humano (Ciências)';

// Each test clicks through the form: give it the time a busy machine takes.
describe('GradeHistoryTab', { timeout: 10_000 }, () => {
  it('asks for the student before searching (the activity may stay empty)', async () => {
    const { user } = renderTab(<GradeHistoryTab />);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Escolha o aluno.')).toBeInTheDocument();
    expect(screen.queryByText('Escolha a atividade.')).toBeNull();
    expect(searches()).toEqual([]);
  });

  it('reads every grade change of the student across its activities when no activity is chosen', async () => {
    const { user } = renderTab(<GradeHistoryTab />);
    await pick(user, 'Aluno', 'Aluno', 'Aluno Caio');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const section = await screen.findByRole('region', {
      name: `Histórico de notas de ${CAIO} em todas as atividades`,
    });
    expect(texts(within(section).getAllByRole('listitem'))).toEqual([
      '02/03/2025 10:00:00Prova de ciências:Professora Ana alterou a questão 2 de 5,0 para 7,5Motivo: Revisão da prova',
      '01/03/2025 09:00:00Leitura:Professora Ana lançou 5,0 na questão 1',
    ]);
  });

  it('finds the activity and the student by name or login, as the server answers in the caller’s scope', async () => {
    const { user } = renderTab(<GradeHistoryTab />);
    await pick(user, 'Aluno', 'dmmt-0031', 'Aluna Duda');
    // Offered from the server's answer for its kind, matched to what was typed.
    expect(api.calls('GET /auditoria/registros').map((c) => c.query.tipo)).toContain('aluno');
    await user.clear(selectInput('Aluno'));
    await user.type(selectInput('Aluno'), 'ninguém');
    expect(await screen.findByText('Nenhum registro encontrado.')).toBeInTheDocument();
  });

  it('says when no grade was given yet', async () => {
    const { user } = renderTab(<GradeHistoryTab />);
    await lookUp(user, 'Avaliação', 'Aluna Duda');
    const section = await screen.findByRole('region', {
      name: 'Histórico de notas de Aluna Duda (DMMT-0031, Aluno) na atividade ' + TEST,
    });
    expect(section).toHaveTextContent('Nenhuma nota lançada ainda.');
  });

  it('shows the server’s refusal', async () => {
    const { user } = renderTab(<GradeHistoryTab />);
    await lookUp(user, 'Atividade apagada', 'Aluno Caio');
    expect(await screen.findByRole('alert')).toHaveTextContent('Atividade não encontrada.');
  });

  it('reads the same grades again on Consultar, and writes the grades in the interface language', async () => {
    const { user } = renderTab(<GradeHistoryTab />);
    await lookUp(user, 'Avaliação', 'Aluno Caio');
    await screen.findByRole('region', { name: `Histórico de notas de ${CAIO} na atividade ${TEST}` });
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    await setLanguage('en');
    const section = await screen.findByRole('region', {
      name: 'Grade history of Aluno Caio (DMMT-0030, Student) in the activity ' + TEST,
    });
    expect(texts(within(section).getAllByRole('listitem'))).toEqual([
      '02/03/2025 10:00:00Professora Ana changed question 2 from 5.0 to 7.5Reason: Revisão da prova',
      '01/03/2025 09:00:00Professora Ana gave 5.0 on question 2',
    ]);
  });
});
