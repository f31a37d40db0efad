import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudentHome as StudentBlocks } from '@school/modules/reporting/contracts';
import { renderRoutes } from '../../test/render';
import { linkHref } from '../../test/ui';
import { STUDENT_HOME } from './home.testing';
import { StudentHome } from './StudentHome';

const open = (home: StudentBlocks = STUDENT_HOME) =>
  renderRoutes([{ path: '/', element: <StudentHome home={home} /> }], '/');

describe('StudentHome', () => {
  it('shows the trail’s progress and continues in the player where the student stopped', () => {
    open();
    const trail = screen.getByRole('region', { name: 'Minha trilha' });
    expect(trail).toHaveTextContent('12 de 30 conteúdos · 40%');
    expect(trail).toHaveTextContent('Capítulo O corpo humano · Aula O coração');
    expect(within(trail).getByRole('progressbar', { name: 'Progresso na trilha Ciências' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(linkHref('Continuar em O coração', trail)).toBe('/plataforma');
  });

  it('links each open activity, the newest first, and each new grade', () => {
    open();
    const activities = screen.getByRole('region', { name: 'Atividades abertas' });
    const links = within(activities).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Responder Tarefa nova', '/atividade/visualizar/9'],
      ['Responder Tarefa antiga', '/atividade/visualizar/4'],
    ]);
    const grades = screen.getByRole('region', { name: 'Notas novas' });
    expect(grades).toHaveTextContent(/Desde que você viu suas atividades em 01\/12\/2026/);
    expect(linkHref('Prova do corpo: nota 8,5 de 20', grades)).toBe('/atividade/visualizar/2');
    expect(linkHref('Ver minhas atividades', grades)).toBe('/atividade/visualizarQuestoes');
    expect(screen.getByRole('region', { name: 'Próximos eventos' })).toHaveTextContent('Feira de ciências');
  });

  it('says what is missing: no class, no trail, nothing open, no new grades', () => {
    const { unmount } = open({
      ...STUDENT_HOME,
      turma: null,
      trilha: null,
      atividades: [],
      notas: [],
      desde: null,
    });
    expect(screen.getByText('Você ainda não está em uma turma.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma atividade aberta para responder.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma nota nova.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Continuar/ })).not.toBeInTheDocument();
    unmount();
    open({ ...STUDENT_HOME, trilha: null });
    expect(screen.getByText('Sua turma ainda não tem uma trilha ativa.')).toBeInTheDocument();
  });
});
