import { createTexts, type SameKeys } from '../../shared/texts';

/** The texts of /forum (`forum.` in i18next); the rules' messages are the catalogue's (`forum.*`). */
const pt = {
  rooms: 'Salas do fórum',
  topics: 'Tópicos',
  backToRooms: 'Voltar às salas',
  backToTopics: 'Voltar aos tópicos',
  newTopic: 'Novo tópico',
  topicTitle: 'Título',
  topicMessage: 'Mensagem',
  counter: '{{count}}/{{max}} caracteres',
  publish: 'Publicar',
  closed: 'Fechado',
  replies: 'Respostas: {{count}}',
  noTopics: 'Nenhum tópico nesta sala ainda.',
  deleteTopic: 'Apagar tópico {{name}}',
  deleteShort: 'Apagar',
  answers: 'Respostas',
  noAnswers: 'Nenhuma resposta ainda.',
  deleteReply: 'Apagar resposta de {{name}}',
  yourReply: 'Sua resposta',
  closeTopic: 'Fechar tópico',
  closeConfirm: 'Deseja fechar este tópico? Ninguém mais poderá responder.',
  topicClosedNotice: 'Tópico fechado.',
};

const en: SameKeys<typeof pt> = {
  rooms: 'Forum rooms',
  topics: 'Topics',
  backToRooms: 'Back to the rooms',
  backToTopics: 'Back to the topics',
  newTopic: 'New topic',
  topicTitle: 'Title',
  topicMessage: 'Message',
  counter: '{{count}}/{{max}} characters',
  publish: 'Publish',
  closed: 'Closed',
  replies: 'Replies: {{count}}',
  noTopics: 'No topics in this room yet.',
  deleteTopic: 'Delete topic {{name}}',
  deleteShort: 'Delete',
  answers: 'Replies',
  noAnswers: 'No replies yet.',
  deleteReply: 'Delete the reply by {{name}}',
  yourReply: 'Your reply',
  closeTopic: 'Close topic',
  closeConfirm: 'Do you want to close this topic? Nobody will be able to reply any more.',
  topicClosedNotice: 'Topic closed.',
};

const es: SameKeys<typeof pt> = {
  rooms: 'Salas del foro',
  topics: 'Temas',
  backToRooms: 'Volver a las salas',
  backToTopics: 'Volver a los temas',
  newTopic: 'Nuevo tema',
  topicTitle: 'Título',
  topicMessage: 'Mensaje',
  counter: '{{count}}/{{max}} caracteres',
  publish: 'Publicar',
  closed: 'Cerrado',
  replies: 'Respuestas: {{count}}',
  noTopics: 'Aún no hay temas en esta sala.',
  deleteTopic: 'Borrar tema {{name}}',
  deleteShort: 'Borrar',
  answers: 'Respuestas',
  noAnswers: 'Aún no hay respuestas.',
  deleteReply: 'Borrar la respuesta de {{name}}',
  yourReply: 'Su respuesta',
  closeTopic: 'Cerrar tema',
  closeConfirm: '¿Desea cerrar este tema? Nadie más podrá responder.',
  topicClosedNotice: 'Tema cerrado.',
};

export const useForumTexts = createTexts('forum', { pt, en, es });

/** One of these texts as an element that follows the language switch (a notice's title or message). */
export const ForumText = useForumTexts.Text;
