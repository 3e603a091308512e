import { Layout } from 'antd';
import { PageOutlet } from '../page-outlet';

/** Public pages (home, login, share pages) draw their own chrome. */
export function PublicLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <PageOutlet />
    </Layout>
  );
}
