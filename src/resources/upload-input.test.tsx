import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { zoneBannerEntity } from '../../shared/generated/entities/zone-banner.gen';
import { fieldOf } from './entity-resource';
import { UploadInput } from './upload-input';

const uploadFile = vi.hoisted(() => vi.fn());
vi.mock('../api/upload-file', () => ({ uploadFile }));

const image = fieldOf(zoneBannerEntity, 'image');

function renderAt(path: string, onChange: (value: string | null) => void, value?: string) {
  const { container } = render(
    <MemoryRouter initialEntries={[path]}>
      <UploadInput field={image} value={value} onChange={onChange} />
    </MemoryRouter>,
  );
  return container.querySelector('input[type="file"]') as HTMLInputElement;
}

describe('UploadInput', () => {
  beforeEach(() => uploadFile.mockReset());

  it('uploads the chosen file with the back-office session under /background and keeps its URL', async () => {
    uploadFile.mockResolvedValue({ name: 'a.png', url: '/api/files/a.png', length: 1 });
    const onChange = vi.fn();
    const input = renderAt('/background/community-set', onChange);
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/files/a.png'));
    expect(uploadFile).toHaveBeenCalledWith(expect.any(File), undefined, { admin: true });
  });

  it('shows the current image and uploads with the staff session outside the back office', async () => {
    uploadFile.mockResolvedValue({ name: 'b.png', url: '/api/files/b.png', length: 1 });
    const onChange = vi.fn();
    const input = renderAt('/school-home-page/x', onChange, '/api/files/old.png');
    expect(screen.getByAltText(image.title)).toHaveProperty('src', expect.stringContaining('/api/files/old.png'));
    fireEvent.change(input, { target: { files: [new File(['x'], 'b.png', { type: 'image/png' })] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/files/b.png'));
    expect(uploadFile).toHaveBeenCalledWith(expect.any(File), undefined, { admin: false });
  });
});
