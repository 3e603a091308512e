import { Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { libraryMessages } from '../../../shared/library/library-rules';
import { openLearningReport } from '../../api/generated/learning-report';
import type { LearningReport } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { LearningReportView } from './learning-report-view';

/**
 * 学习报告 (/learningReport?token=…): one student's report for parents, without signing in, through
 * the link the school shared; a wrong, expired or revoked link says so plainly.
 */
export function LearningReportPage(_props: PageProps) {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [report, setReport] = useState<LearningReport | null>(null);
  const [failure, setFailure] = useState<string | null>(token ? null : libraryMessages.shareInvalid);

  useEffect(() => {
    if (!token) return;
    void content(openLearningReport({ token }, withFlags({ silent: true })))
      .then(setReport)
      .catch((error: unknown) => setFailure(error instanceof Error && error.message ? error.message : libraryMessages.shareInvalid));
  }, [token]);

  if (failure) return <Result status="warning" title="无法打开学习报告" subTitle={failure} style={{ marginTop: 48 }} />;
  if (!report) return <Spin style={{ display: 'block', margin: '96px auto' }} />;
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: '24px 16px' }}>
      <LearningReportView report={report} />
    </div>
  );
}
