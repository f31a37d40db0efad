import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { DataTable, gatherActions, type Column } from './DataTable';

interface School {
  id: number;
  name: string;
  prefix: string;
}

const SCHOOLS: School[] = Array.from({ length: 57 }, (_, i) => ({
  id: i + 1,
  name: i === 41 ? 'Escola São João' : `Escola ${String(i + 1).padStart(2, '0')}`,
  prefix: String.fromCharCode(65 + (i % 26)) + String.fromCharCode(65 + Math.floor(i / 26)),
}));

const COLUMNS: Column<School>[] = [
  { key: 'name', header: 'Escola', value: (s) => s.name },
  { key: 'prefix', header: 'Prefixo Escola', value: (s) => s.prefix },
];

function renderTable(props: Partial<Parameters<typeof DataTable<School>>[0]> = {}) {
  return renderWithProviders(
    <DataTable
      caption="Escolas"
      columns={COLUMNS}
      rows={SCHOOLS}
      rowKey={(s) => s.id}
      searchable
      {...props}
    />,
  );
}

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Escolas' });
  return within(table).getAllByRole('row').slice(1);
}

function pageLinks() {
  const nav = screen.getByRole('navigation', { name: 'Paginação' });
  return within(nav)
    .getAllByRole('button', { name: /^Página \d+$/ })
    .map((b) => b.textContent);
}

describe('DataTable', () => {
  it('shows 10 rows per page with the column headers and the entries counter', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Escola',
      'Prefixo Escola',
    ]);
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]).toHaveTextContent('Escola 01');
    expect(screen.getByText('Mostrando 1 a 10 de 57 registros')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Registros por página' })).toHaveValue('10');
  });

  it('offers the page sizes 10, 25, 50 and 100', async () => {
    const user = userEvent.setup();
    renderTable();
    const size = screen.getByRole('combobox', { name: 'Registros por página' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25', '50', '100']);
    await user.selectOptions(size, '25');
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('Mostrando 1 a 25 de 57 registros')).toBeInTheDocument();
    await user.selectOptions(size, '100');
    expect(bodyRows()).toHaveLength(57);
    expect(pageLinks()).toEqual(['1']);
  });

  it('pages with 5 page links, first, previous, next and last', async () => {
    const user = userEvent.setup();
    renderTable({ rows: [...SCHOOLS, ...SCHOOLS.map((s) => ({ ...s, id: s.id + 100 }))] });
    expect(pageLinks()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Página 5' }));
    expect(pageLinks()).toEqual(['3', '4', '5', '6', '7']);
    expect(screen.getByText('Mostrando 41 a 50 de 114 registros')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Última página' }));
    expect(pageLinks()).toEqual(['8', '9', '10', '11', '12']);
    expect(bodyRows()).toHaveLength(4);
    expect(screen.getByText('Mostrando 111 a 114 de 114 registros')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(screen.getByText('Mostrando 101 a 110 de 114 registros')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Primeira página' }));
    expect(screen.getByText('Mostrando 1 a 10 de 114 registros')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(bodyRows()[0]).toHaveTextContent('Escola 11');
  });

  it('searches the columns without case or accents, back to page 1, and clears the filter', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await user.type(screen.getByRole('textbox', { name: 'Pesquisar' }), 'sao joao');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Escola São João');
    expect(screen.getByText('Mostrando 1 a 1 de 1 registros')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    expect(bodyRows()).toHaveLength(10);
    await user.type(screen.getByRole('textbox', { name: 'Pesquisar' }), 'nada assim');
    expect(bodyRows()[0]).toHaveTextContent('Nenhum registro encontrado.');
    expect(screen.getByText('Mostrando 0 a 0 de 0 registros')).toBeInTheDocument();
  });

  it('renders cells with actions', async () => {
    const user = userEvent.setup();
    const edit = vi.fn();
    renderTable({
      columns: [
        ...COLUMNS,
        {
          key: 'actions',
          header: 'Ações',
          cell: (s) => (
            <button type="button" onClick={() => edit(s.id)}>
              Editar {s.name}
            </button>
          ),
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Editar Escola 02' }));
    expect(edit).toHaveBeenCalledWith(2);
  });

  it('shows each row as a card on a phone when asked, its first column the title', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') });
    try {
      renderTable({ rows: SCHOOLS.slice(0, 2), cardsOnPhone: true, searchable: false });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(screen.getByRole('list', { name: 'Escolas' })).getAllByRole('listitem');
      expect(cards.map((c) => c.textContent)).toEqual([
        'Escola 01Prefixo EscolaAA',
        'Escola 02Prefixo EscolaBA',
      ]);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('gathers the action columns into the pinned actions column on a phone', () => {
    const columns: Column<School>[] = [
      { key: 'open', header: 'Abrir', action: true, cell: (s) => <a href={`/e/${s.id}`}>Abrir {s.name}</a> },
      ...COLUMNS,
      { key: 'actions', header: 'Ações', cell: (s) => <button type="button">Editar {s.name}</button> },
    ];
    const phone = gatherActions(columns, 'Ações');
    expect(phone.map((c) => c.key)).toEqual(['name', 'prefix', 'actions']);
    renderWithProviders(<>{phone.at(-1)!.cell!(SCHOOLS[0]!)}</>);
    expect(screen.getByRole('link', { name: 'Abrir Escola 01' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Escola 01' })).toBeInTheDocument();
    expect(gatherActions(COLUMNS, 'Ações')).toBe(COLUMNS);
  });

  it('shows one page of a server-paged list and asks for others', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderTable({
      searchable: false,
      rows: SCHOOLS.slice(20, 30),
      server: { total: 57, page: 3, size: 10, onChange },
    });
    expect(bodyRows()[0]).toHaveTextContent('Escola 21');
    expect(screen.getByText('Mostrando 21 a 30 de 57 registros')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página 4' }));
    expect(onChange).toHaveBeenCalledWith(4, 10);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Registros por página' }), '50');
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('speaks the current language', async () => {
    renderTable();
    await setLanguage('en');
    expect(await screen.findByText('Showing 1 to 10 of 57 entries')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await setLanguage('es');
    expect(await screen.findByText('Mostrando 1 a 10 de 57 registros')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Registros por página' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toBeInTheDocument();
  });

  it('gives way to the load-failure alert with "Recarregar" when its rows did not load, never an empty table', async () => {
    const retry = vi.fn();
    renderTable({ rows: undefined, error: new TypeError('Failed to fetch'), onRetry: retry });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Algo deu errado ao enviar dados para o servidor');
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
