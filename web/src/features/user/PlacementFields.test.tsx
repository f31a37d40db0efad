import { useEffect } from 'react';
import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Profile } from '@school/modules/kernel/contracts';
import { renderWithProviders } from '../../test/render';
import { PlacementFields, type PlacementFieldsProps } from './PlacementFields';
import type { UserFormValues } from './userFormData';

const EMPTY: UserFormValues = {
  txtSenha: '',
  codBsePerfil: '',
  codBseEscola: '2',
  codBseUnidade: '3',
  codBseTurma: '5',
  arrayCodBseTurmas: [],
  nomUsuario: '',
};

type Given = Omit<PlacementFieldsProps, 'form'>;
const BASE: Given = {
  isMaster: false,
  network: false,
  needsUnit: true,
  ownUnit: false,
  profile: Profile.Aluno,
  schoolName: 'Escola Demonstração',
  unitName: 'Unidade Centro',
  schools: undefined,
  units: [
    { codBseUnidade: 3, nomUnidade: 'Unidade Centro' },
    { codBseUnidade: 4, nomUnidade: 'Jardins' },
  ] as Given['units'],
  classes: [{ codBseTurma: 5, nomTurma: '6º ano A' }] as Given['classes'],
};

let values: () => UserFormValues;
function Harness(props: Partial<Given>) {
  const form = useForm<UserFormValues>({ initialValues: EMPTY });
  useEffect(() => {
    values = () => form.getValues();
  }, [form]);
  return <PlacementFields form={form} {...BASE} {...props} />;
}

describe('PlacementFields', () => {
  it("shows a non-Master its school, read-only, and a student's class", () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Escola' })).toHaveValue('Escola Demonstração');
    expect(screen.getByRole('combobox', { name: /^Turma/ })).toHaveValue('5');
  });

  it('empties the class when the unit changes', async () => {
    renderWithProviders(<Harness />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Unidade/ }), 'Jardins');
    expect(values()).toMatchObject({ codBseUnidade: '4', codBseTurma: '', arrayCodBseTurmas: [] });
  });

  it("shows a Diretor's own unit read-only, and a teacher's classes as checkboxes", () => {
    renderWithProviders(<Harness ownUnit profile={Profile.Professor} />);
    expect(screen.getByRole('textbox', { name: 'Unidade' })).toHaveValue('Unidade Centro');
    expect(screen.getByRole('checkbox', { name: '6º ano A' })).toBeInTheDocument();
  });
});
