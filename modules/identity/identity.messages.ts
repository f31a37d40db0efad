/**
 * The messages of the identity context (sign-in, sessions, profile settings, users and their bulk import), by code, in pt (the spec's text, verbatim),
 * en and es. It imports nothing, so the kernel can compose it into the one catalogue
 * (`MESSAGES`, `translate`) without a package cycle.
 */
export const IDENTITY_MESSAGES = {
  // limits on abuse (decision 0014) and sign-out
  'password.tooManyAttempts': {
    status: 429,
    pt: 'Muitas tentativas com a senha atual incorreta. Tente novamente em {minutes} minutos.',
    en: 'Too many attempts with a wrong current password. Try again in {minutes} minutes.',
    es: 'Demasiados intentos con la contraseña actual incorrecta. Intente de nuevo en {minutes} minutos.',
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
    status: 400,
    pt: 'A senha deve ter no mínimo 5 caracteres.',
    en: 'The password must have at least 5 characters.',
    es: 'La contraseña debe tener al menos 5 caracteres.',
  },
  'login.invalidCredentials': {
    status: 401,
    pt: 'Usuário ou senha inválidos',
    en: 'Invalid user or password',
    es: 'Usuario o contraseña inválidos',
  },
  'login.noWebPermission': {
    status: 400,
    pt: 'Usuário sem permissão no portal web.',
    en: 'User without permission on the web portal.',
    es: 'Usuario sin permiso en el portal web.',
  },
  'login.deactivated': {
    status: 410,
    pt: 'Usuário desativado.',
    en: 'User deactivated.',
    es: 'Usuario desactivado.',
  },
  'login.locked': {
    status: 429,
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
    status: 404,
    pt: 'Nenhum acesso encontrado para este usuário.',
    en: 'No access found for this user.',
    es: 'No se encontró ningún acceso para este usuario.',
  },
  // profile settings (/configuracao)
  'password.currentRequired': {
    status: 400,
    pt: 'Informe a senha atual.',
    en: 'Enter your current password.',
    es: 'Ingrese su contraseña actual.',
  },
  'password.newRequired': {
    status: 400,
    pt: 'Informe a nova senha.',
    en: 'Enter the new password.',
    es: 'Ingrese la nueva contraseña.',
  },
  'password.currentWrong': {
    status: 400,
    pt: 'Senha atual incorreta.',
    en: 'The current password is incorrect.',
    es: 'La contraseña actual es incorrecta.',
  },
  'password.sameAsCurrent': {
    status: 400,
    pt: 'A nova senha deve ser diferente da senha atual.',
    en: 'The new password must be different from the current password.',
    es: 'La nueva contraseña debe ser diferente de la contraseña actual.',
  },
  'password.confirmationMismatch': {
    status: 400,
    pt: 'A confirmação deve ser igual à nova senha.',
    en: 'The confirmation must be the same as the new password.',
    es: 'La confirmación debe ser igual a la nueva contraseña.',
  },
  'avatar.format': {
    status: 400,
    pt: 'A imagem deve ser jpeg ou png.',
    en: 'The image must be jpeg or png.',
    es: 'La imagen debe ser jpeg o png.',
  },
  'settings.saveFailed': {
    pt: 'Erro ao salvar!',
    en: 'Error saving!',
    es: '¡Error al guardar!',
  },
  // erasure of a user's personal data (issue 32): refused before anything is recorded
  'user.erasureProtected': {
    status: 409,
    pt: 'Os dados do usuário administrador não podem ser eliminados.',
    en: 'The administrator user’s data cannot be erased.',
    es: 'Los datos del usuario administrador no se pueden eliminar.',
  },
  'user.lastGestor': {
    status: 409,
    pt: 'Este é o último Gestor ativo da escola: cadastre outro Gestor antes de eliminar os dados deste.',
    en: 'This is the school’s last active Gestor: register another Gestor before erasing this one’s data.',
    es: 'Este es el último Gestor activo de la escuela: registre otro Gestor antes de eliminar los datos de este.',
  },
  'user.selfErasure': {
    status: 403,
    pt: 'Você não pode eliminar os seus próprios dados: peça a outro Gestor ou ao administrador.',
    en: 'You cannot erase your own data: ask another Gestor or the administrator.',
    es: 'No puede eliminar sus propios datos: pida a otro Gestor o al administrador.',
  },
  // users (the parts issue 2 needs)
  'user.protected': {
    status: 403,
    pt: 'O usuário administrador não pode ser apagado nem desativado.',
    en: 'The administrator user cannot be deleted or deactivated.',
    es: 'El usuario administrador no se puede borrar ni desactivar.',
  },
  'user.loginTaken': {
    status: 409,
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
    status: 404,
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
    status: 403,
    pt: 'O usuário administrador não pode ser alterado.',
    en: 'The administrator user cannot be changed.',
    es: 'El usuario administrador no se puede modificar.',
  },
  'user.self': {
    status: 403,
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
    status: 409,
    pt: 'Existem usuários cadastrados com o usuário',
    en: 'There are users registered by this user',
    es: 'Existen usuarios registrados con el usuario',
  },
  'user.prefixFormat': {
    status: 400,
    pt: 'O prefixo do login deve ter 4 letras.',
    en: 'The login prefix must have 4 letters.',
    es: 'El prefijo del login debe tener 4 letras.',
  },
  'user.sequenceExhausted': {
    status: 409,
    pt: 'Não há mais logins disponíveis para este prefixo.',
    en: 'There are no more logins available for this prefix.',
    es: 'No hay más logins disponibles para este prefijo.',
  },
  // bulk user creation (/usuario/massivo, POST /api/bse_usuario/criarUsuariosEmMassa/x)
  'bulk.loadPrompt': {
    pt: 'Carregue um registro .CSV formatado.',
    en: 'Load a formatted .CSV file.',
    es: 'Cargue un registro .CSV con formato.',
  },
  'bulk.classRequired': {
    status: 400,
    pt: 'Selecione uma turma antes de escolher o arquivo!',
    en: 'Select a class before choosing the file!',
    es: '¡Seleccione un grupo antes de elegir el archivo!',
  },
  'bulk.notCsv': {
    status: 400,
    pt: 'O arquivo não é um CSV. Salve a planilha como CSV e tente novamente.',
    en: 'The file is not a CSV. Save the spreadsheet as CSV and try again.',
    es: 'El archivo no es un CSV. Guarde la hoja de cálculo como CSV e intente de nuevo.',
  },
  'bulk.empty': {
    status: 400,
    pt: 'O arquivo não tem registros.',
    en: 'The file has no records.',
    es: 'El archivo no tiene registros.',
  },
  'bulk.missingColumn': {
    status: 400,
    pt: 'Falta a coluna {column} no arquivo.',
    en: 'The file lacks the column {column}.',
    es: 'Falta la columna {column} en el archivo.',
  },
  'bulk.duplicateColumn': {
    status: 400,
    pt: 'A coluna {column} aparece mais de uma vez no arquivo.',
    en: 'The column {column} appears more than once in the file.',
    es: 'La columna {column} aparece más de una vez en el archivo.',
  },
  'bulk.unclosedQuote': {
    status: 400,
    pt: 'O arquivo tem aspas abertas e não fechadas (linha {line}).',
    en: 'The file has a quote that is opened and never closed (line {line}).',
    es: 'El archivo tiene comillas abiertas y no cerradas (línea {line}).',
  },
  'bulk.tooManyRows': {
    status: 400,
    pt: 'O arquivo tem {rows} registros; o máximo é {max}.',
    en: 'The file has {rows} records; the maximum is {max}.',
    es: 'El archivo tiene {rows} registros; el máximo es {max}.',
  },
  'bulk.profileInvalid': {
    pt: 'Perfil inválido. Use um destes: {allowed}.',
    en: 'Invalid profile. Use one of these: {allowed}.',
    es: 'Perfil inválido. Use uno de estos: {allowed}.',
  },
  'bulk.profileNotAllowed': {
    pt: 'Você não pode cadastrar usuários com este perfil. Use um destes: {allowed}.',
    en: 'You cannot register users with this profile. Use one of these: {allowed}.',
    es: 'No puede registrar usuarios con este perfil. Use uno de estos: {allowed}.',
  },
  'bulk.templateNote': {
    pt: 'Perfis (coluna codBsePerfil, o código ou o nome): {allowed}. Login, escola e unidade em branco: login gerado, escola e unidade da turma. Linhas que começam com # são ignoradas.',
    en: 'Profiles (column codBsePerfil, the code or the name): {allowed}. Blank login, school and unit: a generated login, the class’s school and unit. Lines starting with # are ignored.',
    es: 'Perfiles (columna codBsePerfil, el código o el nombre): {allowed}. Login, escuela y unidad en blanco: login generado, escuela y unidad del grupo. Las líneas que empiezan con # se ignoran.',
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
    status: 409,
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
    status: 409,
    pt: 'Já existe uma importação em andamento: arquivo {file}, turma {turma}, {done} de {total} registros processados. Aguarde o término para enviar outro arquivo (importação {jobId}).',
    en: 'An import is already running: file {file}, class {turma}, {done} of {total} records processed. Wait for it to finish before sending another file (import {jobId}).',
    es: 'Ya hay una importación en curso: archivo {file}, grupo {turma}, {done} de {total} registros procesados. Espere a que termine para enviar otro archivo (importación {jobId}).',
  },
  'bulk.alreadyRunningList': {
    status: 409,
    pt: 'Já existe uma importação em andamento: lista de {total} registros, turma {turma}, {done} processados. Aguarde o término para enviar outro arquivo (importação {jobId}).',
    en: 'An import is already running: a list of {total} records, class {turma}, {done} processed. Wait for it to finish before sending another file (import {jobId}).',
    es: 'Ya hay una importación en curso: lista de {total} registros, grupo {turma}, {done} procesados. Espere a que termine para enviar otro archivo (importación {jobId}).',
  },
} as const;
