import { type ReactNode, useState } from 'react';
import { ActionIcon, Box, Button, FileButton, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconUpload, IconX } from '@tabler/icons-react';
import type { MessageCode } from '@school/modules/kernel/contracts';
import { type GameImage, hasBadFormat, IMAGE_TYPES } from '@school/modules/content/contracts';
import { Message } from '../../../i18n/messages';
import { AuthImage, BlobImage } from '../../../shared/image';
import { useGameTexts } from './texts';

/** A picked file through an object URL (revoked when it goes), an uploaded one through the API. */
export function GameImagePreview({ image, alt }: { image: GameImage; alt: string }) {
  const size = { w: 80, h: 80, fit: 'cover' as const, radius: 'md' };
  if (typeof image === 'string') return <AuthImage src={image} alt={alt} {...size} />;
  return <BlobImage blob={image} alt={alt} {...size} />;
}

export interface GameImageListProps {
  label: ReactNode;
  value: GameImage[];
  onChange(images: GameImage[]): void;
  /** How many the list holds; files picked beyond it are left out with `limitMessage`. */
  max: number;
  limitMessage: MessageCode;
  /** The formats the game takes (by MIME type); others are kept, marked, and refused by the schema. */
  accept?: readonly string[];
  error?: ReactNode;
  description?: ReactNode;
}

/** The images of a game: picked (several at once when the game takes several), previewed, removable. */
export function GameImageList({ accept = IMAGE_TYPES, ...props }: GameImageListProps) {
  const tx = useGameTexts();
  const [overLimit, setOverLimit] = useState(false);
  const full = props.value.length >= props.max;

  const pick = (picked: File[] | File | null) => {
    const files = picked === null ? [] : Array.isArray(picked) ? picked : [picked];
    const room = props.max - props.value.length;
    setOverLimit(files.length > room);
    if (files.length > 0 && room > 0) props.onChange([...props.value, ...files.slice(0, room)]);
  };
  const remove = (index: number) => {
    setOverLimit(false);
    props.onChange(props.value.filter((_, i) => i !== index));
  };

  return (
    <Fieldset legend={props.label} variant="unstyled">
      <Stack gap="xs">
        {props.description && <Text size="sm">{props.description}</Text>}
        <Group gap="sm">
          {props.value.map((image, i) => {
            const bad = hasBadFormat(image, accept);
            const name = tx('imageN', { n: i + 1 });
            return (
              <Box key={typeof image === 'string' ? image : `${i}-${image.name}`} pos="relative">
                <GameImagePreview image={image} alt={name} />
                {bad && (
                  <Text size="xs" c="red.8">
                    {tx('invalidImage')}
                  </Text>
                )}
                <ActionIcon
                  pos="absolute"
                  top={2}
                  right={2}
                  size="sm"
                  color="red"
                  aria-label={tx('removeImage', { n: i + 1 })}
                  onClick={() => remove(i)}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Box>
            );
          })}
        </Group>
        <Group gap="sm">
          <FileButton onChange={pick} accept={accept.join(',')} multiple={props.max > 1}>
            {(fileProps) => (
              <Button
                {...fileProps}
                variant="light"
                disabled={full}
                leftSection={<IconUpload size={16} aria-hidden />}
              >
                {props.max > 1 ? tx('chooseImages') : tx('chooseImage')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {tx('count', { count: props.value.length, max: props.max })}
          </Text>
        </Group>
        {(overLimit || props.error) && (
          <Text size="sm" c="red.8" role="alert">
            {overLimit ? <Message code={props.limitMessage} /> : props.error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

/** A game's one image (a question's, an answer's): a list of at most one, null when empty. */
export function GameSingleImage({
  value,
  onChange,
  ...props
}: Omit<GameImageListProps, 'value' | 'onChange' | 'max' | 'limitMessage'> & {
  value: GameImage | null;
  onChange(image: GameImage | null): void;
}) {
  return (
    <GameImageList
      {...props}
      value={value === null ? [] : [value]}
      onChange={(images) => onChange(images[0] ?? null)}
      max={1}
      limitMessage="game.puzzleOne"
    />
  );
}
