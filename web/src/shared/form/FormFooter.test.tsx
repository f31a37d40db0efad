import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { FormFooter } from './FormFooter';

const page = (element: React.ReactElement) => renderRoutes([{ path: '/', element }], '/');

describe('FormFooter', () => {
  it('offers Cancelar (an action) and Salvar (submit)', async () => {
    const cancel = vi.fn();
    page(<FormFooter onCancel={cancel} saving={false} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(cancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveAttribute('type', 'submit');
  });

  it('cancels through a link when given a screen', async () => {
    page(<FormFooter cancelTo="/escola/listar" />);
    expect(await screen.findByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/escola/listar');
  });

  it('takes other labels, disables its buttons, and hides the save button when told', async () => {
    const { unmount } = page(
      <FormFooter
        onCancel={() => undefined}
        cancelLabel="Limpar"
        cancelDisabled
        saveLabel="Enviar"
        saveDisabled
      />,
    );
    expect(await screen.findByRole('button', { name: 'Limpar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    unmount();
    page(<FormFooter onCancel={() => undefined} canSave={false} />);
    await screen.findByRole('button', { name: 'Cancelar' });
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });
});
