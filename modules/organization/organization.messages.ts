/**
 * The messages of the organization context (schools, units, addresses and classes), by code, in pt (the spec's text, verbatim),
 * en and es. It imports nothing, so the kernel can compose it into the one catalogue
 * (`MESSAGES`, `translate`) without a package cycle.
 */
export const ORGANIZATION_MESSAGES = {
  // schools
  'school.nameRequired': {
    pt: 'Por favor, preencha o campo Nome.',
    en: 'Please fill in the Name field.',
    es: 'Por favor, complete el campo Nombre.',
  },
  'school.prefixRequired': {
    pt: 'Por favor, preencha o campo Prefixo.',
    en: 'Please fill in the Prefix field.',
    es: 'Por favor, complete el campo Prefijo.',
  },
  'school.prefixFormat': {
    pt: 'Prefixo precisa ter 2 letras maiúsculas.',
    en: 'The prefix must be 2 upper-case letters.',
    es: 'El prefijo debe tener 2 letras mayúsculas.',
  },
  'school.fillAll': {
    pt: 'Por favor, preencha todos os campos.',
    en: 'Please fill in all fields.',
    es: 'Por favor, complete todos los campos.',
  },
  'school.prefixTaken': {
    status: 400,
    pt: 'Prefixo já existente.',
    en: 'Prefix already exists.',
    es: 'El prefijo ya existe.',
  },
  'school.prefixInUse': {
    pt: 'O prefixo informado já está em uso por outra escola.',
    en: 'The prefix is already used by another school.',
    es: 'El prefijo informado ya está en uso por otra escuela.',
  },
  'school.alreadyRegistered': {
    status: 409,
    pt: 'Escola já cadastrado.',
    en: 'School already registered.',
    es: 'Escuela ya registrada.',
  },
  'school.created': {
    pt: 'Cadastro realizado!',
    en: 'Registration completed!',
    es: '¡Registro realizado!',
  },
  'school.protected': {
    status: 403,
    pt: 'A escola principal não pode ser alterada nem apagada.',
    en: 'The main school cannot be changed or deleted.',
    es: 'La escuela principal no se puede modificar ni borrar.',
  },
  'school.prefixLocked': {
    status: 400,
    pt: 'O prefixo não pode ser alterado.',
    en: 'The prefix cannot be changed.',
    es: 'El prefijo no se puede modificar.',
  },
  'school.deleteFailed': {
    pt: 'Erro ao apagar escola',
    en: 'Error deleting school',
    es: 'Error al borrar la escuela',
  },
  'school.hasUsers': {
    status: 409,
    pt: 'Existem usuários cadastrados nesta escola. Favor apagar esses registros e tentar novamente.',
    en: 'There are users registered in this school. Please delete them and try again.',
    es: 'Existen usuarios registrados en esta escuela. Por favor, borre esos registros e intente de nuevo.',
  },
  'school.hasUnits': {
    status: 409,
    pt: 'Existem unidades cadastradas nesta escola. Favor apagar esses registros e tentar novamente.',
    en: 'There are units registered in this school. Please delete them and try again.',
    es: 'Existen unidades registradas en esta escuela. Por favor, borre esos registros e intente de nuevo.',
  },
  'school.confirmCreate': {
    pt: 'Tem certeza de que deseja criar essa escola?',
    en: 'Are you sure you want to create this school?',
    es: '¿Está seguro de que desea crear esta escuela?',
  },
  // units (/unidade)
  'unit.schoolRequired': {
    pt: 'Selecione uma escola.',
    en: 'Select a school.',
    es: 'Seleccione una escuela.',
  },
  'unit.nameMin': {
    pt: 'Nome Unidade precisa ter no mínimo 4 caracteres.',
    en: 'The unit name must have at least 4 characters.',
    es: 'El nombre de la unidad debe tener al menos 4 caracteres.',
  },
  'unit.prefixLength': {
    pt: 'Prefixo precisa ter 2 caracteres.',
    en: 'The prefix must have 2 characters.',
    es: 'El prefijo debe tener 2 caracteres.',
  },
  'unit.prefixLetters': {
    pt: 'Prefixo deve conter somente letras de A a Z.',
    en: 'The prefix must contain only letters from A to Z.',
    es: 'El prefijo debe contener solo letras de la A a la Z.',
  },
  'unit.prefixTaken': {
    status: 400,
    pt: 'Este prefixo não pode ser utilizado.',
    en: 'This prefix cannot be used.',
    es: 'Este prefijo no se puede utilizar.',
  },
  'unit.prefixLocked': {
    status: 400,
    pt: 'O prefixo não pode ser alterado.',
    en: 'The prefix cannot be changed.',
    es: 'El prefijo no se puede modificar.',
  },
  'unit.created': {
    pt: 'Unidade cadastrada com sucesso!',
    en: 'Unit registered successfully!',
    es: '¡Unidad registrada con éxito!',
  },
  'unit.alreadyRegistered': {
    status: 409,
    pt: 'Unidade já cadastrada',
    en: 'Unit already registered',
    es: 'Unidad ya registrada',
  },
  'unit.deleted': {
    pt: 'Unidade deletada com sucesso.',
    en: 'Unit deleted successfully.',
    es: 'Unidad eliminada con éxito.',
  },
  'unit.hasDependents': {
    status: 409,
    pt: 'Existem turmas e/ou usuários cadastrados nesta unidade. Favor apagar esses registros e tentar novamente.',
    en: 'There are classes and/or users registered in this unit. Please delete them and try again.',
    es: 'Existen grupos y/o usuarios registrados en esta unidad. Por favor, borre esos registros e intente de nuevo.',
  },
  'unit.confirmCreate': {
    pt: 'Deseja realmente criar a unidade?',
    en: 'Do you really want to create the unit?',
    es: '¿Realmente desea crear la unidad?',
  },
  'unit.confirmUpdate': {
    pt: 'Deseja realmente alterar a unidade?',
    en: 'Do you really want to change the unit?',
    es: '¿Realmente desea modificar la unidad?',
  },
  // addresses and the postal-code lookup
  'address.cepFormat': {
    pt: 'CEP precisa ter 8 dígitos.',
    en: 'The postal code must have 8 digits.',
    es: 'El código postal debe tener 8 dígitos.',
  },
  'address.notFound': {
    status: 404,
    pt: 'Endereço não encontrado!',
    en: 'Address not found!',
    es: '¡Dirección no encontrada!',
  },
  // classes (/turma) and their members
  'class.nameMin': {
    pt: 'Nome Turma precisa ter no mínimo 3 caracteres.',
    en: 'The class name must have at least 3 characters.',
    es: 'El nombre del grupo debe tener al menos 3 caracteres.',
  },
  'class.nameChars': {
    pt: 'O nome da turma não pode conter caracteres especiais.',
    en: 'The class name cannot contain special characters.',
    es: 'El nombre del grupo no puede contener caracteres especiales.',
  },
  'class.unitRequired': {
    pt: 'Selecione uma unidade.',
    en: 'Select a unit.',
    es: 'Seleccione una unidad.',
  },
  'class.formErrors': {
    pt: 'Existem erros de preenchimento.',
    en: 'Some fields are not filled in correctly.',
    es: 'Existen errores de llenado.',
  },
  'class.created': {
    pt: 'Turma criar com sucesso.',
    en: 'Class created successfully.',
    es: 'Grupo creado con éxito.',
  },
  'class.alreadyRegistered': {
    status: 409,
    pt: 'Turma já cadastrado.',
    en: 'Class already registered.',
    es: 'Grupo ya registrado.',
  },
  'class.createRejected': {
    pt: 'Prefixo já existente na unidade.',
    en: 'Prefix already exists in the unit.',
    es: 'El prefijo ya existe en la unidad.',
  },
  'class.hasStudents': {
    status: 409,
    pt: 'Existem alunos nesta turma. Remova os alunos da turma e tente novamente.',
    en: 'There are students in this class. Remove them from the class and try again.',
    es: 'Existen alumnos en este grupo. Quite a los alumnos del grupo e intente de nuevo.',
  },
  'class.confirmCreate': {
    pt: 'Deseja realmente criar esta turma?',
    en: 'Do you really want to create this class?',
    es: '¿Realmente desea crear este grupo?',
  },
  'class.confirmUpdate': {
    pt: 'Deseja realmente alterar esta turma?',
    en: 'Do you really want to change this class?',
    es: '¿Realmente desea modificar este grupo?',
  },
  'class.confirmSwitch': {
    pt: 'Deseja alterar para a turma {name}?',
    en: 'Switch to class {name}?',
    es: '¿Desea cambiar al grupo {name}?',
  },
} as const;
