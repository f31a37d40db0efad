import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CalendarEventFields, type CalendarEventFieldsProps, valuesOf } from './CalendarEventFields';

const PROFILES = [
  { codBsePerfil: 5, nomPerfil: 'Professor' },
  { codBsePerfil: 6, nomPerfil: 'Aluno' },
];

function show(props: Partial<CalendarEventFieldsProps> = {}) {
  const onChange = vi.fn();
  renderWithProviders(
    <CalendarEventFields
      values={valuesOf(null, '2026-03-15T08:00')}
      onChange={onChange}
      error={false}
      onlyPrivate={false}
      profiles={PROFILES}
      profileLabel={(_, name) => name}
      classes={null}
      {...props}
    />,
  );
  return { onChange, user: userEvent.setup() };
}

describe('CalendarEventFields', () => {
  it('offers the eight colours and the profiles of a public event, and says each change', async () => {
    const { onChange, user } = show();
    expect(screen.getAllByRole('radio')).toHaveLength(8 + 2);
    expect(screen.getByLabelText(/^Data e hora/)).toHaveValue('15/03/2026 08:00');
    await user.click(screen.getByRole('checkbox', { name: 'Aluno' }));
    expect(onChange).toHaveBeenCalledWith({ perfis: ['6'] });
    await user.click(screen.getByRole('radio', { name: 'Privado' }));
    expect(onChange).toHaveBeenCalledWith({ indPrivado: 'S' });
    expect(screen.queryByLabelText(/^Turma/)).toBeNull();
  });

  it('hides the profiles of a private event, allows private only when told, and asks the Professor for a class', () => {
    show({
      values: { ...valuesOf(null, ''), indPrivado: 'S' },
      onlyPrivate: true,
      classes: [{ value: '7', label: '6º ano A' }],
    });
    expect(screen.queryByRole('checkbox', { name: 'Aluno' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Público' })).toBeDisabled();
    expect(screen.getAllByLabelText(/^Turma/).length).toBeGreaterThan(0);
  });
});
