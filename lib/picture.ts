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
}

/**
 * A catalog picture's <img> attributes (the image optimizer's srcset for the frame's sizes), worked out on the
 * server: the catalog pages then ship no image component to the browser. Fills its positioned frame.
 */
export function pictureProps({ src, alt, sizes, first = false }: Picture): PictureProps {
  const { props } = getImageProps({
    src,
    alt,
    sizes,
    fill: true,
    ...(first && { preload: true, fetchPriority: 'high' }),
  });
  if (first) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  }
  return props;
}
