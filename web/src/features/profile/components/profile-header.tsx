import { useRef } from 'react';
import { pickPhotoFile } from '@/lib/native/camera';
import { isNativeApp } from '@/lib/native/platform';
import { Camera } from 'lucide-react';
import { KycStatusBadge } from '@/components/kyc-status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n';
import { errorMessage, errorStatus } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { signInAgain } from '@/lib/navigation';
import { toast } from '@/lib/use-toast';
import { useUploadAvatar } from '@/features/profile/api/upload-avatar';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, checkFile } from '@/features/profile/lib/file-rules';

function initials(user: User) {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

/** Avatar (picture or initials) with its upload button, full name, e-mail and KYC badge. */
export function ProfileHeader({ user }: { user: User }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const name = `${user.firstName} ${user.lastName}`.trim();

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = checkFile(file, AVATAR_TYPES, AVATAR_MAX_BYTES);
    if (problem) {
      toast(
        problem === 'type'
          ? { title: t('kyc.toast.invalidType'), description: t('profile.avatar.invalidType'), variant: 'destructive' }
          : { title: t('kyc.toast.tooLarge'), description: t('profile.avatar.tooLarge'), variant: 'destructive' },
      );
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: t('profile.avatar.updated') }),
      onError: (error) => {
        if (errorStatus(error) === 401) return signInAgain();
        toast({
          title: t('profile.avatar.failed'),
          description: errorMessage(error, t('kyc.toast.failedBody')),
          variant: 'destructive',
        });
      },
    });
  };

  // In the native shell the camera plugin (quality 90, editing allowed); in a browser the file picker.
  const choose = () => {
    if (!isNativeApp()) return input.current?.click();
    void pickPhotoFile('profile-photo').then((photo) => photo && pick(photo));
  };

  return (
    <Card className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border border-primary/40 bg-primary/15 text-2xl font-bold text-gold">
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt={t('profile.avatar.alt', { name })} className="size-full object-cover" />
        ) : (
          <span aria-hidden>{initials(user)}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate text-xl font-semibold text-white">{name}</p>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        <div className="mt-1">
          <KycStatusBadge status={user.kycStatus} />
        </div>
      </div>
      <div>
        <input
          ref={input}
          id="profile-avatar"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          onChange={(e) => pick(e.target.files?.[0])}
        />
        <Button variant="outline" size="sm" disabled={upload.isPending} onClick={choose}>
          <Camera aria-hidden />
          {t(upload.isPending ? 'profile.avatar.uploading' : 'profile.avatar.upload')}
        </Button>
        <label htmlFor="profile-avatar" className="sr-only">
          {t('profile.avatar.upload')}
        </label>
      </div>
    </Card>
  );
}
