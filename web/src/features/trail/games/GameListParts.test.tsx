import { Radio } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AddItemButton, CorrectAnswerGroup, RemoveItemButton } from './GameListParts';

describe('the game forms’ list parts', () => {
  it('adds and removes items, each button named', async () => {
    const add = vi.fn();
    const remove = vi.fn();
    renderWithProviders(
      <>
        <AddItemButton disabled={false} onClick={add}>
          Adicionar grupo
        </AddItemButton>
        <RemoveItemButton label="Remover afirmação 1" onClick={remove} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar grupo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remover afirmação 1' }));
    expect(add).toHaveBeenCalledOnce();
    expect(remove).toHaveBeenCalledOnce();
  });

  it('marks the chosen answer correct and the others not', async () => {
    const change = vi.fn();
    const answers = [{ indRespostaCorreta: 'S' as const }, { indRespostaCorreta: 'N' as const }];
    renderWithProviders(
      <CorrectAnswerGroup answers={answers} onChange={change}>
        <Radio value="0" label="Resposta 1" />
        <Radio value="1" label="Resposta 2" />
      </CorrectAnswerGroup>,
    );
    expect(screen.getByRole('radio', { name: 'Resposta 1' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Resposta 2' }));
    expect(change).toHaveBeenCalledWith([{ indRespostaCorreta: 'N' }, { indRespostaCorreta: 'S' }]);
  });
});
