'use client';
import { UserCircleIcon } from '@heroicons/react/24/outline';
import Image from 'next/image';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';
import { checkImageFile } from '@/lib/image-file';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/context/auth-context';
import { uploadProfilePicture } from '@/lib/api/account';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { avatarUrl } from '@/lib/avatar';
import type { Profile } from '@/lib/types';

/** Choose a picture, see it, then upload it; the navbar avatar follows through refreshUser(). */
export function ProfilePicture({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const { refreshUser } = useAuth();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  // The object URL lives only as long as this preview.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const problem = checkImageFile(chosen);
    setError(problem ?? '');
    setFile(problem ? null : chosen);
    setPreview(problem ? null : URL.createObjectURL(chosen));
  }

  async function upload() {
    if (!file) return;
    setBusy(true);
    try {
      onSaved(await uploadProfilePicture(file));
      setFile(null);
      setPreview(null);
      toast.success('Your new picture is saved.');
      await refreshUser().catch(() => undefined);
    } catch (err) {
      setError(fieldErrors(err).profile_picture ?? errorMessage(err, 'The picture could not be uploaded.'));
    } finally {
      setBusy(false);
    }
  }

  const shown = preview ?? avatarUrl(profile.profile_picture);
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      {shown ? (
        <Image
          src={shown}
          alt={preview ? 'Preview of your new picture' : 'Your profile picture'}
          width={128}
          height={128}
          unoptimized
          className="size-32 rounded-full object-cover ring-4 ring-linen-200"
        />
      ) : (
        <UserCircleIcon aria-hidden="true" className="size-32 text-plum-500" />
      )}
      <div>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={choose}
          className="peer sr-only"
          aria-describedby={`${inputId}-hint`}
        />
        <label
          htmlFor={inputId}
          className="cursor-pointer rounded text-sm font-semibold text-plum-700 underline underline-offset-4 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-plum-600"
        >
          Choose a picture
        </label>
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-ink-soft">
          JPEG, PNG or WebP, up to 2 MB.
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-terracotta-700">
          {error}
        </p>
      )}
      {file && (
        <div className="flex gap-2">
          <Button onClick={upload} loading={busy}>
            Upload
          </Button>
          <Button variant="secondary" onClick={() => (setFile(null), setPreview(null))} disabled={busy}>
            Cancel
          </Button>
        </div>
      )}
    </div>
  );
}
