import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { linkHref } from '../../test/ui';
import { STAFF_HOME } from './home.testing';
import { AssistantHomeView, StaffHome } from './StaffHome';

describe('StaffHome', () => {
  it('shows the scope’s figures, each to the screen behind it, and the latest grades', () => {
    renderRoutes([{ path: '/', element: <StaffHome home={STAFF_HOME} /> }], '/');
    const scope = screen.getByRole('region', { name: 'Visão geral' });
    expect(linkHref('4 Acessos hoje', scope)).toBe('/relatorio/acesso');
    expect(linkHref('19 Acessos nesta semana', scope)).toBe('/relatorio/acesso');
    expect(linkHref('6 Alunos que nunca acessaram', scope)).toBe('/relatorio/acesso');
    // The desk is the Assistente's screen: the figure is no link for the staff.
    expect(scope).toHaveTextContent('2Solicitações de suporte abertasAtendidas pela Assistência');
    expect(within(scope).queryByRole('link', { name: /Solicitações/ })).not.toBeInTheDocument();
    const grades = screen.getByRole('region', { name: 'Últimas notas lançadas' });
    expect(grades).toHaveTextContent('Bia Souza · 6º ano A · Prova do corpo: 7,0');
    expect(linkHref('Ver o relatório de notas', grades)).toBe('/relatorio/notas');
  });

  it('says when no grade was given yet', () => {
    renderRoutes([{ path: '/', element: <StaffHome home={{ ...STAFF_HOME, ultimasNotas: [] }} /> }], '/');
    expect(screen.getByText('Nenhuma nota lançada ainda.')).toBeInTheDocument();
  });
});

describe('AssistantHomeView', () => {
  it('counts the requests on the desk, a link to it', () => {
    renderRoutes(
      [{ path: '/', element: <AssistantHomeView home={{ perfil: 'assistencia', suporteAbertos: 3 }} /> }],
      '/',
    );
    expect(linkHref('3 Solicitações no suporte')).toBe('/assistencia/listar');
  });
});
