import { useEffect, useState } from 'react';
import { Image, Skeleton, type ImageProps } from '@mantine/core';
import { fetchObjectUrl } from '../api';

/**
 * A URL an <img> or a CSS background can show for `src`: files the API protects need the bearer
 * token, which an <img> cannot send, so they are fetched as a blob and shown through an object
 * URL (revoked after). Any other URL is answered as it is. `null` while loading; `failed` after.
 */
export function useImageUrl(src: string): { url: string | null; failed: boolean } {
  const [url, setUrl] = useState<string | null>(src.startsWith('/api/') ? null : src);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!src.startsWith('/api/')) {
      setUrl(src);
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setUrl(null);
    setFailed(false);
    fetchObjectUrl(src, controller.signal).then(
      (u) => {
        objectUrl = u;
        setUrl(u);
      },
      () => setFailed(!controller.signal.aborted),
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);
  return { url, failed };
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
