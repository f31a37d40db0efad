import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import type { Content, VideoProvider } from '@school/modules/content/contracts';
import { Message } from '../../../i18n/messages';
import { newIdempotencyKey } from '../../../shared/api';
import { confirm } from '../../../shared/confirm';
import { FormFooter } from '../../../shared/form';
import { AuthImage } from '../../../shared/image';
import { notify, notifyError } from '../../../shared/notify';
import { createImageContent, loadDetail, saveDetail, useContentTypes } from './api';
import { ContentForm, type ContentValues, EMPTY_VALUES } from './ContentForm';
import { useEditorTexts } from './texts';

/** A new content of a lesson, or an existing one opened in view mode. */
export type ContentDialogState =
  { mode: 'new'; codTrlAula: number } | { mode: 'view'; content: Content } | null;

const EDITABLE = new Set([1, 2, 4, 5]);

type Detail = Partial<Omit<ContentValues, 'codTrlMontagem' | 'file'>> & {
  codTrlMontagem?: number;
  dscImagem?: string;
  player?: VideoProvider;
};

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

/** New content (type first, then its form), or view mode that can switch to edit (types 1, 2, 4, 5). */
export function ContentDialog({ state, canEdit, onClose, onSaved }: ContentDialogProps) {
  const te = useEditorTexts();
  const types = useContentTypes();
  const [type, setType] = useState<number | null>(null);
  const [typeError, setTypeError] = useState(false);
  const [editing, setEditing] = useState(false);
  const [detail, setDetail] = useState<{
    values: ContentValues;
    dscImagem?: string;
    player?: VideoProvider;
  } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const content = state?.mode === 'view' ? state.content : null;

  useEffect(() => {
    setType(content?.codTrlTipoConteudo ?? null);
    setTypeError(false);
    setEditing(false);
    setDetail(null);
    setProgress(null);
    if (content)
      loadDetail<Detail>(content.codTrlTipoConteudo, content.codTrlConteudo)
        .then((d) =>
          setDetail({
            values: valuesOf(content.codTrlTipoConteudo, d),
            dscImagem: (d as Detail).dscImagem,
            player: (d as Detail).player,
          }),
        )
        .catch((error: unknown) => void notifyError(error));
  }, [state, content]);

  const cancel = async () => {
    if (state?.mode === 'view' && !editing) return onClose();
    if (await confirm(te('cancelConfirm'))) onClose();
  };

  const save = async (values: ContentValues) => {
    if (!state || type === null) return;
    const target =
      state.mode === 'new'
        ? { codTrlAula: state.codTrlAula }
        : { codTrlConteudo: state.content.codTrlConteudo };
    try {
      if (type === 2) await createImageContent(target, values.dscTitulo, values.file!, setProgress);
      else await saveDetail(type, target, bodyOf(type, values), newIdempotencyKey());
      void notify('success', te('contentSaved'));
      await onSaved();
      onClose();
    } catch (error) {
      setProgress(null);
      void notifyError(error);
    }
  };

  const heading =
    state?.mode === 'new' ? te('contentNew') : editing ? te('contentEditHeading') : te('contentView');
  const choices = (types.data ?? []).map((t) => ({
    value: String(t.codTrlTipoConteudo),
    label: t.codTrlTipoConteudo === 3 ? `${t.nomTipo} (${te('gamesElsewhere')})` : t.nomTipo,
    disabled: t.codTrlTipoConteudo === 3,
  }));
  return (
    <Modal opened={state !== null} onClose={() => void cancel()} title={heading} size="lg" centered>
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
        {state?.mode === 'new' && type !== null && (
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
