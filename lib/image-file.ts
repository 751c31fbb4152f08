/** The uploads the API accepts (docs/api.md, Accounts: JPEG/PNG/WebP, at most 2 MB), checked before sending. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Why the file cannot be uploaded, or null when it can. */
export function checkImageFile(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'Please choose a JPEG, PNG or WebP image.';
  if (file.size > MAX_IMAGE_BYTES) return 'That image is larger than 2 MB. Please choose a smaller one.';
  return null;
}
