import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { type ApiMock, mockApi, refusal } from '../../test/api';
import { GRADE_HISTORY } from '../../test/fixtures';
import { texts } from '../../test/ui';
import { renderTab } from './audit.testing';
import { GradeHistoryTab } from './GradeHistoryTab';

let api: ApiMock;

beforeEach(() => {
  api = mockApi({
    'GET /bse_nota/historico?codBseAtividade=5&codBseUsuario=30': GRADE_HISTORY,
    'GET /bse_nota/historico?codBseAtividade=5&codBseUsuario=31': [],
    'GET /bse_nota/historico?codBseAtividade=9': refusal(
      404,
      'Atividade não encontrada.',
      'generic.notFound',
    ),
  });
});

async function lookUp(user: UserEvent, activity: string, student: string) {
  await user.type(screen.getByRole('textbox', { name: 'Atividade' }), activity);
  await user.type(screen.getByRole('textbox', { name: 'Aluno' }), student);
  await user.click(screen.getByRole('button', { name: 'Consultar' }));
}

const searches = () => api.calls().map((c) => c.url);

// Each test clicks through the form: give it the time a busy machine takes.
describe('GradeHistoryTab', { timeout: 10_000 }, () => {
  it('asks for both codes before searching', async () => {
    const { user } = renderTab(<GradeHistoryTab />);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findAllByText('Informe um código válido.')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Atividade' }), '5');
    expect(screen.getAllByText('Informe um código válido.')).toHaveLength(1);
    expect(searches()).toEqual([]);
  });

  it('says when no grade was given yet', async () => {
    const { user } = renderTab(<GradeHistoryTab />);
    await lookUp(user, '5', '31');
    const section = await screen.findByRole('region', {
      name: 'Histórico de notas da atividade 5, aluno 31',
    });
    expect(section).toHaveTextContent('Nenhuma nota lançada ainda.');
  });

  it('shows the server’s refusal', async () => {
    const { user } = renderTab(<GradeHistoryTab />);
    await lookUp(user, '9', '30');
    expect(await screen.findByRole('alert')).toHaveTextContent('Atividade não encontrada.');
  });

  it('reads the same grades again on Consultar, and writes the grades in the interface language', async () => {
    const { user } = renderTab(<GradeHistoryTab />);
    await lookUp(user, '5', '30');
    await screen.findByRole('region', { name: 'Histórico de notas da atividade 5, aluno 30' });
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    await setLanguage('en');
    const section = await screen.findByRole('region', { name: 'Grade history of activity 5, student 30' });
    expect(texts(within(section).getAllByRole('listitem'))).toEqual([
      '02/03/2025 10:00:00Professora Ana changed the question with code 57 from 5.0 to 7.5Reason: Revisão da prova',
      '01/03/2025 09:00:00Professora Ana gave 5.0 on the question with code 57',
    ]);
  });
});
