/** A photo the user took or picked, ready to upload. */
export interface PickedPhoto {
  blob: Blob;
  format: string;
}

/**
 * Spec "Native wrapper": a camera photo pick at quality 90 with editing allowed. Native in the
 * Capacitor shell; in a browser Capacitor's web implementation opens the file picker (camera on
 * phones). For the profile photo and KYC document uploads. Resolves null when the user cancels.
 */
export async function pickPhoto(): Promise<PickedPhoto | null> {
  const { Camera, CameraResultType, CameraSource } = await import('@capacitor/camera');
  let photo;
  try {
    photo = await Camera.getPhoto({
      quality: 90,
      allowEditing: true,
      resultType: CameraResultType.Uri,
      source: CameraSource.Prompt,
      // No PWA Elements camera modal on the web: the browser's own picker.
      webUseInput: true,
    });
  } catch (error) {
    if (isCancel(error)) return null;
    throw error;
  }
  if (!photo.webPath) return null;
  const blob = await (await fetch(photo.webPath)).blob();
  return { blob, format: photo.format };
}

/** pickPhoto() as a File named `name` with the photo's extension, for the upload forms. */
export async function pickPhotoFile(name: string): Promise<File | null> {
  const photo = await pickPhoto();
  if (!photo) return null;
  const ext = photo.format === 'jpeg' ? 'jpg' : photo.format;
  return new File([photo.blob], `${name}.${ext}`, { type: photo.blob.type || `image/${photo.format}` });
}

function isCancel(error: unknown): boolean {
  return error instanceof Error && /cancel/i.test(error.message);
}
