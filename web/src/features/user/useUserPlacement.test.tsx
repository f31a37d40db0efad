import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, type ApiMock } from '../../test/api';
import { demoUnit } from '../../test/fixtures';
import { TestProviders } from '../../test/render';
import type { UserFormValues } from './userFormData';
import { useUserPlacement } from './useUserPlacement';

const unit = (codBseUnidade: number, nomUnidade: string, prefix: string) =>
  demoUnit(codBseUnidade, nomUnidade, { cstTxtPrefixoLogin: prefix });

const VALUES: UserFormValues = {
  txtSenha: '',
  codBsePerfil: '5',
  codBseEscola: '2',
  codBseUnidade: '3',
  codBseTurma: '',
  arrayCodBseTurmas: [],
  nomUsuario: '',
};

let api: ApiMock;

beforeEach(() => {
  api = mockApi({
    'GET /bse_unidade/unidadesDaEscola/2': [
      unit(3, 'Unidade Centro', 'CE'),
      unit(4, 'Unidade Jardins', 'JD'),
    ],
    'GET /bse_turma/turmasDaUnidade/3': [{ codBseTurma: 5, nomTurma: '6º ano A', codBseUnidade: 3 }],
    'GET /bse_usuario/setSequencial/:prefix': (req) => ({
      proxSeq: '0005',
      cstLogin: `${req.params.prefix}-0005`,
    }),
  });
});
const sequenceCalls = () => api.calls('GET /bse_usuario/setSequencial/:prefix').map((c) => c.params.prefix);

const place = (values: UserFormValues, editedLogin?: string) =>
  renderHook(() => useUserPlacement(values, { editedLogin, isMaster: false, formId: 'form-1' }), {
    wrapper: TestProviders,
  }).result;

describe('useUserPlacement', () => {
  it("places a teacher in its unit, with the unit's classes and the login the server previews", async () => {
    const result = place(VALUES);
    await waitFor(() => expect(result.current.login).toBe('DMCE-0005'));
    expect(sequenceCalls()).toEqual(['DMCE']);
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
    expect(sequenceCalls()).toEqual([]);
  });
});
