import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders, jsonResponse } from '../../test/render';
import type { UserFormValues } from './userFormData';
import { useUserPlacement } from './useUserPlacement';

const unit = (codBseUnidade: number, nomUnidade: string, prefix: string) => ({
  codBseUnidade,
  codBseEscola: 2,
  nomUnidade,
  cstTxtPrefixoLogin: prefix,
  codBseEndereco: null,
  nomEscola: 'Escola Demonstração',
  cstTxtPrefixoLoginEscola: 'DM',
});

const VALUES: UserFormValues = {
  txtSenha: '',
  codBsePerfil: '5',
  codBseEscola: '2',
  codBseUnidade: '3',
  codBseTurma: '',
  arrayCodBseTurmas: [],
  nomUsuario: '',
};

let sequenceCalls: string[];

beforeEach(() => {
  sequenceCalls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/bse_unidade/unidadesDaEscola/2')
        return jsonResponse(200, [unit(3, 'Unidade Centro', 'CE'), unit(4, 'Unidade Jardins', 'JD')]);
      if (url.startsWith('/api/bse_turma/turmasDaUnidade/3'))
        return jsonResponse(200, [{ codBseTurma: 5, nomTurma: '6º ano A', codBseUnidade: 3 }]);
      const prefix = /setSequencial\/(\w+)$/.exec(url)?.[1];
      if (prefix) {
        sequenceCalls.push(prefix);
        return jsonResponse(200, { proxSeq: '0005', cstLogin: `${prefix}-0005` });
      }
      return jsonResponse(200, []);
    }),
  );
});

const place = (values: UserFormValues, editedLogin?: string) =>
  renderHook(() => useUserPlacement(values, { editedLogin, isMaster: false, formId: 'form-1' }), {
    wrapper: TestProviders,
  }).result;

describe('useUserPlacement', () => {
  it("places a teacher in its unit, with the unit's classes and the login the server allocates", async () => {
    const result = place(VALUES);
    await waitFor(() => expect(result.current.login).toBe('DMCE-0005'));
    expect(sequenceCalls).toEqual(['DMCE']);
    expect(result.current).toMatchObject({
      profile: 5,
      network: false,
      needsUnit: true,
      unitName: 'Unidade Centro',
      schoolName: 'Escola Demonstração',
    });
    await waitFor(() => expect(result.current.classes).toHaveLength(1));
  });

  it('asks no login while the profile is not chosen, and none for an edited user, which keeps its own', async () => {
    const blank = place({ ...VALUES, codBsePerfil: '' });
    const edited = place(VALUES, 'DMCE-0001');
    await waitFor(() => expect(edited.current.unitName).toBe('Unidade Centro'));
    expect(blank.current.login).toBe('');
    expect(edited.current.login).toBe('DMCE-0001');
    expect(sequenceCalls).toEqual([]);
  });
});
