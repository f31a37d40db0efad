import { IconPencil, IconTrash } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Profile } from '@school/modules/kernel/contracts';
import { answerConfirm, renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { actionsColumn, RowAction, RowActions, switchColumn } from './RowActions';

describe('RowActions', () => {
  it('renders a link action and a button action, each named by its label', async () => {
    const remove = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <RowActions>
              <RowAction label="Alterar Norte" tooltip="Alterar" icon={IconPencil} to="/escola/alterar/2" />
              <RowAction label="Excluir Norte" icon={IconTrash} color="red" onClick={remove} />
            </RowActions>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByRole('link', { name: 'Alterar Norte' })).toHaveAttribute(
      'href',
      '/escola/alterar/2',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Norte' }));
    expect(remove).toHaveBeenCalledOnce();
  });

  it('shows the tooltip, the label by default', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: <RowAction label="Excluir Norte" icon={IconTrash} onClick={() => undefined} />,
        },
      ],
      '/',
    );
    await userEvent.hover(await screen.findByRole('button', { name: 'Excluir Norte' }));
    expect(await screen.findByText('Excluir Norte')).toBeInTheDocument();
  });
});

describe('actionsColumn and switchColumn', () => {
  type Row = { id: number; name: string; on: boolean };
  const row: Row = { id: 2, name: 'Norte', on: true };

  it('builds a right-aligned actions column, narrow by default, that holds the row’s actions', async () => {
    const edit = vi.fn();
    const column = actionsColumn<Row>('Ações', (r) => (
      <RowAction label={`Alterar ${r.name}`} icon={IconPencil} onClick={() => edit(r.id)} />
    ));
    expect(column).toMatchObject({ key: 'actions', header: 'Ações', align: 'right', width: '1%' });
    expect(actionsColumn<Row>('Ações', () => null, 140)).toMatchObject({ width: 140 });
    renderRoutes([{ path: '/', element: column.cell!(row) }], '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Alterar Norte' }));
    expect(edit).toHaveBeenCalledWith(2);
  });

  it('builds a switch column named after each row, answering its changes', async () => {
    const toggle = vi.fn();
    const column = switchColumn<Row>({
      header: 'Ativo',
      checked: (r) => r.on,
      onChange: toggle,
      label: (r) => `Ativar ${r.name}`,
    });
    expect(column).toMatchObject({ key: 'active', header: 'Ativo', width: '1%' });
    renderRoutes([{ path: '/', element: column.cell!(row) }], '/');
    const toggleSwitch = await screen.findByRole('switch', { name: 'Ativar Norte' });
    expect(toggleSwitch).toBeChecked();
    await userEvent.click(toggleSwitch);
    expect(toggle).toHaveBeenCalledWith(row);
  });
});

describe('RowAction.Edit, RowAction.View and RowAction.Delete', () => {
  it('are the pencil and the eye, as links or buttons named after the row', async () => {
    const view = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <RowActions>
              <RowAction.Edit label="Alterar Norte" to="/escola/alterar/2" />
              <RowAction.View label="Visualizar Norte" onClick={view} />
            </RowActions>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByRole('link', { name: 'Alterar Norte' })).toHaveAttribute(
      'href',
      '/escola/alterar/2',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Visualizar Norte' }));
    expect(view).toHaveBeenCalledOnce();
  });

  it('deletes only once its question is answered Sim', async () => {
    const user = userEvent.setup();
    const remove = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: <RowAction.Delete label="Apagar Norte" question="Deseja apagar?" onDelete={remove} />,
        },
      ],
      '/',
    );
    await user.click(await screen.findByRole('button', { name: 'Apagar Norte' }));
    await answerConfirm(user, 'Deseja apagar?', false);
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Apagar Norte' }));
    await answerConfirm(user, 'Deseja apagar?');
    expect(remove).toHaveBeenCalledOnce();
  });
});

describe('RowAction.History', () => {
  const row = () =>
    renderRoutes([{ path: '/', element: <RowAction.History kind="turma" id={7} name="6º ano A" /> }], '/');

  it.each([Profile.Master, Profile.Gestor, Profile.Diretor])(
    'links profile %i to the record’s history in the audit console',
    async (profile) => {
      signInAs(profile);
      row();
      expect(await screen.findByRole('link', { name: 'Histórico de 6º ano A' })).toHaveAttribute(
        'href',
        '/auditoria?tipo=turma&id=7&nome=6%C2%BA+ano+A',
      );
    },
  );

  it.each([Profile.Coordenador, Profile.Professor])('is not there for profile %i', async (profile) => {
    signInAs(profile);
    row();
    await screen.findByText((_, e) => e?.tagName === 'BODY');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
