import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { ShellFooter } from './ShellFooter';

describe('ShellFooter', () => {
  it('leads to the start page (Início) and to the privacy page, and names the product', () => {
    renderRoutes([{ path: '/turma/listar', element: <ShellFooter /> }], '/turma/listar');
    expect(screen.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Privacidade' })).toHaveAttribute('href', '/privacidade');
    expect(screen.getByText('Plataforma Escolar')).toBeInTheDocument();
  });
});
