import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import type { PlayerContent, PlayerTrail } from '@school/modules/teaching/contracts';
import { notifyError } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { LoadError } from '../../shared/ui';
import { checkPick, startRound, useMarkViewed, usePlayerTrail, useRecordAttempt } from './api';
import { ContentView } from './ContentView';
import { GameBest, withRound } from './GameBest';
import { GamePlayer, type GameRound } from './games/GamePlayer';
import { RatingDialog } from './RatingDialog';
import { usePlayerTexts } from './texts';

/** The frame's geometry (spec): at most 1279 px wide, 56 % of its width high. */
const MAX_WIDTH = 1279;
const HEIGHT_RATIO = 0.56;
/** How long "Aulas / conteúdos em construção..." shows before /home. */
const BUILDING_MS = 3000;

interface Step {
  codTrlCapitulo: number;
  chapter: string;
  lesson: string;
  content: PlayerContent;
}

/** Every content of the trail in order, with its chapter and lesson. */
function stepsOf(trail: PlayerTrail): Step[] {
  return trail.capitulos.flatMap((c) =>
    c.aulas.flatMap((l) =>
      l.conteudos.map((content) => ({
        codTrlCapitulo: c.codTrlCapitulo,
        chapter: c.dscTitulo,
        lesson: l.dscTitulo,
        content,
      })),
    ),
  );
}

/** "Aulas / conteúdos em construção...", then /home. */
function Building() {
  const tp = usePlayerTexts();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/home', { replace: true }), BUILDING_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <Alert color="blue" title={tp('building')} />;
}

function Player({ trail, classId }: { trail: PlayerTrail; classId: number }) {
  const tp = usePlayerTexts();
  const steps = useMemo(() => stepsOf(trail), [trail]);
  const resume = steps.findIndex((s) => s.content.codTrlConteudo === trail.codTrlConteudoAtual);
  const [index, setIndex] = useState(Math.max(0, resume));
  const [seen, setSeen] = useState(() => new Set(trail.vistos));
  // Each game's best result: the server's when the trail was read, then this visit's rounds.
  const [best, setBest] = useState(() => new Map(trail.jogos.map((g) => [g.codTrlConteudo, g])));
  const recorded = useRef(new Set<number>());
  const [rated, setRated] = useState(() => new Set(trail.avaliados));
  const [rating, setRating] = useState<{ codTrlCapitulo: number; dscTitulo: string } | null>(null);
  const { ref, width } = useElementSize();
  const { mutate: markViewed } = useMarkViewed();
  const { mutateAsync: recordAttempt } = useRecordAttempt();
  const step = steps[index]!;
  const id = step.content.codTrlConteudo;

  // Each content shown is recorded once per visit (the last one is where the learner resumes).
  useEffect(() => {
    if (recorded.current.has(id)) return;
    recorded.current.add(id);
    setSeen((s) => new Set([...s, id]));
    markViewed({ codBseTurma: classId, codTrlConteudo: id });
  }, [classId, id, markViewed]);

  /** An error is shown; the game then waits (its pick stays unanswered, its round unstarted). */
  const shown = (error: unknown): never => {
    void notifyError(error);
    throw error;
  };
  const check = (jogada: string) =>
    checkPick({ codBseTurma: classId, codTrlConteudo: id, jogada }).catch(shown);
  const start = () => startRound({ codBseTurma: classId, codTrlConteudo: id }).catch(shown);
  /** A round as the server scored it: the game shows it, and the best result follows it. */
  const round = (r: GameRound) =>
    recordAttempt({ codBseTurma: classId, codTrlConteudo: id, ...r }).then((scored) => {
      setBest((b) => new Map(b).set(id, withRound(b.get(id), id, scored)));
      return scored;
    });
  /** A content is done once seen, a game once a round of it was played (won or lost). */
  const done = (x: Step) =>
    x.content.codTrlTipoConteudo === 3
      ? best.has(x.content.codTrlConteudo)
      : seen.has(x.content.codTrlConteudo);
  /** The chapter of this step, when it is complete (every content seen, every game played) and not rated yet. */
  const toRate = (s: Step) => {
    const complete =
      trail.concluidos.includes(s.codTrlCapitulo) ||
      steps.filter((x) => x.codTrlCapitulo === s.codTrlCapitulo).every(done);
    return complete && !rated.has(s.codTrlCapitulo)
      ? { codTrlCapitulo: s.codTrlCapitulo, dscTitulo: s.chapter }
      : null;
  };
  /** Every complete chapter not rated yet, in the trail's order: one dismissed with "Agora não" stays offered. */
  const unrated = steps
    .filter((s, i) => steps.findIndex((x) => x.codTrlCapitulo === s.codTrlCapitulo) === i)
    .flatMap((s) => toRate(s) ?? []);
  const goNext = () => {
    const leaving = steps[index + 1]?.codTrlCapitulo !== step.codTrlCapitulo;
    setIndex((i) => i + 1);
    if (leaving) setRating(toRate(step));
  };
  const frameWidth = Math.min(width || MAX_WIDTH, MAX_WIDTH);
  const percent = Math.round((steps.filter(done).length / steps.length) * 100);
  const last = index === steps.length - 1;
  return (
    <Stack gap="sm" ref={ref} maw={MAX_WIDTH}>
      <Breadcrumbs>
        <Text size="sm">{trail.dscTitulo}</Text>
        <Text size="sm">
          {tp('chapter')}: {step.chapter}
        </Text>
        <Text size="sm">
          {tp('lesson')}: {step.lesson}
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{tp('progress', { n: index + 1, total: steps.length })}</Text>
        <Text size="sm" c="dimmed">
          {tp('seen', { percent })}
        </Text>
      </Group>
      <Progress value={percent} aria-label={tp('seen', { percent })} />
      <Paper
        withBorder
        radius="md"
        p="md"
        role="region"
        aria-label={tp('frame')}
        data-testid="player-frame"
        style={{ width: frameWidth, minHeight: Math.round(frameWidth * HEIGHT_RATIO), overflow: 'auto' }}
      >
        {step.content.codTrlTipoConteudo === 3 ? (
          <Stack gap="sm">
            <GameBest key={`best-${id}`} result={best.get(id)} />
            <GamePlayer
              key={id}
              nomJogo={step.content.nomJogo}
              dscConteudoJogo={step.content.dscConteudoJogo}
              game={step.content.jogo}
              check={check}
              start={start}
              submit={round}
            />
          </Stack>
        ) : (
          <ContentView key={id} content={step.content} />
        )}
      </Paper>
      {last && <Text fw={600}>{tp('finished')}</Text>}
      {unrated.map((chapter) => (
        <Group
          key={chapter.codTrlCapitulo}
          justify="space-between"
          role="group"
          aria-label={chapter.dscTitulo}
        >
          <Text size="sm">{chapter.dscTitulo}</Text>
          <Button variant="light" onClick={() => setRating(chapter)}>
            {tp('rateChapter')}
          </Button>
        </Group>
      ))}
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          disabled={index === 0}
          onClick={() => setIndex((i) => i - 1)}
        >
          {tp('previous')}
        </Button>
        <Button rightSection={<IconArrowRight size={16} aria-hidden />} disabled={last} onClick={goNext}>
          {tp('next')}
        </Button>
      </Group>
      <RatingDialog
        classId={classId}
        chapter={rating}
        onClose={(done) => {
          if (done && rating) setRated((r) => new Set([...r, rating.codTrlCapitulo]));
          setRating(null);
        }}
      />
    </Stack>
  );
}

/**
 * /plataforma (menu "Trilha", Professor and Aluno): the current class's active lesson, chapter
 * by chapter, lesson by lesson, content by content, resuming where the learner left off.
 */
export function PlayerPage() {
  const tp = usePlayerTexts();
  const classId = useSession()?.user.codBseTurma ?? null;
  const trail = usePlayerTrail(classId);
  if (classId === null)
    return (
      <Alert color="blue" title={tp('noClass')}>
        <Anchor component={Link} to="/turma/listar">
          {tp('noClass')}
        </Anchor>
      </Alert>
    );
  if (trail.isPending)
    return (
      <Box ta="center" p="xl">
        <Loader />
      </Box>
    );
  // A failed read is not an empty trail: say so, with a way to ask again (content §8).
  if (trail.isError) return <LoadError error={trail.error} onRetry={() => trail.refetch()} />;
  if (!trail.data || trail.data.capitulos.length === 0) return <Building />;
  return <Player trail={trail.data} classId={classId} />;
}
