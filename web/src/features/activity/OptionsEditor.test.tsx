import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { OptionsEditor } from './OptionsEditor';

function Harness() {
  const [state, setState] = useState<{ options: string[]; correct: number | null }>({
    options: ['Líquido', 'Gasoso'],
    correct: 1,
  });
  return (
    <>
      <OptionsEditor
        options={state.options}
        correct={state.correct}
        onChange={(options, correct) => setState({ options, correct })}
      />
      <output>{JSON.stringify(state)}</output>
    </>
  );
}

describe('options editor', () => {
  it('refuses to add an empty option, adds a filled one, and clears the answer when the correct option goes', async () => {
    renderRoutes([{ path: '/', element: <Harness /> }], '/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adicionar opção' }));
    expect(await screen.findByText('Por favor, preencha a opção antes de adicioná-la.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Nova opção' }), 'Sólido{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(
      '{"options":["Líquido","Gasoso","Sólido"],"correct":1}',
    );

    await user.click(screen.getByRole('radio', { name: 'Resposta correta: opção 3' }));
    await user.click(screen.getByRole('button', { name: 'Remover opção 1' }));
    expect(screen.getByRole('status')).toHaveTextContent('{"options":["Gasoso","Sólido"],"correct":1}');
    await user.click(screen.getByRole('button', { name: 'Remover opção 2' }));
    expect(screen.getByRole('status')).toHaveTextContent('{"options":["Gasoso"],"correct":null}');
  });
});
