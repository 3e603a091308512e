import { QRCode, Space, Typography } from 'antd';
import type { BindQr } from '../../api/generated/api.schemas';

const expiry = (iso: string) => new Date(iso).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit' });

/**
 * A binding QR code just made: WeChat's own code, or under the log provider the bind link itself.
 * Once `expired` the code is greyed out and offers `onRefresh` (a fresh code) instead.
 */
export function BindQrView({ qr, expired = false, onRefresh }: { qr: BindQr; expired?: boolean; onRefresh?: () => void }) {
  return (
    <Space align="start" size={16}>
      <QRCode value={qr.content} size={148} status={expired ? 'expired' : 'active'} onRefresh={onRefresh} />
      <Space direction="vertical" size={4}>
        <Typography.Text strong>{qr.personName}</Typography.Text>
        <Typography.Text type="secondary">用微信扫码关注服务号即完成绑定；二维码仅能使用一次，{expiry(qr.expiresAt)} 前有效。</Typography.Text>
        {qr.provider === 'log' && (
          <>
            <Typography.Text type="warning">当前服务器未接入微信（日志模式），二维码内容为绑定链接，仅在接入微信后扫码生效：</Typography.Text>
            <Typography.Text code copyable data-testid="bind-link">{qr.content}</Typography.Text>
          </>
        )}
      </Space>
    </Space>
  );
}

