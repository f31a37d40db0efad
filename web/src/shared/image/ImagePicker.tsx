import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button, FileButton, Fieldset, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isMessageCode, type MessageCode } from '@school/modules/kernel/contracts';
import { Message } from '../../i18n/messages';
import { ApiError } from '../api';
import { AuthImage } from './AuthImage';
import {
  FILE_UPLOAD,
  uploadImage,
  type UploadedImage,
  type UploadProgress,
  type UploadTarget,
} from './uploadImage';

/** The spec's avatar formats. */
export const JPEG_PNG = ['image/jpeg', 'image/png'];

export interface ImagePickerProps {
  label: ReactNode;
  /** The scaled image's URL (/api/files/<id>), or null. */
  value: string | null;
  onChange(url: string | null, image?: UploadedImage): void;
  /** Accepted types (checked again by the server, by content). */
  accept?: string[];
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  /** The message for a file of another type; the generic upload's by default. */
  formatError?: MessageCode;
  /** True while an upload runs, so a form can hold its save. */
  onBusyChange?(busy: boolean): void;
  target?: UploadTarget;
  /** Whether the image can be removed ("Remover imagem"); true by default. */
  removable?: boolean;
}

type State = { kind: 'idle' } | ({ kind: 'busy' } & UploadProgress) | { kind: 'failed'; code: string };

function failureCode(error: unknown): string {
  if (!(error instanceof ApiError) || error.isNetwork) return 'generic.server';
  return isMessageCode(error.code) ? error.code : error.message;
}

/** Chooses one image, uploads it through the scaling job with its progress, and shows the result. */
export function ImagePicker({
  accept = JPEG_PNG,
  target = FILE_UPLOAD,
  formatError = 'file.unsupported',
  removable = true,
  ...props
}: ImagePickerProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const resetRef = useRef<() => void>(null);

  const pick = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (!accept.includes(file.type)) {
      setState({ kind: 'failed', code: formatError });
      return;
    }
    props.onBusyChange?.(true);
    setState({ kind: 'busy', phase: 'uploading', percent: 0 });
    try {
      const image = await uploadImage(file, (p) => setState({ kind: 'busy', ...p }), undefined, target);
      setState({ kind: 'idle' });
      props.onChange(image.url, image);
    } catch (error) {
      setState({ kind: 'failed', code: failureCode(error) });
    } finally {
      props.onBusyChange?.(false);
    }
  };

  const busy = state.kind === 'busy';
  // Files dropped on the picker: one image, as the button picks ("Permitido somente 1 imagem.").
  const dropTarget = {
    onDragOver: (event: DragEvent) => {
      if (!busy && !props.disabled) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (busy || props.disabled) return;
      const files = event.dataTransfer.files;
      if (files.length > 1) setState({ kind: 'failed', code: 'file.onlyOne' });
      else if (files[0]) void pick(files[0]);
    },
  };
  return (
    <Fieldset legend={props.label} variant="unstyled" disabled={props.disabled} {...dropTarget}>
      <Stack gap="xs">
        {props.description && <Text size="sm">{props.description}</Text>}
        <Group gap="md" align="center">
          {props.value ? (
            <AuthImage src={props.value} alt={t('image.preview')} w={96} h={96} fit="cover" radius="md" />
          ) : (
            <ThemeIcon size={96} variant="light" radius="md" aria-hidden>
              <IconPhoto size={40} />
            </ThemeIcon>
          )}
          <Group gap="xs">
            <FileButton
              onChange={pick}
              accept={accept.join(',')}
              resetRef={resetRef}
              disabled={busy || props.disabled}
            >
              {(fileProps) => (
                <Button
                  {...fileProps}
                  disabled={busy || props.disabled}
                  variant="light"
                  leftSection={<IconUpload size={16} aria-hidden />}
                >
                  {props.value ? t('image.replace') : t('image.choose')}
                </Button>
              )}
            </FileButton>
            {removable && props.value && !busy && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => props.onChange(null)}
                disabled={props.disabled}
              >
                {t('image.remove')}
              </Button>
            )}
          </Group>
        </Group>
        {busy && (
          <Stack gap={4}>
            <Progress value={state.percent} aria-label={t('image.progress')} animated />
            <Text size="sm" aria-live="polite">
              {t(state.phase === 'uploading' ? 'image.uploading' : 'image.processing')} {state.percent}%
            </Text>
          </Stack>
        )}
        {state.kind === 'failed' && (
          <Text size="sm" c="red.8" role="alert">
            <Message code={state.code} />
          </Text>
        )}
        {props.error && (
          <Text size="sm" c="red.8" role="alert">
            {props.error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
