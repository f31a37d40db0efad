import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, pending, refusal, type ApiMock, type Handler } from '../../test/api';
import { answerConfirm, renderWithProviders } from '../../test/render';
import { signInWithClass } from '../../test/session';
import { CalendarFeedCard } from './CalendarFeedCard';

const OLD = 'https://escola.test/ical/abc.ics';
const NEW = 'https://escola.test/ical/new.ics';

let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  signInWithClass(6);
});

function open(feed: Handler = { url: OLD }) {
  api = mockApi({ 'GET /cld_calendario/feed': feed, 'POST /cld_calendario/feed/revogar': { url: NEW } });
  renderWithProviders(<CalendarFeedCard />);
  const user = userEvent.setup();
  const address = () => screen.getByRole('textbox', { name: 'Endereço do meu calendário' });
  const button = (name: string) => screen.getByRole('button', { name });
  return { user, address, button };
}

describe('CalendarFeedCard', () => {
  it('shows the caller’s address under "Meu calendário (iCalendar)", read-only', async () => {
    const { address } = open();
    expect(screen.getByRole('region', { name: 'Meu calendário (iCalendar)' })).toBeInTheDocument();
    expect(
      screen.getByText('Assine este endereço no Google Agenda, Outlook ou no celular para ver seus eventos.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(address()).toHaveValue(OLD));
    expect(address()).toHaveAttribute('readonly');
  });

  it('copies the address and says so', async () => {
    const { user, address, button } = open();
    await waitFor(() => expect(address()).toHaveValue(OLD));
    await user.click(button('Copiar endereço'));
    expect(await screen.findByRole('button', { name: 'Copiado' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(OLD);
  });

  it('offers neither copy nor revoke before the address arrives', () => {
    const { button } = open(pending);
    expect(button('Copiar endereço')).toBeDisabled();
    expect(button('Revogar endereço')).toBeDisabled();
  });

  it('keeps the address when the revoke question is answered "Não"', async () => {
    const { user, address, button } = open();
    await waitFor(() => expect(address()).toHaveValue(OLD));
    await user.click(button('Revogar endereço'));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Quem assinou o endereço atual deixará de receber seus eventos; um novo endereço será criado.',
    );
    await answerConfirm(user, 'Deseja revogar o endereço do seu calendário?', false);
    expect(api.writes()).toEqual([]);
    expect(address()).toHaveValue(OLD);
  });

  it('shows the new address once revoked', async () => {
    const { user, address, button } = open();
    await waitFor(() => expect(address()).toHaveValue(OLD));
    await user.click(button('Revogar endereço'));
    await answerConfirm(user, 'Deseja revogar o endereço do seu calendário?');
    await waitFor(() => expect(address()).toHaveValue(NEW));
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/cld_calendario/feed/revogar', body: undefined },
    ]);
    expect(await screen.findByText('Endereço revogado: o anterior não funciona mais.')).toBeInTheDocument();
  });

  it('shows the server’s refusal when the address cannot be read', async () => {
    const { button } = open(refusal(403, 'Sem permissão.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem permissão.');
    expect(button('Copiar endereço')).toBeDisabled();
  });
});
