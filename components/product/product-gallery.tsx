import { FabricPlaceholder } from '@/components/ui/fabric-placeholder';
import { GalleryView } from '@/components/product/gallery-view';
import { mediaUrl } from '@/lib/media';
import { pictureProps } from '@/lib/picture';

/** A thumbnail's frame (Tailwind's size-20), in CSS pixels. */
const THUMB_PX = 80;

interface GalleryImage {
  url: string;
  alt: string;
}

/** The main picture and its thumbnails; the pictures' attributes are worked out here, on the server. */
export function ProductGallery({
  images,
  name,
  first = true,
}: {
  images: GalleryImage[];
  name: string;
  /** False for a variant's gallery hidden at first (§26.2): its pictures wait until it shows. */
  first?: boolean;
}) {
  const pictures = images.flatMap((image, i) => {
    const src = mediaUrl(image.url);
    if (!src) return [];
    return [
      {
        key: image.url,
        main: pictureProps({
          src,
          alt: image.alt || name,
          sizes: '(min-width: 1024px) 50vw, 100vw',
          first: first && i === 0,
        }),
        thumb: pictureProps({ src, alt: '', sizes: `${THUMB_PX}px`, widest: THUMB_PX }),
      },
    ];
  });
  return <GalleryView pictures={pictures} placeholder={<FabricPlaceholder label={name} className="size-full" />} />;
}
