import { createTexts, type SameKeys } from '../texts';

/** The rich-text editor's control names (`richText.`), for screen readers and tooltips. */
const pt = {
  bold: 'Negrito',
  italic: 'Itálico',
  underline: 'Sublinhado',
  strike: 'Tachado',
  h2: 'Título',
  h3: 'Subtítulo',
  bulletList: 'Lista com marcadores',
  orderedList: 'Lista numerada',
  blockquote: 'Citação',
  link: 'Inserir link',
  unlink: 'Remover link',
  linkInput: 'Endereço do link',
  linkPlaceholder: 'https://exemplo.com.br',
  linkExternal: 'O link abre em uma nova aba',
  linkInternal: 'O link abre nesta aba',
  linkSave: 'Salvar',
};

const en: SameKeys<typeof pt> = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  h2: 'Heading',
  h3: 'Subheading',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  blockquote: 'Quote',
  link: 'Insert link',
  unlink: 'Remove link',
  linkInput: 'Link address',
  linkPlaceholder: 'https://example.com',
  linkExternal: 'The link opens in a new tab',
  linkInternal: 'The link opens in this tab',
  linkSave: 'Save',
};

const es: SameKeys<typeof pt> = {
  bold: 'Negrita',
  italic: 'Cursiva',
  underline: 'Subrayado',
  strike: 'Tachado',
  h2: 'Título',
  h3: 'Subtítulo',
  bulletList: 'Lista con viñetas',
  orderedList: 'Lista numerada',
  blockquote: 'Cita',
  link: 'Insertar enlace',
  unlink: 'Quitar enlace',
  linkInput: 'Dirección del enlace',
  linkPlaceholder: 'https://ejemplo.com',
  linkExternal: 'El enlace se abre en una pestaña nueva',
  linkInternal: 'El enlace se abre en esta pestaña',
  linkSave: 'Guardar',
};

/** `t` for the rich-text editor (`richText.<key>`). */
export const useRichTextTexts = createTexts('richText', { pt, en, es });
