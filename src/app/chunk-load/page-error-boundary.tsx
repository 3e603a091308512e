import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { asChunkLoadError } from './chunk-load-error';
import { ChunkLoadFailed } from './chunk-load-failed';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Catches a page that failed to load or render, so one broken page leaves the layout and
 * menus usable. Keyed by location in the layouts, so navigating away clears it.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('页面出错', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunkError = asChunkLoadError(error);
    if (chunkError) return <ChunkLoadFailed error={chunkError} />;
    return (
      <Result
        status="error"
        title="页面出错了"
        subTitle="请刷新页面重试，若问题持续存在请联系管理员。"
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            刷新页面
          </Button>
        }
      />
    );
  }
}
