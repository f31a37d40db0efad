import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useParams } from 'react-router-dom';
import { useImageUrl } from '../../shared/image';
import { useForumTexts } from './texts';

export const ROOMS = '/forum/salas';
/** Typed text keeps its line breaks and long words wrap inside a 375px screen. */
export const PLAIN = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
export const COUNTER_BELOW = ['label', 'input', 'description', 'error'] as (
  'label' | 'input' | 'description' | 'error'
)[];

/** The route's `:id` as a number, or null. */
export function useIdParam(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The forum's date and time (DD/MM/YYYY HH:mm). */
export function forumDate(iso: string): string {
  return dayjs(iso).format('DD/MM/YYYY HH:mm');
}

/** Where an avatar is served: a URL as it is, a bare file id under /api/files. */
function avatarSrc(imgAvatar: string | null): string | null {
  if (!imgAvatar) return null;
  return /^(\/|https?:|blob:|data:)/.test(imgAvatar) ? imgAvatar : `/api/files/${imgAvatar}`;
}

const AVATAR = { size: 36, variant: 'filled', color: 'blue.9', alt: '', 'aria-hidden': true } as const;

/** A protected avatar (/api/files) is fetched with the token; the initials show until then. */
function AvatarImage({ src, name }: { src: string; name: string }) {
  const { url } = useImageUrl(src);
  return <Avatar {...AVATAR} src={url} name={name} />;
}

/** Who wrote a topic or a post and when: the avatar (the initials without one), the name, the date. */
export function ForumAuthor({ name, avatar, date }: { name: string; avatar: string | null; date: string }) {
  const src = avatarSrc(avatar);
  return (
    <Group gap="xs" wrap="nowrap">
      {src ? <AvatarImage src={src} name={name} /> : <Avatar {...AVATAR} name={name} />}
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Text size="xs" c="dimmed" component="time" dateTime={date}>
          {forumDate(date)}
        </Text>
      </Stack>
    </Group>
  );
}

/** The "Fechado" badge of a closed topic. */
export function ClosedBadge() {
  const tf = useForumTexts();
  return (
    <Badge variant="filled" color="gray.7">
      {tf('closed')}
    </Badge>
  );
}

/** The characters typed of the most a field takes, under the field. */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  const tf = useForumTexts();
  return (
    <Text span size="xs" c="dimmed">
      {tf('counter', { count: value.length, max })}
    </Text>
  );
}
