import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { linkHref } from '../../test/ui';
import { EventsBlock } from './EventsBlock';
import { STUDENT_HOME } from './home.testing';

const open = (events = STUDENT_HOME.eventos) =>
  renderRoutes([{ path: '/', element: <EventsBlock events={events} /> }], '/');

describe('EventsBlock', () => {
  it('lists the next events with their date and leads to the calendar', () => {
    open();
    const block = screen.getByRole('region', { name: 'Próximos eventos' });
    const item = within(block).getByRole('listitem');
    expect(item).toHaveTextContent('Feira de ciências');
    expect(within(item).getByText(/10\/12\/2026/)).toHaveAttribute('datetime', '2026-12-10T17:00:00.000Z');
    expect(linkHref('Ver o calendário', block)).toBe('/calendario/listar');
  });

  it('says when there is none', () => {
    open([]);
    expect(screen.getByText('Nenhum evento nos próximos dias.')).toBeInTheDocument();
  });
});
