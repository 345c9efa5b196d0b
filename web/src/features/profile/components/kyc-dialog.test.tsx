import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { KycDialog } from '@/features/profile/components/kyc-dialog';

const camera = vi.hoisted(() => ({ pickPhotoFile: vi.fn() }));
vi.mock('@/lib/native/camera', () => camera);

const file = (name: string, type: string, size = 1024) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

function renderDialog() {
  const fetchMock = mockFetch({
    'POST /api/kyc/upload': jsonResponse(
      {
        id: 7,
        category: 'identity',
        documentType: 'passport',
        status: 'pending',
        sha256: 'ab',
        size: 1024,
        contentType: 'image/png',
        createdAt: '2024-01-01T00:00:00Z',
      },
      201,
    ),
    'GET /api/auth/user': jsonResponse(null, 401),
  });
  renderWithApp(<KycDialog open onOpenChange={() => {}} />, { path: '/profile' });
  return fetchMock;
}

async function toUploadStep() {
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.getByLabelText('Document File') as HTMLInputElement;
}

describe('KycDialog', () => {
  it('goes from the intro to the upload step and back', async () => {
    renderDialog();
    expect(screen.getByText('Identity Verification')).toBeInTheDocument();
    await toUploadStep();
    expect(screen.getByRole('button', { name: 'Submit for Review' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('refuses a file that is not JPG, PNG or PDF', async () => {
    renderDialog();
    const input = await toUploadStep();
    fireEvent.change(input, { target: { files: [file('notes.txt', 'text/plain')] } });
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('Please upload a JPG, PNG, or PDF file.')).toBeInTheDocument();
  });

  it('refuses a file over 10 MB', async () => {
    renderDialog();
    const input = await toUploadStep();
    fireEvent.change(input, { target: { files: [file('scan.pdf', 'application/pdf', 10 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('Please upload a file smaller than 10MB.')).toBeInTheDocument();
  });

  it('asks for a document type and a file before submitting', async () => {
    const fetchMock = renderDialog();
    await toUploadStep();
    fireEvent.submit(screen.getByRole('button', { name: 'Submit for Review' }).closest('form')!);
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please select a document type and upload a file.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/kyc/upload')).toBe(false);
  });

  it('uploads the file as multipart and shows Under Review', async () => {
    const fetchMock = renderDialog();
    const input = await toUploadStep();
    await userEvent.selectOptions(screen.getByLabelText('Document Type'), 'passport');
    fireEvent.change(input, { target: { files: [file('passport.png', 'image/png')] } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByText('Under Review')).toBeInTheDocument();
    expect(screen.getByText('Document Uploaded')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/kyc/upload')!;
    const body = call[1]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('documentType')).toBe('passport');
    expect(body.get('category')).toBe('identity');
    expect((body.get('file') as File).name).toBe('passport.png');
    expect(call[1]?.headers).not.toHaveProperty('Content-Type');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument());
  });

  describe('in the native shell', () => {
    afterEach(() => {
      delete (globalThis as { Capacitor?: unknown }).Capacitor;
    });

    it('photographs the document with the camera and uploads the photo', async () => {
      (globalThis as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true };
      camera.pickPhotoFile.mockResolvedValue(new File(['\x89PNG'], 'passport.png', { type: 'image/png' }));
      const fetchMock = renderDialog();
      await toUploadStep();
      await userEvent.selectOptions(screen.getByLabelText('Document Type'), 'passport');
      await userEvent.click(screen.getByRole('button', { name: 'Take Photo' }));
      expect(camera.pickPhotoFile).toHaveBeenCalledWith('passport');
      expect(await screen.findByText('passport.png')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
      await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/kyc/upload')).toBe(true));
      const call = fetchMock.mock.calls.find(([url]) => url === '/api/kyc/upload')!;
      expect(((call[1] as RequestInit).body as FormData).get('file')).toBeInstanceOf(File);
    });

    it('has no camera button in a browser', async () => {
      renderDialog();
      await toUploadStep();
      expect(screen.queryByRole('button', { name: 'Take Photo' })).not.toBeInTheDocument();
    });
  });
});
