import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '@school/modules/community/contracts';
import { renderWithProviders } from '../../test/render';
import { event, on } from './calendar.testing';
import { CalendarMonth, DAY } from './CalendarMonth';

const month = dayjs().startOf('month').format(DAY);
const day = (n: number) => dayjs().date(n).format(DAY);
const name = (n: number) => dayjs().date(n).locale('pt-br').format('D [de] MMMM [de] YYYY');

function show(selected: string | null = null) {
  const byDay = new Map<string, CalendarEvent[]>([
    [
      day(10),
      [event(1, { dscTitulo: 'Reunião de pais' }), event(2, { dscTitulo: 'Prova', hexCorEvento: '#333333' })],
    ],
    [day(20), [event(3, { dscTitulo: 'Feira de ciências', hexCorEvento: '#86c879', datEvento: on(20) })]],
  ] as [string, CalendarEvent[]][]);
  const onDayChange = vi.fn();
  const onMonthChange = vi.fn();
  renderWithProviders(
    <CalendarMonth
      month={month}
      day={selected}
      byDay={byDay}
      onMonthChange={onMonthChange}
      onDayChange={onDayChange}
    />,
  );
  return { onDayChange, onMonthChange, user: userEvent.setup() };
}

describe('CalendarMonth', () => {
  it('names each day’s events and their colours, and chooses a day', async () => {
    const { onDayChange, user } = show();
    expect(
      screen.getByRole('button', {
        name: `${name(10)}, 2 eventos: Reunião de pais (Vermelho); Prova (Preto)`,
      }),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: `${name(20)}, 1 evento: Feira de ciências (Verde)` }),
    );
    expect(onDayChange).toHaveBeenCalledWith(day(20));
  });

  it('goes back to the whole month when the chosen day is clicked again, and moves by month', async () => {
    const { onDayChange, onMonthChange, user } = show(day(20));
    const chosen = screen.getByRole('button', { name: `${name(20)}, 1 evento: Feira de ciências (Verde)` });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await user.click(chosen);
    expect(onDayChange).toHaveBeenCalledWith(null);
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(onMonthChange).toHaveBeenCalledWith(dayjs(month).add(1, 'month').format(DAY));
  });
});
