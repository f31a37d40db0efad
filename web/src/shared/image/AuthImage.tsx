import { useEffect, useState } from 'react';
import { Image, Skeleton, type ImageProps } from '@mantine/core';
import { fetchObjectUrl } from '../api';

export interface AuthImageProps extends Omit<ImageProps, 'src'> {
  /** /api/... (fetched with the bearer token), or any ordinary URL. */
  src: string;
  alt: string;
}

/**
 * An <img> for files the API protects: they need the bearer token, which an <img> cannot
 * send, so the image is fetched as a blob and shown through an object URL (revoked after).
 */
export function AuthImage({ src, alt, ...props }: AuthImageProps) {
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
  if (!url && !failed) return <Skeleton w={props.w} h={props.h} radius={props.radius} />;
  return <Image src={url} alt={alt} {...props} />;
}
