import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '@school/modules/community/contracts';
import { renderWithProviders } from '../../test/render';
import { event, on } from './calendar.testing';
import { CalendarEventView } from './CalendarEventView';

describe('CalendarEventView', () => {
  it('shows someone else’s event read only, under "Não é possível alterar."', async () => {
    const onClose = vi.fn();
    const other = event(2, {
      dscTitulo: 'Feira de ciências',
      hexCorEvento: '#86c879',
      datEvento: on(20, 9),
      nomUsuario: 'Diretor Paulo',
      loginOwner: false,
    }) as CalendarEvent;
    renderWithProviders(
      <CalendarEventView event={other} profileLabel={(code) => `Perfil ${code}`} onClose={onClose} />,
    );
    expect(screen.getByText('Não é possível alterar.')).toBeInTheDocument();
    expect(screen.getByText('Não foi você que criou.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Cor' })).toHaveValue('Verde');
    expect(screen.getByRole('textbox', { name: 'Data e hora' })).toHaveValue(
      dayjs(on(20, 9)).format('DD/MM/YYYY HH:mm'),
    );
    expect(screen.getByRole('textbox', { name: 'Perfis que podem ver o evento' })).toHaveValue(
      'Perfil 5, Perfil 6',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
