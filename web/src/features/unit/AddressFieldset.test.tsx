import { useEffect } from 'react';
import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { AddressFieldset } from './AddressFieldset';
import { initialValues, type UnitValues } from './unitValues';

const FOUND = {
  dscCep: '01001000',
  dscRua: 'Praça da Sé',
  dscBairro: 'Sé',
  dscCidade: 'São Paulo',
  dscEstado: 'SP',
};

let values: () => UnitValues;
function Harness() {
  const form = useForm<UnitValues>({ initialValues: initialValues(null, null) });
  useEffect(() => {
    values = () => form.getValues();
  }, [form]);
  return <AddressFieldset form={form} />;
}

beforeEach(() => {
  mockApi({
    'GET /cep/01001000': FOUND,
    'GET /cep/:cep': refusal(404, 'Endereço não encontrado!', 'address.notFound'),
  });
});

const cep = () => screen.getByRole('textbox', { name: /^CEP/ });

describe('AddressFieldset', () => {
  it('formats the postal code as typed and fills the address the lookup finds', async () => {
    renderWithProviders(<Harness />);
    await userEvent.type(cep(), '01001000');
    expect(cep()).toHaveValue('01001-000');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    expect(await screen.findByText('Endereço encontrado.')).toBeInTheDocument();
    expect(values()).toMatchObject({
      dscRua: 'Praça da Sé',
      dscBairro: 'Sé',
      dscCidade: 'São Paulo',
      dscEstado: 'SP',
    });
  });

  it('looks up on Enter, and says when nothing is found', async () => {
    renderWithProviders(<Harness />);
    await userEvent.type(cep(), '99999999{Enter}');
    expect(await screen.findByText('Endereço não encontrado!')).toBeInTheDocument();
  });

  it('refuses a postal code without 8 digits before asking', async () => {
    renderWithProviders(<Harness />);
    await userEvent.type(cep(), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    expect(await screen.findByText('CEP precisa ter 8 dígitos.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
