import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { expect } from 'vitest';

/** The text of each element. */
export const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);

/** A table's body rows, as text, cell by cell. */
export const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => texts(within(r).getAllByRole('cell')));

/** A Mantine Select's input (its label also names the listbox; a required one ends in " *"). */
export const selectInput = (label: string) =>
  screen
    .getAllByLabelText((text) => text.replace(/\s*\*$/, '') === label)
    .find((e) => e.tagName === 'INPUT') as HTMLInputElement;

/** Picks `option` in the Mantine Select labelled `label`. */
export async function choose(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(selectInput(label));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect(selectInput(label)).toHaveValue(option));
}

/** Picks a day of the current month in the Mantine date picker behind the button `label`. */
export async function pickDay(user: UserEvent, label: string, day: number): Promise<void> {
  await user.click(screen.getByRole('button', { name: label }));
  const name = dayjs().date(day).format('D MMMM YYYY');
  await user.click(await screen.findByRole('button', { name, hidden: true }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: label })).toHaveTextContent(
      dayjs().date(day).format('DD/MM/YYYY'),
    ),
  );
  // The calendar closes before the next picker opens (its days would be found too).
  await waitFor(() => expect(screen.queryAllByRole('button', { name, hidden: true })).toHaveLength(0));
}

/** Types this month's `day` (DD/MM/YYYY) into the date field labelled `label` and leaves it. */
export async function typeDay(user: UserEvent, label: string, day: number): Promise<void> {
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  await user.paste(dayjs().date(day).format('DD/MM/YYYY'));
  await user.keyboard('{Escape}');
  await user.tab();
  await waitFor(() => expect(input).toHaveValue(dayjs().date(day).format('DD/MM/YYYY')));
}

/** Where the link named `name` inside `container` (the whole page unless given) leads. */
export const linkHref = (name: string | RegExp, container: HTMLElement = document.body) =>
  within(container).getByRole('link', { name }).getAttribute('href');

/**
 * A list whose rows did not load (decision 0047): the server's message in the one alert, no table
 * under it (so no "Nenhum registro encontrado."), and the alert's "Recarregar", returned to click.
 */
export async function loadFailure(message: string) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByText('Nenhum registro encontrado.')).not.toBeInTheDocument();
  return within(alert).getByRole('button', { name: 'Recarregar' });
}
