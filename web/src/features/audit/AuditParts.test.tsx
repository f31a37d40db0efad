import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ApiError } from '../../shared/api';
import { formatInstant, HistoryTab, QueryError } from './AuditParts';

const SERVER_ERROR = 'Algo deu errado ao enviar dados para o servidor';

describe('formatInstant', () => {
  it('shows an instant to the second, in local time', () => {
    expect(formatInstant('2025-03-02T10:04:05')).toBe('02/03/2025 10:04:05');
  });
});

describe('QueryError', () => {
  it.each([
    [
      'a refusal shows the server’s message',
      new ApiError(404, 'generic.notFound', 'Registro não encontrado.'),
      'Registro não encontrado.',
    ],
    [
      'a server failure shows the generic message',
      new ApiError(500, 'generic.server', 'stack trace'),
      SERVER_ERROR,
    ],
    ['an unreachable server shows the generic message', ApiError.network(), SERVER_ERROR],
    ['any other error shows the generic message', new Error('boom'), SERVER_ERROR],
  ])('%s', (_case, error, text) => {
    renderWithProviders(<QueryError error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });
});

type History = Parameters<typeof HistoryTab<string>>[0]['history'];
const idle: History = { isFetching: false, isError: false, error: null, data: undefined };

function tab(history: History, result: { title: string; empty: string } | null, onSubmit = vi.fn()) {
  return renderWithProviders(
    <HistoryTab<string>
      filterLabel="Registro a consultar"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      inputs={<input aria-label="Código" />}
      search="Consultar"
      history={history}
      result={result}
      gap="sm"
    >
      {(entries, titleId) => (
        <ul aria-labelledby={titleId}>
          {entries.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </HistoryTab>,
  );
}

const RESULT = { title: 'Histórico de Turma 7', empty: 'Nenhum evento neste registro.' };

describe('HistoryTab', () => {
  it('shows its form and searches on Consultar, showing nothing before', async () => {
    const onSubmit = vi.fn();
    tab(idle, null, onSubmit);
    const form = screen.getByRole('form', { name: 'Registro a consultar' });
    expect(within(form).getByRole('textbox', { name: 'Código' })).toBeInTheDocument();
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Consultar' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('lists the entries under the result’s title', () => {
    tab({ ...idle, data: ['Criada', 'Renomeada'] }, RESULT);
    const section = screen.getByRole('region', { name: 'Histórico de Turma 7' });
    expect(within(section).getByRole('list', { name: 'Histórico de Turma 7' })).toHaveTextContent(
      'CriadaRenomeada',
    );
  });

  it('says when there are no entries', () => {
    tab({ ...idle, data: [] }, RESULT);
    expect(screen.getByRole('region', { name: 'Histórico de Turma 7' })).toHaveTextContent(
      'Nenhum evento neste registro.',
    );
  });

  it('shows why the search failed', () => {
    tab(
      { ...idle, isError: true, error: new ApiError(404, 'generic.notFound', 'Registro não encontrado.') },
      RESULT,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Registro não encontrado.');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keeps Consultar busy while searching', () => {
    tab({ ...idle, isFetching: true }, RESULT);
    expect(screen.getByRole('button', { name: 'Consultar' })).toBeDisabled();
  });
});
