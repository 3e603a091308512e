import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** An address no screen answers to. */
export function NotFoundPage() {
  return (
    <div data-page-status="not-found">
      <Result
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在。"
        extra={
          <Link to="/">
            <Button type="primary">返回首页</Button>
          </Link>
        }
      />
    </div>
  );
}
