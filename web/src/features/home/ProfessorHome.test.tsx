import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/session';
import { mockApi } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInWithClass } from '../../test/session';
import { linkHref } from '../../test/ui';
import { PROFESSOR_HOME } from './home.testing';
import { ProfessorHome } from './ProfessorHome';

const open = () =>
  renderRoutes(
    [
      { path: '/', element: <ProfessorHome home={PROFESSOR_HOME} /> },
      { path: '/atividade/respostas/:id', element: <p>Respostas</p> },
    ],
    '/',
  );

describe('ProfessorHome', () => {
  it('shows each class with its trail’s average and links to its progress', () => {
    signInWithClass(5);
    open();
    const sixth = screen.getByRole('region', { name: '6º ano A' });
    expect(sixth).toHaveTextContent('Turma atual');
    expect(sixth).toHaveTextContent('Média da turma na trilha Ciências: 25%');
    expect(linkHref('Ver o progresso da turma 6º ano A', sixth)).toBe('/aulas/progresso/11');
    const seventh = screen.getByRole('region', { name: '7º ano A' });
    expect(seventh).toHaveTextContent('Nenhuma trilha ativa nesta turma.');
    expect(seventh).not.toHaveTextContent('Turma atual');
    expect(screen.getByRole('region', { name: 'Próximos eventos' })).toBeInTheDocument();
  });

  it('opens the grade sheet of the current class’s activity in one click', async () => {
    signInWithClass(5);
    const api = mockApi();
    const { router } = open();
    const sixth = screen.getByRole('region', { name: '6º ano A' });
    await userEvent.click(within(sixth).getByRole('link', { name: 'Prova do corpo: 3 aguardando nota' }));
    expect(router.state.location.pathname).toBe('/atividade/respostas/2');
    expect(api.writes()).toEqual([]);
  });

  it('makes another class the current one before opening its activity’s grade sheet', async () => {
    signInWithClass(5);
    const api = mockApi({
      'POST /bse_usuario_turma/turmaAtual/:id': { codBseTurma: 8, nomTurma: '7º ano A' },
      'GET /bse_usuario_turma/carregarMinhasTurmas/x': [],
      'GET /bse_usuario/getMeusDados/x': {},
    });
    const { router } = open();
    const seventh = screen.getByRole('region', { name: '7º ano A' });
    expect(linkHref('Redação: 1 aguardando nota', seventh)).toBe('/atividade/respostas/5');
    await userEvent.click(within(seventh).getByRole('link', { name: 'Redação: 1 aguardando nota' }));
    expect(await screen.findByText('Respostas')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/atividade/respostas/5');
    expect(api.calls('POST /bse_usuario_turma/turmaAtual/:id').map((c) => c.params.id)).toEqual(['8']);
    expect(sessionStore.get()?.user.codBseTurma).toBe(8);
  });
});
