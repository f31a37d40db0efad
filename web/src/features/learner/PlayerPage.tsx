import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { type PlayerTrail, trailProgress } from '@school/modules/teaching/contracts';
import { notifyError } from '../../shared/notify';
import { isPending } from '../../shared/offline';
import { useSession } from '../../shared/session';
import { LoadError } from '../../shared/ui';
import { checkPick, startRound, useMarkViewed, usePlayerTrail, useRecordAttempt } from './api';
import { ContentView } from './ContentView';
import { GameBest, withRound } from './GameBest';
import { GamePlayer, type GameRound } from '../../shared/games/GamePlayer';
import { pickCheck, roundStart } from './offlineGames';
import { PlayerMap } from './PlayerMap';
import { PlayerProgress } from './PlayerProgress';
import { useQueuedProgress } from './queuedProgress';
import { keepResume, resumeOf } from './resumePoint';
import { RatingDialog } from './RatingDialog';
import { type Step, stepsOf } from './steps';
import { usePlayerTexts } from './texts';
import { TrailEnd } from './TrailEnd';

/** The frame's geometry (spec): at most 1279 px wide, 56 % of its width high. */
const MAX_WIDTH = 1279;
const HEIGHT_RATIO = 0.56;
/** How long "Aulas / conteúdos em construção..." shows before /home. */
const BUILDING_MS = 3000;

/**
 * "Aulas / conteúdos em construção...", then /home; under it, for a class with no active trail
 * (rather than one whose trail has no content yet), that its teacher will choose one.
 */
function Building({ noTrail }: { noTrail: boolean }) {
  const tp = usePlayerTexts();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/home', { replace: true }), BUILDING_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Alert color="blue" title={tp('building')}>
      {noTrail && tp('noTrail')}
    </Alert>
  );
}

function Player({ trail, classId }: { trail: PlayerTrail; classId: number }) {
  const tp = usePlayerTexts();
  const userId = useSession()?.user.codBseUsuario ?? 0;
  const steps = useMemo(() => stepsOf(trail), [trail]);
  const resumeId = resumeOf(userId, classId, trail.codTrlConteudoAtual);
  const resume = steps.findIndex((s) => s.content.codTrlConteudo === resumeId);
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
  const frame = useRef<HTMLDivElement>(null);
  // What waits in the device's queue (played offline, maybe before a reload) counts at once.
  const queued = useQueuedProgress(classId);
  const seenAll = queued.vistos.size ? new Set([...seen, ...queued.vistos]) : seen;
  const played = new Map(best);
  for (const [game, rounds] of queued.jogados)
    if (!played.has(game))
      played.set(game, { codTrlConteudo: game, rodadas: rounds, vencido: false, melhorPontuacao: 0 });
  const ratedAll = queued.avaliados.size ? new Set([...rated, ...queued.avaliados]) : rated;
  // The map's states: the server's facts, then this visit's views and rounds, by the server's rule.
  const progress = trailProgress(trail.capitulos, {
    vistos: seenAll,
    jogos: played.values(),
    concluidos: trail.concluidos,
  });
  const chapterNow = progress.capitulos.find((c) => c.codTrlCapitulo === step.codTrlCapitulo);
  // A chapter completed on this visit is celebrated while the learner stays in it.
  const [celebrated, setCelebrated] = useState(
    () => new Set(trail.progresso.capitulos.filter((c) => c.concluido).map((c) => c.codTrlCapitulo)),
  );
  const celebrating = chapterNow?.concluido && !celebrated.has(step.codTrlCapitulo) ? chapterNow : null;

  // Each content shown is recorded once per visit (the last one is where the learner resumes).
  useEffect(() => {
    keepResume(userId, classId, id);
    if (recorded.current.has(id)) return;
    recorded.current.add(id);
    setSeen((s) => new Set([...s, id]));
    markViewed({ codBseTurma: classId, codTrlConteudo: id });
  }, [classId, id, markViewed, userId]);

  /** An error is shown; the game then waits (its pick stays unanswered, its round unstarted). */
  const shown = (error: unknown): never => {
    void notifyError(error);
    throw error;
  };
  // Decision 0077: a pick is checked on the device against the game's offline key (the server's
  // verdict, with no round trip); a round drawn in advance stands in when the server cannot be reached.
  const game = step.content.codTrlTipoConteudo === 3 ? step.content : null;
  const serverCheck = (jogada: string) => checkPick({ codBseTurma: classId, codTrlConteudo: id, jogada });
  const serverStart = () => startRound({ codBseTurma: classId, codTrlConteudo: id });
  const check = (jogada: string) => (game ? pickCheck(game, serverCheck) : serverCheck)(jogada).catch(shown);
  const start = () => (game ? roundStart(userId, game, serverStart) : serverStart)().catch(shown);
  /**
   * A round as the server scored it: the game shows it, and the best result follows it. One kept
   * on the device (offline) counts as played until the server scores it.
   */
  const round = (r: GameRound) =>
    recordAttempt({ codBseTurma: classId, codTrlConteudo: id, ...r }).then((scored) => {
      const counted = isPending(scored) ? { won: false, score: 0 } : scored;
      setBest((b) => new Map(b).set(id, withRound(b.get(id), id, counted)));
      return scored;
    });
  /** The chapter of this step, when it is complete (every content seen, every game played) and not rated yet. */
  const toRate = (s: Step) => {
    const complete = progress.capitulos.some((c) => c.codTrlCapitulo === s.codTrlCapitulo && c.concluido);
    return complete && !ratedAll.has(s.codTrlCapitulo)
      ? { codTrlCapitulo: s.codTrlCapitulo, dscTitulo: s.chapter }
      : null;
  };
  /** The rating of the chapter the learner is in, once complete: one dismissed with "Agora não" stays offered. */
  const offered = toRate(step);
  /** To another content: a chapter left is celebrated no more. */
  const go = (to: number) => {
    if (steps[to]?.codTrlCapitulo !== step.codTrlCapitulo && chapterNow?.concluido)
      setCelebrated((c) => new Set([...c, step.codTrlCapitulo]));
    setIndex(to);
  };
  const goNext = () => {
    const leaving = steps[index + 1]?.codTrlCapitulo !== step.codTrlCapitulo;
    go(index + 1);
    if (leaving) setRating(toRate(step));
  };
  /** A content picked on the map (or the first one left): shown, and the focus moved to it. */
  const jump = (codTrlConteudo: number) => {
    const to = steps.findIndex((s) => s.content.codTrlConteudo === codTrlConteudo);
    if (to < 0) return;
    go(to);
    frame.current?.focus();
  };
  const frameWidth = Math.min(width || MAX_WIDTH, MAX_WIDTH);
  const last = index === steps.length - 1;
  return (
    <PlayerMap chapters={trail.capitulos} progress={progress} current={id} onPick={jump}>
      <Stack gap="sm" ref={ref} maw={MAX_WIDTH}>
        <PlayerProgress
          trail={trail.dscTitulo ?? ''}
          step={step}
          n={index + 1}
          total={steps.length}
          progress={progress}
          celebrating={celebrating}
        />
        <Paper
          ref={frame}
          tabIndex={-1}
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
                dscTitulo={step.content.dscTitulo}
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
        {last && <TrailEnd progress={progress} onGo={jump} />}
        {offered && (
          <Group justify="space-between" role="group" aria-label={offered.dscTitulo}>
            <Text size="sm">{offered.dscTitulo}</Text>
            <Button variant="light" onClick={() => setRating(offered)}>
              {tp('rateChapter')}
            </Button>
          </Group>
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            disabled={index === 0}
            onClick={() => go(index - 1)}
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
    </PlayerMap>
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
  if (!trail.data || trail.data.capitulos.length === 0)
    return <Building noTrail={!trail.data || trail.data.codTrlLivro === null} />;
  return <Player trail={trail.data} classId={classId} />;
}
