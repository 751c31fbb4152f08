import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

export type PictureProps = ReturnType<typeof getImageProps>['props'];

interface Picture {
  src: string;
  alt: string;
  /** The `sizes` of the frame the picture fills. */
  sizes: string;
  /** Above the fold and likely the largest paint: fetched at once, at high priority, with a preload hint. */
  first?: boolean;
  /**
   * The widest the frame is ever shown, in CSS pixels. The srcset then stops at the first width that covers it on
   * a 3× screen: a catalog page carries every srcset URL twice (its HTML and its payload) and all its preloads.
   */
  widest?: number;
}

/** The entries of `srcSet` up to the first one at least `px` wide (all of them when none is). */
export function srcSetUpTo(srcSet: string, px: number): string {
  const entries = srcSet.split(', ');
  const covering = entries.findIndex((entry) => Number(/ (\d+)w$/.exec(entry)?.[1] ?? 0) >= px);
  return covering === -1 ? srcSet : entries.slice(0, covering + 1).join(', ');
}

/**
 * A catalog picture's <img> attributes (the image optimizer's srcset for the frame's sizes), worked out on the
 * server: the catalog pages then ship no image component to the browser. Fills its positioned frame.
 */
export function pictureProps({ src, alt, sizes, first = false, widest }: Picture): PictureProps {
  const { props } = getImageProps({
    src,
    alt,
    sizes,
    fill: true,
    ...(first && { preload: true, fetchPriority: 'high' }),
  });
  if (widest && props.srcSet) props.srcSet = srcSetUpTo(props.srcSet, widest * 3);
  if (first) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  }
  return props;
}
