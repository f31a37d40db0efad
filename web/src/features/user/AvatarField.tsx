import { useRef, useState } from 'react';
import { Button, FileButton, Fieldset, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import type { MessageCode } from '@school/modules/kernel/contracts';
import { Message } from '../../i18n/messages';
import { AuthImage, BlobImage, JPEG_PNG } from '../../shared/image';
import { useUserTexts } from './texts';

export interface AvatarFieldProps {
  /** The image chosen now (sent with the form as `imgAvatar`), or null. */
  file: File | null;
  onChange(file: File | null): void;
  /** The user's current avatar (a file id), shown until another is chosen. */
  current?: string | null;
  disabled?: boolean;
}

/**
 * The user form's avatar: one jpeg or png, chosen here and posted with the form itself
 * (multipart `imgAvatar`), so the user and its image are saved together.
 */
export function AvatarField({ file, onChange, current, disabled }: AvatarFieldProps) {
  const text = useUserTexts();
  const [error, setError] = useState<MessageCode | null>(null);
  const resetRef = useRef<() => void>(null);

  const pick = (chosen: File | null) => {
    resetRef.current?.();
    if (!chosen) return;
    if (!JPEG_PNG.includes(chosen.type)) {
      setError('avatar.format');
      return;
    }
    setError(null);
    onChange(chosen);
  };

  const size = 88;
  return (
    <Fieldset legend={text('avatar')} variant="unstyled" disabled={disabled}>
      <Stack gap="xs">
        <Group gap="md" align="center">
          {file ? (
            <BlobImage blob={file} alt={text('avatarPreview')} w={size} h={size} fit="cover" radius="md" />
          ) : current ? (
            <AuthImage
              src={`/api/files/${current}`}
              alt={text('avatar')}
              w={size}
              h={size}
              fit="cover"
              radius="md"
            />
          ) : (
            <ThemeIcon size={size} variant="light" radius="md" aria-hidden>
              <IconPhoto size={36} />
            </ThemeIcon>
          )}
          <Group gap="xs">
            <FileButton onChange={pick} accept={JPEG_PNG.join(',')} resetRef={resetRef} disabled={disabled}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  disabled={disabled}
                  leftSection={<IconUpload size={16} aria-hidden />}
                >
                  {file || current ? text('avatarReplace') : text('avatarChoose')}
                </Button>
              )}
            </FileButton>
            {file && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => onChange(null)}
                disabled={disabled}
              >
                {text('avatarRemove')}
              </Button>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {file ? file.name : text('avatarHint')}
        </Text>
        {error && (
          <Text size="sm" c="red.8" role="alert">
            <Message code={error} />
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
