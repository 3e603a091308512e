import { Spin } from 'antd';

/** Shown while a page's code loads or a guard waits for the server. */
export function PageLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }} data-page-status="loading">
      <Spin />
    </div>
  );
}
