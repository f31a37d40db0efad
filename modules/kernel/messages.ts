/**
 * Every message a user can read, by code, in pt (the spec's text, verbatim), en and es.
 * The backend's error filter and the web client translate through this one catalogue.
 */
export type Language = 'pt' | 'en' | 'es';
export const LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];

type Texts = Record<Language, string>;

export const MESSAGES = {
  // generic
  'generic.invalid': {
    pt: 'Informações inválidas.',
    en: 'Invalid information.',
    es: 'Información inválida.',
  },
  'generic.validation': {
    pt: 'Existem erros de validação',
    en: 'There are validation errors',
    es: 'Existen errores de validación',
  },
  'generic.notFound': {
    pt: 'Registro não encontrado.',
    en: 'Record not found.',
    es: 'Registro no encontrado.',
  },
  'generic.routeNotFound': {
    pt: 'A página solicitada não foi encontrada.',
    en: 'The page you requested could not be found.',
    es: 'No se pudo encontrar la página solicitada.',
  },
  'generic.unauthenticated': {
    pt: 'Sessão expirou.',
    en: 'Session expired.',
    es: 'La sesión expiró.',
  },
  'generic.forbidden': {
    pt: 'Você não tem permissão para esta ação.',
    en: 'You are not allowed to do this.',
    es: 'No tiene permiso para esta acción.',
  },
  'generic.conflict': {
    pt: 'Este registro foi alterado por outra pessoa ao mesmo tempo. Recarregue e tente novamente.',
    en: 'Someone else changed this record at the same time. Reload and try again.',
    es: 'Otra persona modificó este registro al mismo tiempo. Recargue e intente de nuevo.',
  },
  'generic.idempotencyInFlight': {
    pt: 'Esta requisição ainda está sendo processada.',
    en: 'This request is still being processed.',
    es: 'Esta solicitud todavía se está procesando.',
  },
  'generic.server': {
    pt: 'Algo deu errado ao enviar dados para o servidor',
    en: 'Something went wrong while sending data to the server',
    es: 'Algo salió mal al enviar datos al servidor',
  },
  'generic.rejected': {
    pt: 'O servidor rejeitou a requisição',
    en: 'The server rejected the request',
    es: 'El servidor rechazó la solicitud',
  },
  'generic.dependencies': {
    pt: 'O registro não pode ser apagado por dependências no banco de dados',
    en: 'The record cannot be deleted because other records depend on it',
    es: 'El registro no se puede borrar por dependencias en la base de datos',
  },
  'generic.required': {
    pt: 'Campo obrigatório.',
    en: 'Required field.',
    es: 'Campo obligatorio.',
  },
  'generic.payloadTooLarge': {
    pt: 'O arquivo é grande demais.',
    en: 'The file is too large.',
    es: 'El archivo es demasiado grande.',
  },

  // limits on abuse (decision 0014)
  'generic.tooManyRequests': {
    pt: 'Muitas requisições em pouco tempo. Tente novamente em {seconds} segundos.',
    en: 'Too many requests in a short time. Try again in {seconds} seconds.',
    es: 'Demasiadas solicitudes en poco tiempo. Intente de nuevo en {seconds} segundos.',
  },
  'password.tooManyAttempts': {
    pt: 'Muitas tentativas com a senha atual incorreta. Tente novamente em {minutes} minutos.',
    en: 'Too many attempts with a wrong current password. Try again in {minutes} minutes.',
    es: 'Demasiados intentos con la contraseña actual incorrecta. Intente de nuevo en {minutes} minutos.',
  },
  'support.tooMany': {
    pt: 'Você enviou muitas solicitações de suporte. Tente novamente em {minutes} minutos.',
    en: 'You sent too many support requests. Try again in {minutes} minutes.',
    es: 'Envió demasiadas solicitudes de soporte. Intente de nuevo en {minutes} minutos.',
  },
  'session.signedOut': {
    pt: 'Sessão encerrada.',
    en: 'Signed out.',
    es: 'Sesión cerrada.',
  },
  'session.signedOutEverywhere': {
    pt: 'Sessão encerrada em todos os dispositivos.',
    en: 'Signed out on every device.',
    es: 'Sesión cerrada en todos los dispositivos.',
  },

  // login and session
  'login.required': {
    pt: 'Informe a matrícula.',
    en: 'Enter your access code.',
    es: 'Ingrese su código de acceso.',
  },
  'login.passwordRequired': {
    pt: 'Informe a senha.',
    en: 'Enter your password.',
    es: 'Ingrese su contraseña.',
  },
  'login.passwordMin': {
    pt: 'A senha deve ter no mínimo 5 caracteres.',
    en: 'The password must have at least 5 characters.',
    es: 'La contraseña debe tener al menos 5 caracteres.',
  },
  'login.invalidCredentials': {
    pt: 'Usuário ou senha inválidos',
    en: 'Invalid user or password',
    es: 'Usuario o contraseña inválidos',
  },
  'login.noWebPermission': {
    pt: 'Usuário sem permissão no portal web.',
    en: 'User without permission on the web portal.',
    es: 'Usuario sin permiso en el portal web.',
  },
  'login.deactivated': {
    pt: 'Usuário desativado.',
    en: 'User deactivated.',
    es: 'Usuario desactivado.',
  },
  'login.locked': {
    pt: 'Muitas tentativas sem sucesso. Tente novamente em {minutes} minutos.',
    en: 'Too many failed attempts. Try again in {minutes} minutes.',
    es: 'Demasiados intentos fallidos. Intente de nuevo en {minutes} minutos.',
  },
  'login.noConnection': {
    pt: 'Sem conexão com o banco de dados.',
    en: 'No connection to the database.',
    es: 'Sin conexión con la base de datos.',
  },
  'access.noAttempt': {
    pt: 'Nenhum acesso encontrado para este usuário.',
    en: 'No access found for this user.',
    es: 'No se encontró ningún acceso para este usuario.',
  },

  // profile settings (/configuracao)
  'password.currentRequired': {
    pt: 'Informe a senha atual.',
    en: 'Enter your current password.',
    es: 'Ingrese su contraseña actual.',
  },
  'password.newRequired': {
    pt: 'Informe a nova senha.',
    en: 'Enter the new password.',
    es: 'Ingrese la nueva contraseña.',
  },
  'password.currentWrong': {
    pt: 'Senha atual incorreta.',
    en: 'The current password is incorrect.',
    es: 'La contraseña actual es incorrecta.',
  },
  'password.sameAsCurrent': {
    pt: 'A nova senha deve ser diferente da senha atual.',
    en: 'The new password must be different from the current password.',
    es: 'La nueva contraseña debe ser diferente de la contraseña actual.',
  },
  'password.confirmationMismatch': {
    pt: 'A confirmação deve ser igual à nova senha.',
    en: 'The confirmation must be the same as the new password.',
    es: 'La confirmación debe ser igual a la nueva contraseña.',
  },
  'avatar.format': {
    pt: 'A imagem deve ser jpeg ou png.',
    en: 'The image must be jpeg or png.',
    es: 'La imagen debe ser jpeg o png.',
  },
  'settings.saveFailed': {
    pt: 'Erro ao salvar!',
    en: 'Error saving!',
    es: '¡Error al guardar!',
  },

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
    pt: 'A escola principal não pode ser alterada nem apagada.',
    en: 'The main school cannot be changed or deleted.',
    es: 'La escuela principal no se puede modificar ni borrar.',
  },
  'school.prefixLocked': {
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
    pt: 'Existem usuários cadastrados nesta escola. Favor apagar esses registros e tentar novamente.',
    en: 'There are users registered in this school. Please delete them and try again.',
    es: 'Existen usuarios registrados en esta escuela. Por favor, borre esos registros e intente de nuevo.',
  },
  'school.hasUnits': {
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
    pt: 'Este prefixo não pode ser utilizado.',
    en: 'This prefix cannot be used.',
    es: 'Este prefijo no se puede utilizar.',
  },
  'unit.prefixLocked': {
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

  // users (the parts issue 2 needs)
  'user.protected': {
    pt: 'O usuário administrador não pode ser apagado nem desativado.',
    en: 'The administrator user cannot be deleted or deactivated.',
    es: 'El usuario administrador no se puede borrar ni desactivar.',
  },
  'user.loginTaken': {
    pt: 'Login já cadastrado.',
    en: 'Login already registered.',
    es: 'Login ya registrado.',
  },

  // users (/usuario): the user form, the list, delete, deactivate, the login sequence
  'user.loginRequired': {
    pt: 'Informe o login.',
    en: 'Enter the login.',
    es: 'Ingrese el login.',
  },
  'user.loginMin': {
    pt: 'O login deve ter no mínimo 5 caracteres.',
    en: 'The login must have at least 5 characters.',
    es: 'El login debe tener al menos 5 caracteres.',
  },
  'user.loginLocked': {
    pt: 'O login não pode ser alterado.',
    en: 'The login cannot be changed.',
    es: 'El login no se puede modificar.',
  },
  'user.nameRequired': {
    pt: 'Informe o nome do usuário.',
    en: 'Enter the user’s name.',
    es: 'Ingrese el nombre del usuario.',
  },
  'user.nameMax': {
    pt: 'O nome do usuário deve ter no máximo 50 caracteres.',
    en: 'The user’s name must have at most 50 characters.',
    es: 'El nombre del usuario debe tener como máximo 50 caracteres.',
  },
  'user.profileRequired': {
    pt: 'Selecione um perfil.',
    en: 'Select a profile.',
    es: 'Seleccione un perfil.',
  },
  'user.profileNotAllowed': {
    pt: 'Você não pode cadastrar usuários com este perfil.',
    en: 'You cannot register users with this profile.',
    es: 'No puede registrar usuarios con este perfil.',
  },
  'user.schoolRequired': {
    pt: 'Selecione uma escola.',
    en: 'Select a school.',
    es: 'Seleccione una escuela.',
  },
  'user.gestorSchool': {
    pt: 'Selecione uma escola para o gestor.',
    en: 'Select a school for the manager.',
    es: 'Seleccione una escuela para el gestor.',
  },
  'user.unitRequired': {
    pt: 'Selecione uma unidade.',
    en: 'Select a unit.',
    es: 'Seleccione una unidad.',
  },
  'user.teacherClasses': {
    pt: 'Selecione pelo menos uma turma para o professor.',
    en: 'Select at least one class for the teacher.',
    es: 'Seleccione al menos un grupo para el profesor.',
  },
  'user.studentClass': {
    pt: 'Selecione uma turma para o aluno.',
    en: 'Select a class for the student.',
    es: 'Seleccione un grupo para el alumno.',
  },
  'user.studentOneClass': {
    pt: 'Um aluno pertence a uma única turma.',
    en: 'A student belongs to one class only.',
    es: 'Un alumno pertenece a un único grupo.',
  },
  'user.schoolNotFound': {
    pt: 'Escola não encontrada.',
    en: 'School not found.',
    es: 'Escuela no encontrada.',
  },
  'user.unitNotFound': {
    pt: 'Unidade não encontrada.',
    en: 'Unit not found.',
    es: 'Unidad no encontrada.',
  },
  'user.unitOutsideSchool': {
    pt: 'A unidade não pertence à escola selecionada.',
    en: 'The unit does not belong to the selected school.',
    es: 'La unidad no pertenece a la escuela seleccionada.',
  },
  'user.classNotFound': {
    pt: 'Turma não encontrada.',
    en: 'Class not found.',
    es: 'Grupo no encontrado.',
  },
  'user.classOutsideUnit': {
    pt: 'A turma não pertence à unidade selecionada.',
    en: 'The class does not belong to the selected unit.',
    es: 'El grupo no pertenece a la unidad seleccionada.',
  },
  'user.created': {
    pt: 'Cadastro realizado!',
    en: 'Registration completed!',
    es: '¡Registro realizado!',
  },
  'user.formErrorTitle': {
    pt: 'Oops...',
    en: 'Oops...',
    es: 'Oops...',
  },
  'user.confirmCreate': {
    pt: 'Deseja realmente cadastrar este usuário?',
    en: 'Do you really want to register this user?',
    es: '¿Desea realmente registrar este usuario?',
  },
  'user.confirmUpdate': {
    pt: 'Deseja realmente alterar este usuário?',
    en: 'Do you really want to change this user?',
    es: '¿Desea realmente modificar este usuario?',
  },
  'user.protectedEdit': {
    pt: 'O usuário administrador não pode ser alterado.',
    en: 'The administrator user cannot be changed.',
    es: 'El usuario administrador no se puede modificar.',
  },
  'user.self': {
    pt: 'Você não pode apagar nem desativar o seu próprio usuário.',
    en: 'You cannot delete or deactivate your own user.',
    es: 'No puede borrar ni desactivar su propio usuario.',
  },
  'user.deleteFailed': {
    pt: 'Erro ao deletar usuário',
    en: 'Error deleting user',
    es: 'Error al borrar el usuario',
  },
  'user.hasDependants': {
    pt: 'Existem usuários cadastrados com o usuário',
    en: 'There are users registered by this user',
    es: 'Existen usuarios registrados con el usuario',
  },
  'user.prefixFormat': {
    pt: 'O prefixo do login deve ter 4 letras.',
    en: 'The login prefix must have 4 letters.',
    es: 'El prefijo del login debe tener 4 letras.',
  },
  'user.sequenceExhausted': {
    pt: 'Não há mais logins disponíveis para este prefixo.',
    en: 'There are no more logins available for this prefix.',
    es: 'No hay más logins disponibles para este prefijo.',
  },
  'profile.fixed': {
    pt: 'Os perfis são fixos: não podem ser criados, alterados nem apagados.',
    en: 'Profiles are fixed: they cannot be created, changed or deleted.',
    es: 'Los perfiles son fijos: no se pueden crear, modificar ni borrar.',
  },

  // bulk user creation (/usuario/massivo, POST /api/bse_usuario/criarUsuariosEmMassa/x)
  'bulk.loadPrompt': {
    pt: 'Carregue um registro .CSV formatado.',
    en: 'Load a formatted .CSV file.',
    es: 'Cargue un registro .CSV con formato.',
  },
  'bulk.classRequired': {
    pt: 'Selecione uma turma antes de escolher o arquivo!',
    en: 'Select a class before choosing the file!',
    es: '¡Seleccione un grupo antes de elegir el archivo!',
  },
  'bulk.notCsv': {
    pt: 'O arquivo não é um CSV. Salve a planilha como CSV e tente novamente.',
    en: 'The file is not a CSV. Save the spreadsheet as CSV and try again.',
    es: 'El archivo no es un CSV. Guarde la hoja de cálculo como CSV e intente de nuevo.',
  },
  'bulk.empty': {
    pt: 'O arquivo não tem registros.',
    en: 'The file has no records.',
    es: 'El archivo no tiene registros.',
  },
  'bulk.missingColumn': {
    pt: 'Falta a coluna {column} no arquivo.',
    en: 'The file lacks the column {column}.',
    es: 'Falta la columna {column} en el archivo.',
  },
  'bulk.duplicateColumn': {
    pt: 'A coluna {column} aparece mais de uma vez no arquivo.',
    en: 'The column {column} appears more than once in the file.',
    es: 'La columna {column} aparece más de una vez en el archivo.',
  },
  'bulk.unclosedQuote': {
    pt: 'O arquivo tem aspas abertas e não fechadas (linha {line}).',
    en: 'The file has a quote that is opened and never closed (line {line}).',
    es: 'El archivo tiene comillas abiertas y no cerradas (línea {line}).',
  },
  'bulk.tooManyRows': {
    pt: 'O arquivo tem {rows} registros; o máximo é {max}.',
    en: 'The file has {rows} records; the maximum is {max}.',
    es: 'El archivo tiene {rows} registros; el máximo es {max}.',
  },
  'bulk.conflictingRow': {
    pt: 'Registro conflitante: o mesmo login já está na linha {line} do arquivo.',
    en: 'Conflicting record: the same login is already on line {line} of the file.',
    es: 'Registro conflictivo: el mismo login ya está en la línea {line} del archivo.',
  },
  'bulk.rowCreated': {
    pt: 'Cadastrado',
    en: 'Registered',
    es: 'Registrado',
  },
  'bulk.rowRefused': {
    pt: 'Recusado',
    en: 'Refused',
    es: 'Rechazado',
  },
  'bulk.summaryCreated': {
    pt: 'Usuários cadastrados com sucesso: {count}.',
    en: 'Users registered successfully: {count}.',
    es: 'Usuarios registrados con éxito: {count}.',
  },
  'bulk.summaryNone': {
    pt: 'Nenhum usuário foi cadastrado.',
    en: 'No user was registered.',
    es: 'Ningún usuario fue registrado.',
  },
  'bulk.summaryInvalid': {
    pt: 'Registros incorretos: {count}.',
    en: 'Incorrect records: {count}.',
    es: 'Registros incorrectos: {count}.',
  },
  'bulk.summaryConflicting': {
    pt: 'Registros conflitantes: {count}.',
    en: 'Conflicting records: {count}.',
    es: 'Registros conflictivos: {count}.',
  },
  'bulk.summaryNotAllowed': {
    pt: 'Registros com perfil que você não pode criar: {count}.',
    en: 'Records with a profile you cannot create: {count}.',
    es: 'Registros con un perfil que usted no puede crear: {count}.',
  },
  'bulk.success': {
    pt: 'Cadastros realizados!',
    en: 'Registrations completed!',
    es: '¡Registros realizados!',
  },
  'bulk.partial': {
    pt: 'Somente alguns registros foram salvos com sucesso!',
    en: 'Only some records were saved successfully!',
    es: '¡Solo algunos registros se guardaron con éxito!',
  },
  'bulk.failure': {
    pt: 'Falha ao cadastrar registros.',
    en: 'Failed to register the records.',
    es: 'Error al registrar los registros.',
  },
  'bulk.requestFailed': {
    pt: 'Algum registro com dado inválido!',
    en: 'Some record has invalid data!',
    es: '¡Algún registro con dato inválido!',
  },
  'bulk.reviewFile': {
    pt: 'Favor revisar o arquivo.',
    en: 'Please review the file.',
    es: 'Por favor, revise el archivo.',
  },
  'bulk.notFinished': {
    pt: 'A importação ainda não terminou.',
    en: 'The import has not finished yet.',
    es: 'La importación aún no terminó.',
  },
  'bulk.lost': {
    pt: 'A importação foi interrompida. Envie o arquivo novamente: o que já foi cadastrado não se repete.',
    en: 'The import was interrupted. Send the file again: what was already registered is not repeated.',
    es: 'La importación fue interrumpida. Envíe el archivo de nuevo: lo ya registrado no se repite.',
  },

  // bulk user creation: one running import per requester (issue 8)
  'bulk.alreadyRunning': {
    pt: 'Já existe uma importação em andamento: arquivo {file}, turma {turma}, {done} de {total} registros processados. Aguarde o término para enviar outro arquivo (importação {jobId}).',
    en: 'An import is already running: file {file}, class {turma}, {done} of {total} records processed. Wait for it to finish before sending another file (import {jobId}).',
    es: 'Ya hay una importación en curso: archivo {file}, grupo {turma}, {done} de {total} registros procesados. Espere a que termine para enviar otro archivo (importación {jobId}).',
  },
  'bulk.alreadyRunningList': {
    pt: 'Já existe uma importação em andamento: lista de {total} registros, turma {turma}, {done} processados. Aguarde o término para enviar outro arquivo (importação {jobId}).',
    en: 'An import is already running: a list of {total} records, class {turma}, {done} processed. Wait for it to finish before sending another file (import {jobId}).',
    es: 'Ya hay una importación en curso: lista de {total} registros, grupo {turma}, {done} procesados. Espere a que termine para enviar otro archivo (importación {jobId}).',
  },

  // files
  'file.unsupported': {
    pt: 'Formato de imagem não suportado. Envie jpg, jpeg, png ou webp.',
    en: 'Unsupported image format. Send jpg, jpeg, png or webp.',
    es: 'Formato de imagen no soportado. Envíe jpg, jpeg, png o webp.',
  },
  'file.corrupt': {
    pt: 'A imagem está corrompida e não pode ser lida.',
    en: 'The image is corrupt and cannot be read.',
    es: 'La imagen está dañada y no se puede leer.',
  },
  'file.tooManyPixels': {
    pt: 'A imagem tem dimensões grandes demais.',
    en: 'The image dimensions are too large.',
    es: 'Las dimensiones de la imagen son demasiado grandes.',
  },
  'file.missing': {
    pt: 'Nenhum arquivo enviado.',
    en: 'No file was sent.',
    es: 'No se envió ningún archivo.',
  },
  'file.onlyOne': {
    pt: 'Permitido somente 1 imagem.',
    en: 'Only 1 image allowed.',
    es: 'Solo se permite 1 imagen.',
  },

  // upload limits (per user: uploads per minute, bytes kept)
  'file.tooManyUploads': {
    pt: 'Muitos envios de arquivos em pouco tempo. Tente novamente em {seconds} segundos.',
    en: 'Too many file uploads in a short time. Try again in {seconds} seconds.',
    es: 'Demasiados envíos de archivos en poco tiempo. Intente de nuevo en {seconds} segundos.',
  },
  'file.quotaExceeded': {
    pt: 'Seu espaço de {quota} MB para arquivos está cheio. Envie um arquivo menor ou aguarde a remoção dos arquivos que não são mais usados.',
    en: 'Your {quota} MB of file storage is full. Send a smaller file or wait until files no longer in use are removed.',
    es: 'Su espacio de {quota} MB para archivos está lleno. Envíe un archivo más pequeño o espere a que se eliminen los archivos que ya no se usan.',
  },

  // support ("Fale conosco" and the support desk)
  'support.nameRequired': {
    pt: 'É necessário inserir um nome.',
    en: 'A name is required.',
    es: 'Es necesario ingresar un nombre.',
  },
  'support.nameInvalid': {
    pt: 'Insira um nome válido.',
    en: 'Enter a valid name.',
    es: 'Ingrese un nombre válido.',
  },
  'support.nameDigits': {
    pt: 'Seu nome não pode conter números.',
    en: 'Your name cannot contain numbers.',
    es: 'Su nombre no puede contener números.',
  },
  'support.emailRequired': {
    pt: 'Preencha o campo email.',
    en: 'Fill in the email field.',
    es: 'Complete el campo email.',
  },
  'support.emailInvalid': {
    pt: 'Insira um email válido.',
    en: 'Enter a valid email.',
    es: 'Ingrese un email válido.',
  },
  'support.subjectRequired': {
    pt: 'É necessário selecionar uma das opções.',
    en: 'You must select one of the options.',
    es: 'Es necesario seleccionar una de las opciones.',
  },
  'support.descRequired': {
    pt: 'É necessário descrever o problema.',
    en: 'You must describe the problem.',
    es: 'Es necesario describir el problema.',
  },
  'support.descMax': {
    pt: 'A mensagem pode ter no máximo 1000 caracteres.',
    en: 'The message can have at most 1000 characters.',
    es: 'El mensaje puede tener como máximo 1000 caracteres.',
  },
  'support.remaining': {
    pt: '{count} caracteres restantes',
    en: '{count} characters left',
    es: '{count} caracteres restantes',
  },
  'support.fillErrors': {
    pt: 'Existem erros de preenchimento.',
    en: 'There are errors in the form.',
    es: 'Existen errores de llenado.',
  },
  'support.confirmSend': {
    pt: 'Você deseja enviar?',
    en: 'Do you want to send it?',
    es: '¿Desea enviarlo?',
  },
  'support.confirmLeave': {
    pt: 'Você deseja sair?',
    en: 'Do you want to leave?',
    es: '¿Desea salir?',
  },
  'support.sent': {
    pt: 'Sua solicitação foi enviada',
    en: 'Your request has been sent',
    es: 'Su solicitud fue enviada',
  },
  'support.protectedRow': {
    pt: 'Esta solicitação não pode ser apagada.',
    en: 'This request cannot be deleted.',
    es: 'Esta solicitud no se puede borrar.',
  },
  'support.subject.acesso': {
    pt: 'Login e acesso',
    en: 'Sign-in and access',
    es: 'Inicio de sesión y acceso',
  },
  'support.subject.trilhas': {
    pt: 'Trilhas e capítulos',
    en: 'Trails and chapters',
    es: 'Rutas y capítulos',
  },
  'support.subject.aulas': {
    pt: 'Aulas e conteúdos',
    en: 'Lessons and contents',
    es: 'Clases y contenidos',
  },
  'support.subject.atividades': {
    pt: 'Atividades e notas',
    en: 'Activities and grades',
    es: 'Actividades y notas',
  },
  'support.subject.calendario': {
    pt: 'Calendário',
    en: 'Calendar',
    es: 'Calendario',
  },
  'support.subject.forum': {
    pt: 'Fórum',
    en: 'Forum',
    es: 'Foro',
  },
  'support.subject.chat': {
    pt: 'Chat',
    en: 'Chat',
    es: 'Chat',
  },
  'support.subject.relatorios': {
    pt: 'Relatórios',
    en: 'Reports',
    es: 'Informes',
  },
  'support.subject.cadastros': {
    pt: 'Escolas, unidades, turmas e usuários',
    en: 'Schools, units, classes and users',
    es: 'Escuelas, unidades, grupos y usuarios',
  },
  'support.subject.configuracao': {
    pt: 'Configurações do perfil',
    en: 'Profile settings',
    es: 'Configuración del perfil',
  },
  'support.subject.outro': {
    pt: 'Outro assunto',
    en: 'Something else',
    es: 'Otro asunto',
  },
} as const satisfies Record<string, Texts>;

export type MessageCode = keyof typeof MESSAGES;

export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(MESSAGES, value);
}

/** The text of a code in a language, with {name} placeholders filled. */
export function translate(
  code: MessageCode,
  language: Language = 'pt',
  params?: Record<string, string | number>,
): string {
  const text: string = MESSAGES[code][language];
  return params ? text.replace(/\{(\w+)\}/g, (m, k: string) => String(params[k] ?? m)) : text;
}

/** Picks pt, en or es from an Accept-Language header (or an `idioma` value); pt by default. */
export function pickLanguage(header: string | null | undefined): Language {
  if (!header) return 'pt';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranked) if ((LANGUAGES as readonly string[]).includes(r.lang)) return r.lang as Language;
  return 'pt';
}
