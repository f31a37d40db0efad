import { createTexts, type SameKeys, type TextKey } from '../../shared/texts';

/**
 * The interface texts of "Fale conosco" (/faleConosco) and the support desk (/assistencia).
 * The form's messages (validation, confirmations, "Sua solicitação foi enviada") and the
 * subjects' labels come from the kernel catalogue (`support.*`), shared with the server.
 */
const pt = {
  intro: 'Descreva o problema: a equipe de suporte responderá pelo e-mail informado.',
  formLabel: 'Fale conosco',
  name: 'Nome',
  email: 'E-mail',
  subject: 'Assunto',
  message: 'Mensagem',
  select: 'Selecione…',
  cancel: 'Cancelar',
  send: 'Enviar',
  deskCaption: 'Solicitações de suporte',
  id: 'ID',
  page: 'Pagina',
  desc: 'Descrição',
  contact: 'Contato',
  actions: 'Ações',
  delete: 'Apagar a solicitação {{id}}',
  confirmDelete: 'Deseja realmente apagar esta solicitação?',
  deleted: 'Solicitação apagada.',
  deleteFailed: 'Erro ao apagar a solicitação',
  empty: 'Nenhuma solicitação de suporte.',
  arrived: 'Nova solicitação de {{name}}.',
  search: 'Pesquisar',
};

type SupportTexts = SameKeys<typeof pt>;

const en: SupportTexts = {
  intro: 'Describe the problem: the support team will answer at the e-mail you give.',
  formLabel: 'Contact us',
  name: 'Name',
  email: 'E-mail',
  subject: 'Subject',
  message: 'Message',
  select: 'Select…',
  cancel: 'Cancel',
  send: 'Send',
  deskCaption: 'Support requests',
  id: 'ID',
  page: 'Page',
  desc: 'Description',
  contact: 'Contact',
  actions: 'Actions',
  delete: 'Delete request {{id}}',
  confirmDelete: 'Do you really want to delete this request?',
  deleted: 'Request deleted.',
  deleteFailed: 'Error deleting the request',
  empty: 'No support requests.',
  arrived: 'New request from {{name}}.',
  search: 'Search',
};

const es: SupportTexts = {
  intro: 'Describa el problema: el equipo de soporte responderá al e-mail informado.',
  formLabel: 'Contáctenos',
  name: 'Nombre',
  email: 'E-mail',
  subject: 'Asunto',
  message: 'Mensaje',
  select: 'Seleccione…',
  cancel: 'Cancelar',
  send: 'Enviar',
  deskCaption: 'Solicitudes de soporte',
  id: 'ID',
  page: 'Página',
  desc: 'Descripción',
  contact: 'Contacto',
  actions: 'Acciones',
  delete: 'Borrar la solicitud {{id}}',
  confirmDelete: '¿Desea realmente borrar esta solicitud?',
  deleted: 'Solicitud borrada.',
  deleteFailed: 'Error al borrar la solicitud',
  empty: 'Ninguna solicitud de soporte.',
  arrived: 'Nueva solicitud de {{name}}.',
  search: 'Buscar',
};

/** `t` for the support texts (`supportScreens.<key>`), typed by their keys. */
export const useSupportTexts = createTexts('supportScreens', { pt, en, es });

/** One of these texts as an element that follows the language switch (a notice's title or message). */
export const SupportText = useSupportTexts.Text;

export type SupportTextKey = TextKey<typeof pt>;
