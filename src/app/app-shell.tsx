import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageErrorBoundary } from './chunk-load/page-error-boundary';
import { LoadingOverlay } from './loading-overlay/loading-overlay';
import { GlobalDialogs } from '../features/account-safety/post-login-checks/global-dialogs';
import { RouteGuard } from './guards/route-guard';
import { PageLoading } from './layouts/page-loading';
import { accessControlProvider } from '../providers/access-control-provider';
import { authProvider } from '../providers/auth-provider';
import { dataProvider } from '../providers/data-provider';
import { i18nProvider } from '../providers/i18n-provider';
import { useNotificationProvider } from '../providers/notification-provider';
import { AppEffects } from './app-effects';

/**
 * The root route's element: antd in Simplified Chinese, Refine with the app's providers,
 * the loading overlay, and the route guard in front of every layout and page.
 */
export function AppShell() {
  return (
    <ConfigProvider locale={zhCN}>
      <AntdApp>
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          notificationProvider={useNotificationProvider}
          i18nProvider={i18nProvider}
          options={{
            disableTelemetry: true,
            syncWithLocation: false,
            warnWhenUnsavedChanges: false,
            // The request layer already warns on failure; retries would repeat the call and the
            // warning, and refetching on focus would flash the loading overlay.
            reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } } },
          }}
        >
          <AppEffects />
          <LoadingOverlay />
          <GlobalDialogs />
          <RouteGuard>
            <PageErrorBoundary>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          </RouteGuard>
        </Refine>
      </AntdApp>
    </ConfigProvider>
  );
}
