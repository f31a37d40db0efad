import { useEffect, useState } from 'react';
import type { Content, VideoProvider } from '@school/modules/content/contracts';
import { notifyError } from '../../../shared/notify';
import { useOnChange } from '../../../shared/form';
import { loadDetail, loadGame, type LoadedGame } from './api';
import { type ContentValues, EMPTY_VALUES } from './ContentForm';

/** A game content; the others load their detail by type. */
export const GAME = 3;

type Detail = Partial<Omit<ContentValues, 'codTrlMontagem' | 'file'>> & {
  codTrlMontagem?: number;
  nomMontagem?: string;
  imgMontagem?: string;
  dscImagem?: string;
  player?: VideoProvider;
};
type DialogueEntry = { codTrlPersonagem: number; nomPersonagem: string; imgPersonagem: string };

/** A loaded detail as the dialog shows it: the form's values and what view mode shows beside them. */
export interface LoadedDetail {
  values: ContentValues;
  dscImagem?: string;
  player?: VideoProvider;
  pictures: { src: string; alt: string }[];
}

/** The catalogue pictures a loaded detail shows in view mode: its characters', or its assembly's. */
function picturesOf(type: number, detail: unknown): { src: string; alt: string }[] {
  if (type === 4) {
    const seen = new Map<number, { src: string; alt: string }>();
    for (const e of detail as DialogueEntry[])
      if (e.imgPersonagem) seen.set(e.codTrlPersonagem, { src: e.imgPersonagem, alt: e.nomPersonagem });
    return [...seen.values()];
  }
  const d = detail as Detail;
  return type === 6 && d.imgMontagem ? [{ src: d.imgMontagem, alt: d.nomMontagem ?? '' }] : [];
}

/** A loaded detail as form values. */
function valuesOf(type: number, detail: unknown): ContentValues {
  if (type === 4)
    return {
      ...EMPTY_VALUES,
      entradas: (detail as { codTrlPersonagem: number; dscTexto: string }[]).map((e) => ({
        codTrlPersonagem: String(e.codTrlPersonagem),
        dscTexto: e.dscTexto,
      })),
    };
  const d = detail as Detail;
  return {
    ...EMPTY_VALUES,
    dscTitulo: d.dscTitulo ?? '',
    dscTexto: d.dscTexto ?? '',
    dscDescricao: d.dscDescricao ?? '',
    dscLink: d.dscLink ?? '',
    codTrlMontagem: d.codTrlMontagem ? String(d.codTrlMontagem) : '',
  };
}

/** The JSON body of a detail from the form. */
export function bodyOf(type: number, v: ContentValues): object {
  switch (type) {
    case 1:
      return { dscTitulo: v.dscTitulo, dscTexto: v.dscTexto };
    case 4:
      return {
        entradas: v.entradas.map((e) => ({
          codTrlPersonagem: Number(e.codTrlPersonagem),
          dscTexto: e.dscTexto,
        })),
      };
    case 5:
      return { dscTitulo: v.dscTitulo, dscDescricao: v.dscDescricao, dscLink: v.dscLink };
    default:
      return { codTrlMontagem: Number(v.codTrlMontagem), dscTexto: v.dscTexto };
  }
}

/**
 * The detail of the content the dialog opened (a game, or any other type's detail), loaded
 * again each time the dialog opens; null until it arrives (and for a new content).
 */
export function useContentDetail(opened: unknown, content: Content | null) {
  const [detail, setDetail] = useState<LoadedDetail | null>(null);
  const [game, setGame] = useState<LoadedGame | null>(null);
  useOnChange([opened, content], () => {
    setDetail(null);
    setGame(null);
  });
  useEffect(() => {
    // What arrives for a dialog since closed or switched to another content is dropped.
    let current = true;
    if (content?.codTrlTipoConteudo === GAME)
      loadGame(content.codTrlConteudo)
        .then((loaded) => current && setGame(loaded))
        .catch((error: unknown) => void notifyError(error));
    else if (content)
      loadDetail<Detail>(content.codTrlTipoConteudo, content.codTrlConteudo)
        .then(
          (d) =>
            current &&
            setDetail({
              values: valuesOf(content.codTrlTipoConteudo, d),
              dscImagem: (d as Detail).dscImagem,
              player: (d as Detail).player,
              pictures: picturesOf(content.codTrlTipoConteudo, d),
            }),
        )
        .catch((error: unknown) => void notifyError(error));
    return () => {
      current = false;
    };
  }, [opened, content]);
  return { detail, game };
}
