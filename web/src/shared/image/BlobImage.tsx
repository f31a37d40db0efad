import { useCallback } from 'react';
import { Image, type ImageProps } from '@mantine/core';

export interface BlobImageProps extends Omit<ImageProps, 'src'> {
  /** A file picked on this device, shown before it is sent. */
  blob: Blob;
  alt: string;
}

/**
 * An <img> of a local file through an object URL, made when the element attaches and revoked
 * when it detaches or the file changes: no state, so nothing renders twice, and a strict-mode
 * remount makes a fresh URL instead of keeping a revoked one.
 */
export function BlobImage({ blob, alt, ...props }: BlobImageProps) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <Image ref={attach} alt={alt} {...props} />;
}
