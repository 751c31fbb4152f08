import { contentTypeOf, type MediaStore } from '../lib/media-store';

/**
 * Copies every picture of one store into another (MEDIA_DIR into the bucket when a shop moves to MEDIA_STORE=s3).
 * A picture already there with the same size is skipped, so a copy cut short is simply run again.
 */
export async function copyMedia(from: MediaStore, to: MediaStore): Promise<{ copied: number; skipped: number }> {
  const present = new Map((await to.list()).map((o) => [o.key, o.size]));
  let copied = 0;
  let skipped = 0;
  for (const { key, size } of await from.list()) {
    if (present.get(key) === size) {
      skipped++;
      continue;
    }
    const body = await from.get(key);
    if (!body) continue;
    await to.put(key, body, contentTypeOf(key));
    copied++;
  }
  return { copied, skipped };
}
