import { type RefObject, useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import type { PlayerContent } from '@school/modules/teaching/contracts';
import { usePlayerTexts } from './texts';
import { useVideoTexts } from './video.texts';

type Video = Extract<PlayerContent, { codTrlTipoConteudo: 5 }>;
type Embedded = Extract<Video['player'], { kind: 'youtube' | 'vimeo' }>;

/** How long the embedded player has to answer: after its frame loaded, and at all. */
export const VIDEO_WAIT = { afterLoadMs: 6000, totalMs: 20000 };

/** The video's own page: the link as the author gave it (http or https), else the embedded player's. */
function videoPage(content: Video): string {
  if (/^https?:\/\//i.test(content.dscLink)) return content.dscLink;
  return content.player.kind === 'link' ? content.player.url : content.player.embedUrl;
}

/** The embed's address with its postMessage API on (YouTube answers only then, and only to this origin). */
export function embedWithApi(player: Embedded, origin: string): string {
  const url = new URL(player.embedUrl);
  if (player.kind === 'youtube') {
    url.searchParams.set('enablejsapi', '1');
    url.searchParams.set('origin', origin);
  } else url.searchParams.set('api', '1');
  return url.toString();
}

/** What this page asks the player once its frame loaded: any answer proves the player is there. */
const HELLO: Record<Embedded['kind'], string> = {
  youtube: JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }),
  vimeo: JSON.stringify({ method: 'getPaused' }),
};

/**
 * Whether the embedded player came up: a school network that filters YouTube gives the frame the
 * browser's error page or the filter's own, and both "load". So the player must answer: this page
 * says hello through postMessage (YouTube's and Vimeo's iframe APIs) until a message comes back
 * from the player's origin. No answer a few seconds after the frame loaded, or at all within the
 * total wait: failed. A late answer still brings the player back.
 */
function usePlayerUp(player: Embedded, frame: RefObject<HTMLIFrameElement | null>, wait = VIDEO_WAIT) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [loaded, setLoaded] = useState(false);
  const origin = new URL(player.embedUrl).origin;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (event.origin === origin && (!event.source || !source || event.source === source)) setState('ready');
    };
    window.addEventListener('message', onMessage);
    const total = setTimeout(() => setState((s) => (s === 'loading' ? 'failed' : s)), wait.totalMs);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(total);
    };
  }, [origin, frame, wait.totalMs]);
  useEffect(() => {
    if (!loaded || state === 'ready') return;
    // To any origin: a frame that failed holds the browser's error page or a filter's (another
    // origin, where a targeted message is refused with a console error); the hello holds nothing.
    const hello = () => frame.current?.contentWindow?.postMessage(HELLO[player.kind], '*');
    hello();
    const again = setInterval(hello, 500);
    const late = setTimeout(() => setState((s) => (s === 'loading' ? 'failed' : s)), wait.afterLoadMs);
    return () => {
      clearInterval(again);
      clearTimeout(late);
    };
  }, [loaded, state, frame, player.kind, origin, wait.afterLoadMs]);
  return { state, onLoad: () => setLoaded(true) };
}

/** The embedded player, or, when it does not come up, the reason in words and the link to open it. */
function EmbeddedVideo({
  content,
  player,
  wait,
}: {
  content: Video;
  player: Embedded;
  wait?: typeof VIDEO_WAIT;
}) {
  const tp = usePlayerTexts();
  const tv = useVideoTexts();
  const frame = useRef<HTMLIFrameElement>(null);
  const { state, onLoad } = usePlayerUp(player, frame, wait);
  const failed = state === 'failed';
  return (
    <>
      <iframe
        ref={frame}
        src={embedWithApi(player, window.location.origin)}
        title={content.dscTitulo || content.nomTipo}
        onLoad={onLoad}
        hidden={failed}
        style={{ border: 0, width: '100%', aspectRatio: '16 / 9', display: failed ? 'none' : undefined }}
        allow="fullscreen; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <div role="status" aria-live="polite">
        {failed && (
          <Alert
            color="orange"
            title={tv('failed')}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Button
              component="a"
              href={videoPage(content)}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              {tv('openElsewhere')}
            </Button>
          </Alert>
        )}
      </div>
      {!failed && (
        // The way out when the player is slow or plays badly.
        <Anchor href={videoPage(content)} target="_blank" rel="noopener noreferrer" size="sm">
          {tp('openVideo')}
        </Anchor>
      )}
    </>
  );
}

/**
 * A video: YouTube and Vimeo in their privacy-enhanced players, with a link to open the video in a
 * new tab below, and in words when the player cannot load (decision 0068); any other link opens in
 * a new tab. Every video is another site's (no video file is uploaded here), so none is kept on the
 * device: offline, the video says it needs internet (decision 0078), and plays once the device is
 * back online.
 */
export function VideoView({ content, wait }: { content: Video; wait?: typeof VIDEO_WAIT }) {
  const tp = usePlayerTexts();
  const tv = useVideoTexts();
  const { online } = useNetwork();
  return (
    <Stack gap="sm">
      {content.dscTitulo && <Title order={3}>{content.dscTitulo}</Title>}
      {!online ? (
        <Alert
          color="gray"
          title={tv('needsInternet')}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        />
      ) : content.player.kind === 'link' ? (
        <Anchor href={content.player.url} target="_blank" rel="noopener noreferrer">
          {tp('openVideo')}
        </Anchor>
      ) : (
        <EmbeddedVideo content={content} player={content.player} wait={wait} />
      )}
      {content.dscDescricao && <Text>{content.dscDescricao}</Text>}
    </Stack>
  );
}
