import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GRADE_HISTORY } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { GradeHistory } from './GradeHistory';

describe('grade history', () => {
  it('says who gave or changed which question’s grade, when, from what to what and why', () => {
    renderWithProviders(
      <GradeHistory entries={GRADE_HISTORY} questionNumber={(id) => (id === 57 ? 3 : 0)} />,
    );
    const items = within(screen.getByRole('list', { name: 'Histórico de notas' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '02/03/2025 10:00 Professora Ana alterou a questão 3 de 5,0 para 7,5 — Revisão da prova',
      '01/03/2025 09:00 Professora Ana lançou 5,0 na questão 3',
    ]);
  });

  it('says when no grade was given yet', () => {
    renderWithProviders(<GradeHistory entries={[]} questionNumber={() => 1} />);
    expect(screen.getByRole('heading', { name: 'Histórico de notas' })).toBeInTheDocument();
    expect(screen.getByText('Nenhuma nota lançada ainda.')).toBeInTheDocument();
  });
});
