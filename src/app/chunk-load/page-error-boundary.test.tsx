import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, cssChunkLoadFailed } from './chunk-load-error';
import { PageErrorBoundary } from './page-error-boundary';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

afterEach(() => vi.restoreAllMocks());

describe('PageErrorBoundary', () => {
  it('a chunk that failed to load shows 页面加载失败 with a reload button', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageErrorBoundary>
        <Throws error={new ChunkLoadError('timeout')} />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('页面加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: /刷新页面/ })).toBeTruthy();
  });

  it('a stylesheet failure is reported with CSS_CHUNK_LOAD_FAILED', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <PageErrorBoundary>
        <Throws error={new Error('Unable to preload CSS for /assets/x.css')} />
      </PageErrorBoundary>,
    );
    expect(container.querySelector(`[data-error-code="${cssChunkLoadFailed}"]`)).toBeTruthy();
  });

  it('any other error shows 页面出错了', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageErrorBoundary>
        <Throws error={new Error('bug')} />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('页面出错了')).toBeTruthy();
  });
});
