import { mediaUrl } from '@/lib/media';

/** A fabric's swatch as a round tile in the console (a plain linen tile when it has none yet). */
export function FabricSwatch({ swatch, className = '' }: { swatch: string | null; className?: string }) {
  const src = mediaUrl(swatch);
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 rounded-full border border-linen-300 bg-linen-200 bg-cover bg-center ${className}`}
      style={src ? { backgroundImage: `url("${src}")` } : undefined}
    />
  );
}
