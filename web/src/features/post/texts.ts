import { createTexts, ROW_ACTION_TEXTS, type SameKeys } from '../../shared/texts';

/** The texts of /aprendizado (`posts.`); the rules' messages are the catalogue's (`post.*`). */
const pt = {
  caption: 'Aprendizado',
  category: 'Categoria',
  creator: 'Criador',
  title: 'Título da notícia',
  createdAt: 'Data de criação',
  search: 'Pesquisar por categoria, nome, ano ou criador',
  add: 'Nova postagem',
  ...ROW_ACTION_TEXTS.pt,
  newTitle: 'Nova postagem',
  editTitle: 'Editar postagem',
  creatorId: 'Código do criador',
  creatorName: 'Nome do criador',
  body: 'Texto da notícia',
  back: 'Voltar',
  empty: 'Nenhuma postagem ainda.',
};

const en: SameKeys<typeof pt> = {
  caption: 'Learning',
  category: 'Category',
  creator: 'Creator',
  title: 'News title',
  createdAt: 'Created on',
  search: 'Search by category, name, year or creator',
  add: 'New post',
  ...ROW_ACTION_TEXTS.en,
  newTitle: 'New post',
  editTitle: 'Edit post',
  creatorId: 'Creator id',
  creatorName: 'Creator name',
  body: 'News text',
  back: 'Back',
  empty: 'No posts yet.',
};

const es: SameKeys<typeof pt> = {
  caption: 'Aprendizaje',
  category: 'Categoría',
  creator: 'Creador',
  title: 'Título de la noticia',
  createdAt: 'Fecha de creación',
  search: 'Buscar por categoría, nombre, año o creador',
  add: 'Nueva publicación',
  ...ROW_ACTION_TEXTS.es,
  newTitle: 'Nueva publicación',
  editTitle: 'Editar publicación',
  creatorId: 'Código del creador',
  creatorName: 'Nombre del creador',
  body: 'Texto de la noticia',
  back: 'Volver',
  empty: 'Aún no hay publicaciones.',
};

export const usePostTexts = createTexts('posts', { pt, en, es });
