import { Button, Result } from 'antd';
import { cssChunkLoadFailed, type ChunkLoadError } from './chunk-load-error';

const subTitles = {
  css: '页面样式文件加载失败，请检查网络后刷新重试。',
  js: '页面文件加载失败，可能是网络异常或系统已更新，请刷新重试。',
};

/** What the user sees when a page's code could not be loaded: the only fix is a reload. */
export function ChunkLoadFailed({ error }: { error: ChunkLoadError }) {
  return (
    <div data-page-status="load-failed" data-error-code={error.code ?? error.name}>
      <Result
        status="warning"
        title="页面加载失败"
        subTitle={error.code === cssChunkLoadFailed ? subTitles.css : subTitles.js}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            刷新页面
          </Button>
        }
      />
    </div>
  );
}
