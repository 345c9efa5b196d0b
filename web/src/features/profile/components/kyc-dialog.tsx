import { useState, type FormEvent } from 'react';
import { Camera, CircleCheck, Clock, FileUp, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/i18n';
import { errorMessage, errorStatus } from '@/lib/api-client';
import { documentTypesByCategory, type KycCategory, type KycDocumentType } from '@/lib/compliance';
import { pickPhotoFile } from '@/lib/native/camera';
import { isNativeApp } from '@/lib/native/platform';
import { signInAgain } from '@/lib/navigation';
import { toast } from '@/lib/use-toast';
import { useUploadKycDocument } from '@/features/profile/api/upload-kyc-document';
import { checkFile, KYC_MAX_BYTES, KYC_TYPES } from '@/features/profile/lib/file-rules';
import { categoryLabel, documentTypeLabel } from '@/lib/compliance-labels';

type Step = 1 | 2 | 3;

interface KycDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Upload Documents' starts at the upload step and lets the user pick the category. */
  mode?: 'verify' | 'documents';
}

const categories = Object.keys(documentTypesByCategory) as KycCategory[];

/** Spec's three-step KYC dialog: intro, document and file, then 'Under Review'. */
export function KycDialog({ open, onOpenChange, mode = 'verify' }: KycDialogProps) {
  const t = useT();
  const firstStep: Step = mode === 'documents' ? 2 : 1;
  const [step, setStep] = useState<Step>(firstStep);
  const [category, setCategory] = useState<KycCategory>('identity');
  const [documentType, setDocumentType] = useState<KycDocumentType | ''>('');
  const [file, setFile] = useState<File | null>(null);
  // The native shell photographs the document with the camera plugin (quality 90, editing).
  const native = isNativeApp();
  const upload = useUploadKycDocument();

  const reset = () => {
    setStep(firstStep);
    setCategory('identity');
    setDocumentType('');
    setFile(null);
  };
  const changeOpen = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const pickFile = (picked: File | undefined, input?: HTMLInputElement) => {
    if (!picked) return;
    const problem = checkFile(picked, KYC_TYPES, KYC_MAX_BYTES);
    if (problem) {
      if (input) input.value = '';
      setFile(null);
      toast(
        problem === 'type'
          ? { title: t('kyc.toast.invalidType'), description: t('kyc.toast.invalidTypeBody'), variant: 'destructive' }
          : { title: t('kyc.toast.tooLarge'), description: t('kyc.toast.tooLargeBody'), variant: 'destructive' },
      );
      return;
    }
    setFile(picked);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!documentType || !file) {
      toast({ title: t('kyc.toast.missing'), description: t('kyc.toast.missingBody'), variant: 'destructive' });
      return;
    }
    upload.mutate(
      { documentType, category, file },
      {
        onSuccess: () => {
          toast({ title: t('kyc.toast.uploaded'), description: t('kyc.toast.uploadedBody') });
          setStep(3);
        },
        onError: (error) => {
          const status = errorStatus(error);
          if (status === 401) return signInAgain();
          const fallback = t('kyc.toast.failedBody');
          toast({
            title: t('kyc.toast.failed'),
            description: status !== undefined && status < 500 ? errorMessage(error, fallback) : fallback,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        {step === 1 && (
          <>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <ShieldCheck aria-hidden className="size-5 text-gold" />
                {t('kyc.dialog.title')}
              </DialogTitle>
              <DialogDescription>{t('kyc.dialog.intro')}</DialogDescription>
            </DialogHeader>
            <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-stone-300">
              <li>{t('kyc.dialog.needId')}</li>
              <li>{t('kyc.dialog.fileRules')}</li>
              <li>{t('kyc.dialog.reviewTime')}</li>
            </ul>
            <DialogFooter>
              <Button variant="outline" onClick={() => changeOpen(false)}>
                {t('kyc.dialog.cancel')}
              </Button>
              <Button onClick={() => setStep(2)}>{t('kyc.dialog.continue')}</Button>
            </DialogFooter>
          </>
        )}
        {step === 2 && (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <FileUp aria-hidden className="size-5 text-gold" />
                {t('kyc.dialog.uploadTitle')}
              </DialogTitle>
              <DialogDescription>{t('kyc.dialog.fileRules')}</DialogDescription>
            </DialogHeader>
            {mode === 'documents' && (
              <FormField id="kyc-category" label={t('kyc.dialog.category')}>
                <NativeSelect
                  id="kyc-category"
                  value={category}
                  onChange={(e) => {
                    setCategory(e.target.value as KycCategory);
                    setDocumentType('');
                  }}
                >
                  {categories.map((c) => (
                    <option key={c} value={c}>
                      {t(categoryLabel[c])}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            <FormField id="kyc-document-type" label={t('kyc.dialog.documentType')}>
              <NativeSelect
                id="kyc-document-type"
                value={documentType}
                onChange={(e) => setDocumentType(e.target.value as KycDocumentType)}
              >
                <option value="" disabled>
                  {t('kyc.dialog.chooseType')}
                </option>
                {documentTypesByCategory[category].map((type) => (
                  <option key={type} value={type}>
                    {t(documentTypeLabel[type])}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="kyc-file" label={t('kyc.dialog.file')}>
              <input
                id="kyc-file"
                type="file"
                accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
                onChange={(e) => pickFile(e.target.files?.[0], e.target)}
                className="text-sm text-stone-300 file:mr-3 file:rounded-lg file:border-0 file:bg-primary file:px-3 file:py-2 file:text-sm file:font-semibold file:text-primary-foreground"
              />
              {native && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="mt-2 self-start"
                  onClick={() =>
                    void pickPhotoFile(documentType || 'document').then((photo) => photo && pickFile(photo))
                  }
                >
                  <Camera aria-hidden />
                  {t('kyc.dialog.takePhoto')}
                </Button>
              )}
              {file && native && <p className="mt-1 text-sm text-stone-300">{file.name}</p>}
            </FormField>
            <DialogFooter>
              {mode === 'verify' && (
                <Button type="button" variant="outline" onClick={() => setStep(1)}>
                  {t('kyc.dialog.back')}
                </Button>
              )}
              <Button type="submit" disabled={!documentType || !file || upload.isPending}>
                {t(upload.isPending ? 'kyc.dialog.submitting' : 'kyc.dialog.submit')}
              </Button>
            </DialogFooter>
          </form>
        )}
        {step === 3 && (
          <>
            <DialogHeader className="items-center text-center">
              <CircleCheck aria-hidden className="size-12 text-green-400" />
              <DialogTitle>{t('kyc.dialog.underReview')}</DialogTitle>
              <DialogDescription>{t('kyc.dialog.underReviewBody')}</DialogDescription>
            </DialogHeader>
            <p className="flex items-center justify-center gap-2 text-sm text-stone-300">
              <Clock aria-hidden className="size-4" />
              {t('kyc.dialog.expected')}
            </p>
            <DialogFooter>
              <Button onClick={() => changeOpen(false)}>{t('kyc.dialog.done')}</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
