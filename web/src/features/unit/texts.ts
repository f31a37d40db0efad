import { createTexts, type SameKeys, type TextKey } from '../../shared/texts';

/** The units screens' texts (pt is the source); server messages come from the kernel catalogue. */
const pt = {
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
};

type UnitTexts = SameKeys<typeof pt>;

const en: UnitTexts = {
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
};

const es: UnitTexts = {
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
};

/** `t` for the units texts (`units.<key>`), typed by their keys. */
export const useUnitTexts = createTexts('units', { pt, en, es });

/** One of these texts as an element that follows the language switch (a notice's title or message). */
export const UnitText = useUnitTexts.Text;

export type UnitTextKey = TextKey<typeof pt>;
