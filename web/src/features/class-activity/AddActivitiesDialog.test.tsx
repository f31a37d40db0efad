import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal, type ApiMock } from '../../test/api';
import { demoActivity, TRAIL_CATALOGUE_ROUTES } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { AddActivitiesDialog } from './AddActivitiesDialog';
import { signInWithClass } from '../../test/session';

const activity = (codBseAtividade: number, nomAtividade: string, codTrlLivro: number, chapter: number) =>
  demoActivity(codBseAtividade, nomAtividade, codTrlLivro, [{ codTrlCapitulo: chapter, dscTitulo: 'C' }], {
    datCriacao: '2026-11-20T12:00:00Z',
  });
let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  api = mockApi({
    'GET /bse_atividade': [
      activity(1, 'Prova de ciências', 3, 10),
      activity(2, 'Prova do ar', 3, 11),
      activity(3, 'Leitura', 4, 20),
    ],
    ...TRAIL_CATALOGUE_ROUTES,
    'POST /bse_atividade_turma': 1,
  });
  signInWithClass(5);
});

describe('add activities dialog', () => {
  it('filters by trail and by a chapter picked before confirming, and adds the selection at once', async () => {
    const onClose = vi.fn();
    renderRoutes([{ path: '/', element: <AddActivitiesDialog classId={7} opened onClose={onClose} /> }], '/');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Atividades disponíveis' });
    expect(await within(table).findByText('Leitura')).toBeInTheDocument();
    await user.click(screen.getAllByLabelText(/^Livro/).find((e) => e.tagName === 'INPUT')!);
    await user.click(await screen.findByRole('option', { name: 'Ciências', hidden: true }));
    expect(within(table).queryByText('Leitura')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Escolher capítulo' }));
    const picker = await screen.findByRole('dialog', { name: 'Escolher capítulo' });
    await user.click(within(picker).getByRole('button', { name: 'Confirmar' }));
    expect(await within(picker).findByText('Selecione um capítulo antes de confirmar.')).toBeInTheDocument();
    await user.click(within(picker).getByRole('radio', { name: 'Ar' }));
    await user.click(within(picker).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(within(table).queryByText('Prova de ciências')).not.toBeInTheDocument());

    await user.click(within(table).getByRole('checkbox', { name: 'Selecionar Prova do ar' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar selecionadas' }));
    expect(await screen.findByText('Atividades adicionadas com sucesso')).toBeInTheDocument();
    expect(api.bodies('POST /bse_atividade_turma')).toEqual([{ codBseTurma: 7, atividades: [2] }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the spec’s failure text when one of them was already in the class', async () => {
    api.on({
      'POST /bse_atividade_turma': refusal(
        409,
        'Não foi possível incluir as atividades selecionadas. Verifique se as mesmas já foram adicionadas nesta turma',
        'classActivity.addFailed',
      ),
    });
    renderRoutes([{ path: '/', element: <AddActivitiesDialog classId={7} opened onClose={vi.fn()} /> }], '/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar Leitura' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar selecionadas' }));
    expect(
      await screen.findByText(
        'Não foi possível incluir as atividades selecionadas. Verifique se as mesmas já foram adicionadas nesta turma',
      ),
    ).toBeInTheDocument();
  });
});
