import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys, type User } from '@/lib/auth';

/** POST /api/auth/user/avatar as multipart/form-data (field `file`). */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<User>('POST', '/api/auth/user/avatar', form);
}

export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (user) => client.setQueryData(authKeys.user, user),
  });
}
