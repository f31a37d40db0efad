import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SchoolClass } from '@school/modules/organization/contracts';
import { renderRoutes } from '../../test/render';
import { ViewStudents } from './ViewStudents';

const CLASS = { codBseTurma: 12, nomTurma: '6º ano A' } as SchoolClass;

describe('ViewStudents', () => {
  it("opens the class's students", async () => {
    const { router } = renderRoutes(
      [
        { path: '/turma/listar', element: <ViewStudents row={CLASS} /> },
        { path: '/turma/visualizar/:id', element: <p>Alunos</p> },
      ],
      '/turma/listar',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ver os alunos da turma 6º ano A' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/turma/visualizar/12'));
  });
});
