import { Group } from '@mantine/core';
import type { Content } from '@school/modules/content/contracts';
import { AuthImage } from '../../../shared/image';
import { useEditorTexts } from './texts';
import type { LoadedDetail } from './useContentDetail';

/** What view mode shows above a content's fields: its image, its catalogue pictures, its video player. */
export function ContentPreview({ content, detail }: { content: Content; detail: LoadedDetail }) {
  const te = useEditorTexts();
  return (
    <>
      {content.codTrlTipoConteudo === 2 && detail.dscImagem && (
        <AuthImage src={detail.dscImagem} alt={content.dscTitulo ?? te('image')} maw={480} />
      )}
      {detail.pictures.length > 0 && (
        <Group gap="sm">
          {detail.pictures.map((p) => (
            <AuthImage key={p.src} src={p.src} alt={p.alt} w={96} h={96} fit="contain" radius="md" />
          ))}
        </Group>
      )}
      {detail.player && detail.player.kind !== 'link' && (
        <iframe
          src={detail.player.embedUrl}
          title={content.dscTitulo || te('link')}
          width="100%"
          height="270"
          allow="fullscreen; picture-in-picture"
          style={{ border: 0 }}
        />
      )}
    </>
  );
}
