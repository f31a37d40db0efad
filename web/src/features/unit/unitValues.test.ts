import { describe, expect, it } from 'vitest';
import { createUnitSchema, updateUnitSchema } from '@school/modules/organization/contracts';
import { initialValues, unitFormSchema } from './unitValues';

const blank = initialValues(null, null);

describe('unitFormSchema', () => {
  it('leaves the address out while none of its fields is typed', () => {
    const values = { ...blank, nomUnidade: ' Unidade Centro ', cstTxtPrefixoLogin: 'ce' };
    expect(unitFormSchema(createUnitSchema)(values).parse(values)).toEqual({
      unit: {
        nomUnidade: 'Unidade Centro',
        cstTxtPrefixoLogin: 'CE',
        codBseEndereco: null,
        codBseEscola: null,
      },
      address: null,
    });
  });

  it("reports the unit's and the address's issues at their fields once an address field is typed", () => {
    const values = { ...blank, dscRua: 'Rua A' };
    const issues = unitFormSchema(createUnitSchema)(values).safeParse(values).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['nomUnidade', 'unit.nameMin'],
      ['cstTxtPrefixoLogin', 'unit.prefixLength'],
      ['dscCep', 'address.cepFormat'],
    ]);
  });

  it('hands over the unit and the address as their own schemas output them', () => {
    const values = { ...blank, nomUnidade: 'Unidade Sul', dscCep: '01001-000', dscRua: ' Praça da Sé ' };
    expect(unitFormSchema(updateUnitSchema)(values).parse(values)).toEqual({
      unit: updateUnitSchema.parse(values),
      address: { dscCep: '01001000', dscRua: 'Praça da Sé', dscBairro: '', dscCidade: '', dscEstado: '' },
    });
  });
});
