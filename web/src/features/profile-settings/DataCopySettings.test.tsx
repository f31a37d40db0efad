import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataRequestDetail, dataRequestEntry } from '../../shared/dataRequest/dataRequest.testing';
import { mockApi } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { DataCopySettings } from './DataCopySettings';

describe('DataCopySettings (Baixar meus dados)', () => {
  it('asks for a copy of one’s own data, shows its progress, then the download', async () => {
    signInAs(6);
    let asked = false;
    let progresso = 0.4;
    const api = mockApi({
      'GET /privacidade/solicitacoes': () => (asked ? [dataRequestEntry()] : []),
      'POST /privacidade/solicitacoes': () => {
        asked = true;
        return { codSolicitacao: 5 };
      },
      'GET /privacidade/solicitacoes/:id': () =>
        progresso < 1
          ? dataRequestDetail({ progresso })
          : dataRequestDetail({
              status: 'concluida',
              progresso: 1,
              downloadUrl: '/api/privacidade/solicitacoes/5/dados.zip',
              expiraEm: '2026-12-08T12:00:00.000Z',
            }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DataCopySettings />);
    await user.click(await screen.findByRole('button', { name: 'Pedir uma cópia dos meus dados' }));
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/privacidade/solicitacoes', body: { codBseUsuario: 6, tipo: 'copia' } },
    ]);
    expect(await screen.findByText('Preparando a cópia: 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso da cópia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pedir uma cópia dos meus dados' })).toBeDisabled();
    progresso = 1;
    expect(
      await screen.findByRole('button', { name: 'Baixar os dados (ZIP)' }, { timeout: 3000 }),
    ).toBeEnabled();
    expect(screen.getByText(/^Disponível para baixar até 08\/12\/2026 \d\d:00\.$/)).toBeInTheDocument();
  });

  it('says when the copy is no longer kept', async () => {
    signInAs(5);
    const own = {
      titular: { codBseUsuario: 5, nomUsuario: 'P' },
      registradoPor: { codBseUsuario: 5, nomUsuario: 'P' },
    };
    mockApi({
      'GET /privacidade/solicitacoes': [dataRequestEntry({ ...own, status: 'expirada' })],
      'GET /privacidade/solicitacoes/:id': dataRequestDetail({ ...own, status: 'expirada' }),
    });
    renderWithProviders(<DataCopySettings />);
    expect(
      await screen.findByText('A cópia ficou disponível por 7 dias e não está mais disponível.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pedir uma cópia dos meus dados' })).toBeEnabled(),
    );
  });
});
