import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@school/modules/kernel';
import { i18n } from '../../i18n';

/** The units screens' texts (pt is the source); server messages come from the kernel catalogue. */
const pt = {
  units: {
    caption: 'Unidades cadastradas',
    search: 'Pesquisar unidade, escola ou prefixo',
    add: 'Adicionar unidade',
    newTitle: 'Nova unidade',
    editTitle: 'Alterar unidade',
    columns: {
      school: 'Escola',
      unit: 'Unidade',
      schoolPrefix: 'Prefixo Escola',
      unitPrefix: 'Prefixo Unidade',
      actions: 'Ações',
    },
    edit: 'Alterar a unidade {{name}}',
    remove: 'Deletar a unidade {{name}}',
    confirmDelete: 'Deseja realmente deletar a unidade {{name}}?',
    updated: 'Unidade alterada com sucesso!',
    apiError: 'Erro na API',
    fields: {
      name: 'Nome da unidade',
      prefix: 'Prefixo',
      prefixHint: '2 letras, de A a Z',
      prefixLocked: 'Definido na criação da unidade.',
      school: 'Escola',
      chooseSchool: 'Selecione uma escola',
    },
    address: {
      legend: 'Endereço',
      cep: 'CEP',
      lookup: 'Buscar CEP',
      street: 'Rua',
      district: 'Bairro',
      city: 'Cidade',
      state: 'Estado',
      found: 'Endereço encontrado.',
    },
  },
};

type UnitTexts = typeof pt;

const en: UnitTexts = {
  units: {
    caption: 'Registered units',
    search: 'Search unit, school or prefix',
    add: 'Add unit',
    newTitle: 'New unit',
    editTitle: 'Edit unit',
    columns: {
      school: 'School',
      unit: 'Unit',
      schoolPrefix: 'School prefix',
      unitPrefix: 'Unit prefix',
      actions: 'Actions',
    },
    edit: 'Edit the unit {{name}}',
    remove: 'Delete the unit {{name}}',
    confirmDelete: 'Do you really want to delete the unit {{name}}?',
    updated: 'Unit changed successfully!',
    apiError: 'API error',
    fields: {
      name: 'Unit name',
      prefix: 'Prefix',
      prefixHint: '2 letters, A to Z',
      prefixLocked: 'Set when the unit was created.',
      school: 'School',
      chooseSchool: 'Select a school',
    },
    address: {
      legend: 'Address',
      cep: 'Postal code (CEP)',
      lookup: 'Look up postal code',
      street: 'Street',
      district: 'Neighbourhood',
      city: 'City',
      state: 'State',
      found: 'Address found.',
    },
  },
};

const es: UnitTexts = {
  units: {
    caption: 'Unidades registradas',
    search: 'Buscar unidad, escuela o prefijo',
    add: 'Agregar unidad',
    newTitle: 'Nueva unidad',
    editTitle: 'Modificar unidad',
    columns: {
      school: 'Escuela',
      unit: 'Unidad',
      schoolPrefix: 'Prefijo Escuela',
      unitPrefix: 'Prefijo Unidad',
      actions: 'Acciones',
    },
    edit: 'Modificar la unidad {{name}}',
    remove: 'Eliminar la unidad {{name}}',
    confirmDelete: '¿Realmente desea eliminar la unidad {{name}}?',
    updated: '¡Unidad modificada con éxito!',
    apiError: 'Error de la API',
    fields: {
      name: 'Nombre de la unidad',
      prefix: 'Prefijo',
      prefixHint: '2 letras, de la A a la Z',
      prefixLocked: 'Definido al crear la unidad.',
      school: 'Escuela',
      chooseSchool: 'Seleccione una escuela',
    },
    address: {
      legend: 'Dirección',
      cep: 'Código postal (CEP)',
      lookup: 'Buscar código postal',
      street: 'Calle',
      district: 'Barrio',
      city: 'Ciudad',
      state: 'Estado',
      found: 'Dirección encontrada.',
    },
  },
};

export const unitTexts = { pt, en, es };

// Registered when the feature's first module loads (its pages are lazy chunks).
for (const language of LANGUAGES) {
  i18n.addResourceBundle(language, 'translation', unitTexts[language], true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type UnitTextKey = Leaves<UnitTexts>;

/** `t` for the units texts, typed by their keys. */
export function useUnitTexts(): (key: UnitTextKey, params?: Record<string, string | number>) => string {
  const { t } = useTranslation();
  return useCallback(
    (key, params) => (t as unknown as (key: string, params?: object) => string)(key, params),
    [t],
  );
}
