import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal, type ApiMock } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { signInWithClass } from '../../test/session';
import { syncedBodies, syncRoute } from '../../test/sync';
import { RatingDialog } from './RatingDialog';

const QUESTIONS = [
  'Quanto você gostou deste capítulo?',
  'Quanto você aprendeu com ele?',
  'Os jogos e atividades ajudaram você a entender?',
];

let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  signInWithClass(6);
  // A student's rating goes through the device's queue to the sync route (decision 0079).
  api = mockApi({ 'POST /plataforma/sincronizar': syncRoute() });
});

function open(
  chapter: { codTrlCapitulo: number; dscTitulo: string } | null = {
    codTrlCapitulo: 40,
    dscTitulo: 'Planetas',
  },
) {
  const onClose = vi.fn();
  renderWithProviders(<RatingDialog classId={7} chapter={chapter} onClose={onClose} />);
  const user = userEvent.setup();
  /** Clicks star `stars` (1 to 5) of question `question` (0 to 2). */
  const rate = async (question: number, stars: number) => {
    const radios = within(screen.getByLabelText(QUESTIONS[question]!)).getAllByRole('radio');
    const star = radios.find(
      (radio) => (radio as HTMLInputElement).value === String(stars),
    ) as HTMLInputElement;
    await user.click(star.labels![0]!);
  };
  const send = () => screen.getByRole('button', { name: 'Enviar avaliação' });
  return { onClose, user, rate, send };
}

describe('RatingDialog', () => {
  it('stays closed without a chapter', () => {
    open(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the three questions about the chapter, and sends once each has a score', async () => {
    const { onClose, user, rate, send } = open();
    expect(await screen.findByRole('dialog', { name: 'Avalie o capítulo Planetas' })).toBeInTheDocument();
    expect(send()).toBeDisabled();
    await rate(0, 5);
    await rate(1, 3);
    expect(send()).toBeDisabled();
    await rate(2, 4);
    await user.click(send());
    expect(await screen.findByText('Obrigado pela sua avaliação!')).toBeInTheDocument();
    expect(syncedBodies(api, 'avaliacao')).toEqual([
      {
        codBseTurma: 7,
        codTrlCapitulo: 40,
        avaliacoes: [
          { codAvaliacao: 1, numAvaliacao: 5 },
          { codAvaliacao: 2, numAvaliacao: 3 },
          { codAvaliacao: 3, numAvaliacao: 4 },
        ],
      },
    ]);
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('moves the stars with the arrow keys, so a keyboard user reaches "Enviar avaliação"', async () => {
    const { onClose, user, send } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Avalie o capítulo Planetas' });
    // The dialog's focus trap moves the focus into it once it has opened: the keys below must
    // come after that, or the trap may take the focus from "Enviar avaliação" before Enter.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const stars = (question: number) =>
      within(screen.getByLabelText(QUESTIONS[question]!)).getAllByRole('radio') as HTMLInputElement[];
    const checked = (question: number) => stars(question).find((r) => r.checked)?.value;
    stars(0)[0]!.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(checked(0)).toBe('3');
    expect(document.activeElement).toBe(stars(0).find((r) => r.value === '3'));
    stars(1)[0]!.focus();
    await user.keyboard('{End}');
    expect(checked(1)).toBe('5');
    stars(2)[0]!.focus();
    await user.keyboard('{ArrowUp}{ArrowDown}{ArrowDown}');
    expect(checked(2)).toBe('1');
    expect(send()).toBeEnabled();
    send().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(syncedBodies(api, 'avaliacao')[0]).toMatchObject({
      avaliacoes: [
        { codAvaliacao: 1, numAvaliacao: 3 },
        { codAvaliacao: 2, numAvaliacao: 5 },
        { codAvaliacao: 3, numAvaliacao: 1 },
      ],
    });
  });

  it('closes without sending on "Agora não" or the close button', async () => {
    const { onClose, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Agora não' }));
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose.mock.calls).toEqual([[false], [false]]);
    expect(api.writes()).toEqual([]);
  });

  it('shows a refusal and stays open', async () => {
    api.on({
      'POST /plataforma/sincronizar': syncRoute({ avaliacao: refusal(409, 'Capítulo já avaliado.') }),
    });
    const { onClose, user, rate, send } = open();
    await screen.findByRole('dialog');
    for (const question of [0, 1, 2]) await rate(question, 2);
    await user.click(send());
    expect(await screen.findByText('Capítulo já avaliado.')).toBeInTheDocument();
    await waitFor(() => expect(send()).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
  });
});
