import {
  Anchor,
  Box,
  Container,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRouteTitle } from '../../shared/routing';
import { useSession } from '../../shared/session';
import { LanguageSelect, Logo } from '../../shared/ui';
import { usePrivacyTexts, type PrivacyTextKey } from './texts';

/** A part of the page: its heading, then paragraphs, a list, more paragraphs and its own parts. */
interface Part {
  /** The heading's id, which the section is named by (and a link may point to). */
  id: string;
  title: PrivacyTextKey;
  before?: readonly PrivacyTextKey[];
  list?: readonly PrivacyTextKey[];
  after?: readonly PrivacyTextKey[];
  parts?: readonly Part[];
}

/** The page in reading order: what, why, how long, who sees it, the games, how to ask. */
const PARTS: readonly Part[] = [
  {
    id: 'o-que-guardamos',
    title: 'collect.title',
    before: ['collect.intro'],
    list: [
      'collect.name',
      'collect.login',
      'collect.photo',
      'collect.answers',
      'collect.messages',
      'collect.signIns',
    ],
  },
  { id: 'para-que', title: 'why.title', list: ['why.signIn', 'why.teachers', 'why.safe'] },
  { id: 'por-quanto-tempo', title: 'keep.title', before: ['keep.record', 'keep.signIns', 'keep.erase'] },
  {
    id: 'quem-pode-ver',
    title: 'see.title',
    before: ['see.intro'],
    list: ['see.you', 'see.teachers', 'see.staff'],
    after: ['see.nobodyElse', 'see.noAds'],
  },
  { id: 'jogos', title: 'games.title', before: ['games.text'] },
  {
    id: 'como-pedir',
    title: 'ask.title',
    before: ['ask.intro'],
    parts: [
      { id: 'copia', title: 'ask.copyTitle', list: ['ask.copySelf', 'ask.copyGuardian'] },
      { id: 'apagar', title: 'ask.eraseTitle', list: ['ask.eraseWho', 'ask.eraseWhen', 'ask.eraseKept'] },
    ],
  },
];

/** The law behind the page, for parents and staff: the one place that cites articles. */
const FOR_ADULTS: Part = {
  id: 'para-os-adultos',
  title: 'adults.title',
  before: ['adults.intro'],
  list: ['adults.children', 'adults.rights', 'adults.deadline', 'adults.records', 'adults.accessLogs'],
};

function Section({ part, level, size }: { part: Part; level: TitleOrder; size: 'md' | 'sm' }) {
  const t = usePrivacyTexts();
  const paragraphs = (keys: readonly PrivacyTextKey[] = []) =>
    keys.map((key) => (
      <Text key={key} size={size}>
        {t(key)}
      </Text>
    ));
  return (
    <Stack component="section" aria-labelledby={part.id} gap="xs">
      <Title id={part.id} order={level} size={level === 2 ? 'h3' : 'h4'}>
        {t(part.title)}
      </Title>
      {paragraphs(part.before)}
      {part.list && (
        <List size={size} spacing={4}>
          {part.list.map((key) => (
            <List.Item key={key}>{t(key)}</List.Item>
          ))}
        </List>
      )}
      {paragraphs(part.after)}
      {part.parts?.map((inner) => (
        <Section key={inner.id} part={inner} level={(level + 1) as TitleOrder} size={size} />
      ))}
    </Stack>
  );
}

/**
 * /privacidade, for everyone, signed in or not: what the platform keeps about a person, why, for
 * how long, who sees it and how to ask for a copy or an erasure, in words a child follows
 * (issue 32, item 7).
 */
export function PrivacyPage() {
  const t = usePrivacyTexts();
  const { t: app } = useTranslation();
  useRouteTitle();
  const session = useSession();
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group component="header" justify="space-between" p="sm" wrap="nowrap">
        <Anchor component={Link} to={session ? '/home' : '/login'} size="sm">
          {session ? t('backToHome') : t('backToLogin')}
        </Anchor>
        <LanguageSelect />
      </Group>
      <Container component="main" size="sm" px="md" pb="xl">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Group gap="sm" wrap="nowrap">
              <Logo size={48} />
              <Title order={1} size="h2">
                {app('routes.privacy')}
              </Title>
            </Group>
            <Text size="lg">{t('intro')}</Text>
            {PARTS.map((part) => (
              <Section key={part.id} part={part} level={2} size="md" />
            ))}
            <Paper bg="gray.0" p="md" radius="md">
              <Section part={FOR_ADULTS} level={2} size="sm" />
            </Paper>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
