import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import type { Content, GameImage, GameQuestions, VideoProvider } from '@school/modules/content/contracts';
import { Message } from '../../../i18n/messages';
import { newIdempotencyKey } from '../../../shared/api';
import { confirm } from '../../../shared/confirm';
import { FormFooter, useOnChange } from '../../../shared/form';
import { AuthImage } from '../../../shared/image';
import { notify, notifyError } from '../../../shared/notify';
import {
  createImageContent,
  loadDetail,
  loadGame,
  type LoadedGame,
  renameImageContent,
  saveDetail,
  saveGame,
  uploadGameImages,
  useContentTypes,
} from './api';
import { ContentForm, type ContentValues, EMPTY_VALUES } from './ContentForm';
import { GameEditor, GameView } from './GameContent';
import { useEditorTexts } from './texts';

/** A new content of a lesson, or an existing one opened in view mode. */
export type ContentDialogState =
  { mode: 'new'; codTrlAula: number } | { mode: 'view'; content: Content } | null;

/** Editing is offered for types 1 to 5, games included (an assembly is view only). */
const EDITABLE = new Set([1, 2, 3, 4, 5]);
const GAME = 3;

type Detail = Partial<Omit<ContentValues, 'codTrlMontagem' | 'file'>> & {
  codTrlMontagem?: number;
  nomMontagem?: string;
  imgMontagem?: string;
  dscImagem?: string;
  player?: VideoProvider;
};
type DialogueEntry = { codTrlPersonagem: number; nomPersonagem: string; imgPersonagem: string };

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
function bodyOf(type: number, v: ContentValues): object {
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

export interface ContentDialogProps {
  state: ContentDialogState;
  /** Whether editing is offered (not for the Professor). */
  canEdit: boolean;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

/** New content (type first, then its form), or view mode that can switch to edit (types 1 to 5). */
export function ContentDialog({ state, canEdit, onClose, onSaved }: ContentDialogProps) {
  const { t } = useTranslation();
  const te = useEditorTexts();
  const types = useContentTypes();
  const content = state?.mode === 'view' ? state.content : null;
  const [type, setType] = useState<number | null>(content?.codTrlTipoConteudo ?? null);
  const [typeError, setTypeError] = useState(false);
  const [editing, setEditing] = useState(false);
  const [detail, setDetail] = useState<{
    values: ContentValues;
    dscImagem?: string;
    player?: VideoProvider;
    pictures: { src: string; alt: string }[];
  } | null>(null);
  const [game, setGame] = useState<LoadedGame | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  // Another dialog (new, or another content) starts afresh, then loads what it shows.
  useOnChange([state, content], () => {
    setType(content?.codTrlTipoConteudo ?? null);
    setTypeError(false);
    setEditing(false);
    setDetail(null);
    setGame(null);
    setProgress(null);
  });
  useEffect(() => {
    if (content?.codTrlTipoConteudo === GAME)
      loadGame(content.codTrlConteudo)
        .then(setGame)
        .catch((error: unknown) => void notifyError(error));
    else if (content)
      loadDetail<Detail>(content.codTrlTipoConteudo, content.codTrlConteudo)
        .then((d) =>
          setDetail({
            values: valuesOf(content.codTrlTipoConteudo, d),
            dscImagem: (d as Detail).dscImagem,
            player: (d as Detail).player,
            pictures: picturesOf(content.codTrlTipoConteudo, d),
          }),
        )
        .catch((error: unknown) => void notifyError(error));
  }, [state, content]);

  const cancel = async () => {
    if (state?.mode === 'view' && !editing) return onClose();
    if (await confirm(te('cancelConfirm'))) onClose();
  };

  const target = () =>
    state?.mode === 'new'
      ? { codTrlAula: state.codTrlAula }
      : { codTrlConteudo: (state as { content: Content }).content.codTrlConteudo };

  /** Runs a save, then the success notice, the reload and the close; an error keeps the dialog open. */
  const saving = async (write: () => Promise<unknown>) => {
    try {
      await write();
      void notify('success', te('contentSaved'));
      await onSaved();
      onClose();
    } catch (error) {
      setProgress(null);
      void notifyError(error);
    }
  };

  const save = async (values: ContentValues) => {
    if (!state || type === null) return;
    const to = target();
    await saving(() =>
      type !== 2
        ? saveDetail(type, to, bodyOf(type, values), newIdempotencyKey())
        : values.file
          ? createImageContent(to, values.dscTitulo, values.file, setProgress)
          : // An edit without a new file keeps the image and changes the title.
            renameImageContent(
              (to as { codTrlConteudo: number }).codTrlConteudo,
              values.dscTitulo,
              newIdempotencyKey(),
            ),
    );
  };

  /** A game: its picked images uploaded first (with their progress), then the whole set in one call. */
  const saveGameContent = (questions: GameQuestions<GameImage>) => {
    if (!state) return;
    const key = newIdempotencyKey();
    void saving(async () => {
      setProgress(0);
      const perguntas = await uploadGameImages(questions.perguntas, setProgress);
      await saveGame(target(), { codTrlJogo: questions.codTrlJogo, perguntas }, key);
    });
  };

  const heading =
    state?.mode === 'new' ? te('contentNew') : editing ? te('contentEditHeading') : te('contentView');
  const choices = (types.data ?? []).map((type) => ({
    value: String(type.codTrlTipoConteudo),
    label: type.nomTipo,
  }));
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app.close') }}
      opened={state !== null}
      onClose={() => void cancel()}
      title={heading}
      size="lg"
      centered
    >
      <Stack>
        {state?.mode === 'new' && (
          <Select
            label={te('contentType')}
            required
            data={choices}
            value={type === null ? null : String(type)}
            onChange={(v) => {
              setType(v ? Number(v) : null);
              setTypeError(false);
            }}
            error={typeError ? <Message code="content.typeRequired" /> : undefined}
          />
        )}
        {state?.mode === 'new' && type === null && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setTypeError(true);
            }}
          >
            <FormFooter onCancel={() => void cancel()} />
          </form>
        )}
        {content?.codTrlTipoConteudo === 2 && detail?.dscImagem && !editing && (
          <AuthImage src={detail.dscImagem} alt={content.dscTitulo ?? te('image')} maw={480} />
        )}
        {detail && detail.pictures.length > 0 && !editing && (
          <Group gap="sm">
            {detail.pictures.map((p) => (
              <AuthImage key={p.src} src={p.src} alt={p.alt} w={96} h={96} fit="contain" radius="md" />
            ))}
          </Group>
        )}
        {detail?.player && detail.player.kind !== 'link' && !editing && (
          <iframe
            src={detail.player.embedUrl}
            title={content?.dscTitulo || te('link')}
            width="100%"
            height="270"
            allow="fullscreen; picture-in-picture"
            style={{ border: 0 }}
          />
        )}
        {state?.mode === 'new' && type === GAME && (
          <GameEditor progress={progress} onCancel={() => void cancel()} onSave={saveGameContent} />
        )}
        {game && !editing && <GameView game={game} />}
        {game && editing && (
          <GameEditor
            initial={game}
            progress={progress}
            onCancel={() => void cancel()}
            onSave={saveGameContent}
          />
        )}
        {state?.mode === 'new' && type !== null && type !== GAME && (
          <ContentForm
            key={type}
            type={type}
            progress={progress}
            onCancel={() => void cancel()}
            onSave={save}
          />
        )}
        {content && detail && (
          <ContentForm
            key={`${content.codTrlConteudo}-${editing}`}
            type={content.codTrlTipoConteudo}
            initial={detail.values}
            imageKept={Boolean(detail.dscImagem)}
            readOnly={!editing}
            progress={progress}
            onCancel={() => void cancel()}
            onSave={save}
          />
        )}
        {content && !editing && canEdit && EDITABLE.has(content.codTrlTipoConteudo) && (
          <Group justify="flex-end">
            <Button onClick={() => setEditing(true)}>{te('edit')}</Button>
          </Group>
        )}
        {content?.codTrlTipoConteudo === 6 && canEdit && (
          <Alert color="gray">
            <Message code="content.notEditable" />
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
