import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { PageLoader } from '../../shared/ui';
import { useChapter, useTrail } from './api';
import { useTrailTexts } from './texts';

/**
 * /livros/capitulos/visualizar/{id}: the chapter, read-only (the Professor's view action). Its
 * lessons and contents join this page with the chapter editor.
 */
export function ChapterViewPage() {
  const ts = useTrailTexts();
  const chapter = useChapter(Number(useParams().id) || null);
  const trail = useTrail(chapter.data?.codTrlLivro ?? null);
  if (chapter.isPending) return <PageLoader />;
  if (!chapter.data) return null;
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={`/livros/capitulos/doLivro/${chapter.data.codTrlLivro}`}>
          {trail.data?.dscTitulo ?? ts('chapterCaption')}
        </Anchor>
        <Text>{chapter.data.dscTitulo}</Text>
      </Breadcrumbs>
      <Title order={2}>{chapter.data.dscTitulo}</Title>
      {trail.data && <Text c="dimmed">{ts('chapterOf', { name: trail.data.dscTitulo })}</Text>}
    </Stack>
  );
}
