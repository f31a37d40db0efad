import { useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, Group, Rating, Stack, Text } from '@mantine/core';
import { RATING_QUESTIONS } from '@school/modules/teaching/contracts';
import { Message, useMessages } from '../../i18n/messages';
import { notify } from '../../shared/notify';
import { isPending, OfflineText } from '../../shared/offline';
import { useRateChapter } from './api';
import { usePlayerTexts } from './texts';
import { Dialog } from '../../shared/ui';

export interface RatingDialogProps {
  classId: number;
  /** The completed chapter to rate, or null (closed). */
  chapter: { codTrlCapitulo: number; dscTitulo: string } | null;
  onClose(rated: boolean): void;
}

const STARS = 5;
const STEPS: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

/**
 * One question's 1 to 5 stars, set by click or by keyboard: the arrow keys move the score (and
 * the focus) a star at a time, Home and End to the first and last, as in a radio group.
 */
function Stars({
  value,
  onChange,
  labelledBy,
}: {
  value: number;
  onChange(value: number): void;
  labelledBy: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const next =
      event.key === 'Home'
        ? 1
        : event.key === 'End'
          ? STARS
          : STEPS[event.key]
            ? value + STEPS[event.key]!
            : null;
    if (next === null) return;
    event.preventDefault();
    const score = Math.min(STARS, Math.max(1, next));
    onChange(score);
    box.current?.querySelector<HTMLInputElement>(`input[type="radio"][value="${score}"]`)?.focus();
  };
  return (
    <Box ref={box} onKeyDown={onKeyDown}>
      <Rating size="lg" count={STARS} value={value} onChange={onChange} aria-labelledby={labelledBy} />
    </Box>
  );
}

/** The short rating after a chapter: one score of 1 to 5 for each of the fixed questions. */
export function RatingDialog({ classId, chapter, onClose }: RatingDialogProps) {
  const tp = usePlayerTexts();
  const messages = useMessages();
  const [scores, setScores] = useState<Record<number, number>>({});
  const rateChapter = useRateChapter();
  const complete = RATING_QUESTIONS.every((q) => (scores[q] ?? 0) > 0);
  const send = () => {
    if (!chapter) return;
    const avaliacoes = RATING_QUESTIONS.map((codAvaliacao) => ({
      codAvaliacao,
      numAvaliacao: scores[codAvaliacao]!,
    }));
    rateChapter.mutate(
      { codBseTurma: classId, codTrlCapitulo: chapter.codTrlCapitulo, avaliacoes },
      {
        onSuccess: (answer) => {
          // Offline the rating is kept on the device and sent when the connection returns.
          void notify(
            'success',
            isPending(answer) ? <OfflineText k="savedOffline" /> : <Message code="rating.thanks" />,
          );
          setScores({});
          onClose(true);
        },
      },
    );
  };
  return (
    <Dialog
      opened={chapter !== null}
      onClose={() => onClose(false)}
      title={tp('rateTitle', { name: chapter?.dscTitulo ?? '' })}
    >
      <Stack>
        {RATING_QUESTIONS.map((q) => (
          <Stack key={q} gap={4}>
            <Text id={`rating-${q}`}>{messages(`rating.question.${q}`)}</Text>
            <Stars
              value={scores[q] ?? 0}
              onChange={(value) => setScores((s) => ({ ...s, [q]: value }))}
              labelledBy={`rating-${q}`}
            />
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>
            {tp('rateLater')}
          </Button>
          <Button disabled={!complete} loading={rateChapter.isPending} onClick={send}>
            {tp('rateSend')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
