import { useEffect, useState } from 'react';
import { Image, Skeleton, type ImageProps } from '@mantine/core';
import { fetchObjectUrl } from '../api';

/**
 * A URL an <img> or a CSS background can show for `src`: files the API protects need the bearer
 * token, which an <img> cannot send, so they are fetched as a blob and shown through an object
 * URL (revoked after). Any other URL is answered as it is. `null` while loading; `failed` after.
 */
export function useImageUrl(src: string): { url: string | null; failed: boolean } {
  const fetched = src.startsWith('/api/');
  // What came for which address: another `src` shows nothing until its own file came.
  const [loaded, setLoaded] = useState<{ src: string; url: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!fetched) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchObjectUrl(src, controller.signal).then(
      (url) => {
        objectUrl = url;
        setLoaded({ src, url, failed: false });
      },
      () => setLoaded({ src, url: null, failed: !controller.signal.aborted }),
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src, fetched]);
  if (!fetched) return { url: src, failed: false };
  return loaded?.src === src ? { url: loaded.url, failed: loaded.failed } : { url: null, failed: false };
}

export interface AuthImageProps extends Omit<ImageProps, 'src'> {
  /** /api/... (fetched with the bearer token), or any ordinary URL. */
  src: string;
  alt: string;
}

/** An <img> for files the API protects (see `useImageUrl`). */
export function AuthImage({ src, alt, ...props }: AuthImageProps) {
  const { url, failed } = useImageUrl(src);
  if (!url && !failed) return <Skeleton w={props.w} h={props.h} radius={props.radius} />;
  return <Image src={url} alt={alt} {...props} />;
}
