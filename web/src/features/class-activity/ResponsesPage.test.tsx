import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ResponseRow } from '@school/modules/assessment/contracts';
import { mockApi } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInAs, signInWithClass } from '../../test/session';
import { ResponsesPage } from './ResponsesPage';
import { linkHref } from '../../test/ui';

const row = (
  cod_bse_usuario: number,
  nom_usuario: string,
  change: Partial<ResponseRow> = {},
): ResponseRow => ({
  cod_bse_usuario,
  nom_usuario,
  nom_atividade: 'Prova de ciências',
  dat_resposta: null,
  dat_nota: null,
  soma_nota: null,
  maximo: null,
  guardadas: [],
  ...change,
});

beforeEach(() => {
  mockApi({
    'GET /bse_questao_resposta/5?codTurma=7': [
      row(30, 'Aluna Bia', {
        dat_resposta: '2026-11-25T10:00:00',
        dat_nota: '2026-11-26T08:30:00',
        soma_nota: 17.5,
        maximo: 20,
      }),
      row(31, 'Caio Reis', { dat_resposta: '2026-11-25T11:15:00' }),
      row(32, 'Davi Lima'),
      row(33, 'Eva Luz', { guardadas: ['late'] }),
      row(34, 'Fábio Melo', { dat_resposta: '2026-11-25T11:15:00', guardadas: ['duplicate', 'duplicate'] }),
    ],
  });
});

const open = () =>
  renderRoutes([{ path: '/atividade/respostas/:id', element: <ResponsesPage /> }], '/atividade/respostas/5');

describe('responses of an activity', () => {
  it('shows each student’s answer and grade, opening an answer once given and its grade once set', async () => {
    signInWithClass(5);
    open();
    const table = await screen.findByRole('table', { name: 'Respostas de Prova de ciências' });
    const bia = await within(table).findByRole('row', { name: /Aluna Bia/ });
    expect(within(bia).getByRole('img', { name: 'Respondeu' })).toBeInTheDocument();
    expect(bia).toHaveTextContent('25/11/2026 10:00');
    expect(bia).toHaveTextContent('26/11/2026 08:30');
    expect(bia).toHaveTextContent('17,5 de 20');
    expect(linkHref('Abrir resposta de Aluna Bia', bia)).toBe('/atividade/respostas/respostasAluno/5/30');
    expect(linkHref('Editar nota de Aluna Bia', bia)).toBe('/atividade/respostas/editarNota/5/30');

    const caio = within(table).getByRole('row', { name: /Caio Reis/ });
    expect(within(caio).getByRole('link', { name: 'Abrir resposta de Caio Reis' })).toBeInTheDocument();
    expect(within(caio).getByRole('button', { name: 'Editar nota de Caio Reis' })).toBeDisabled();

    const davi = within(table).getByRole('row', { name: /Davi Lima/ });
    expect(within(davi).getByRole('img', { name: 'Não respondeu' })).toBeInTheDocument();
    expect(within(davi).getByRole('button', { name: 'Abrir resposta de Davi Lima' })).toBeDisabled();
  });

  it('marks the students whose device sent answers too late, and opens them (decision 0076)', async () => {
    signInWithClass(5);
    open();
    const table = await screen.findByRole('table', { name: 'Respostas de Prova de ciências' });
    const eva = await within(table).findByRole('row', { name: /Eva Luz/ });
    expect(eva).toHaveTextContent('Recebida após o encerramento');
    // Never answered in time, but its late answers are there to read.
    expect(within(eva).getByRole('img', { name: 'Não respondeu' })).toBeInTheDocument();
    expect(linkHref('Abrir resposta de Eva Luz', eva)).toBe('/atividade/respostas/respostasAluno/5/33');
    const fabio = within(table).getByRole('row', { name: /Fábio Melo/ });
    expect(within(fabio).getAllByText('Já respondida em outro aparelho')).toHaveLength(1);
    expect(within(table).getByRole('row', { name: /Davi Lima/ })).not.toHaveTextContent(
      /Recebida|Já respondida/,
    );
  });

  it('sends a teacher without a current class to Turmas', () => {
    signInAs(5);
    open();
    expect(screen.getByRole('link', { name: 'Ir para Turmas' })).toBeInTheDocument();
  });
});
