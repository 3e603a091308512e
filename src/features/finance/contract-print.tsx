import { PrinterOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { fenInCapitals, fenToYuan } from '../../../shared/finance/money-rules';
import type { StudentContract } from '../../api/generated/api.schemas';
import { sessionStore } from '../../providers/session-store';
import './receipt-print.css';

const stateText: Record<number, string> = { 1: '待签署', 2: '已签署', 0: '已作废' };

/**
 * A contract as printed for the family to sign (A4): the school as 乙方, the guardian as 甲方,
 * the student, course, lesson hours, the amount in figures and in Chinese capitals, the period,
 * and the signature lines. It uses the receipt's print rule: on paper only this block shows.
 */
export function ContractPrint({ contract, schoolName }: { contract: StudentContract; schoolName: string }) {
  return (
    <div className="receipt-print" data-testid="contract-print">
      <style>{'@media print { @page { size: A4 portrait; margin: 15mm; } }'}</style>
      <h2>{schoolName}</h2>
      <h3 style={{ textAlign: 'center', margin: 0 }}>课程培训合同</h3>
      {contract.state === 0 ? <div className="receipt-print-void">已作废</div> : null}
      <div className="receipt-print-meta">
        <span>合同编号：{contract.contractNo}</span>
        <span>校区：{contract.campusName ?? '—'}</span>
        <span>状态：{stateText[contract.state]}</span>
      </div>
      <table>
        <tbody>
          <tr>
            <th>甲方（学员监护人）</th>
            <td>{contract.guardianName ?? ''}</td>
            <th>联系电话</th>
            <td>{contract.guardianPhone ?? ''}</td>
          </tr>
          <tr>
            <th>学员</th>
            <td>{contract.studentName}</td>
            <th>乙方（培训机构）</th>
            <td>{schoolName}</td>
          </tr>
          <tr>
            <th>课程</th>
            <td>{contract.courseName ?? '—'}</td>
            <th>课时数</th>
            <td>{contract.hours ?? '—'}</td>
          </tr>
          <tr>
            <th>合同金额</th>
            <td colSpan={3} data-testid="contract-print-amount">
              {fenToYuan(contract.amount)} 元（大写：{fenInCapitals(contract.amount)}）
            </td>
          </tr>
          <tr>
            <th>合同期限</th>
            <td colSpan={3}>
              {contract.startDate ?? '—'} 至 {contract.endDate ?? '—'}
            </td>
          </tr>
          {contract.receiptNo ? (
            <tr>
              <th>收费收据</th>
              <td colSpan={3}>{contract.receiptNo}</td>
            </tr>
          ) : null}
          {contract.remark ? (
            <tr>
              <th>约定事项</th>
              <td colSpan={3}>{contract.remark}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <p>乙方按上述课程与课时为学员提供培训；学员按课时消耗，未消耗课时可按学校退费规则退还。本合同一式两份，甲乙双方各执一份，双方签字（盖章）后生效。</p>
      <div className="receipt-print-meta" style={{ marginTop: 32 }}>
        <span>甲方签字：＿＿＿＿＿＿＿＿</span>
        <span>乙方盖章：＿＿＿＿＿＿＿＿</span>
        <span>签署日期：{contract.signDate ?? '＿＿＿＿年＿＿月＿＿日'}</span>
      </div>
      <div className="receipt-print-meta">
        <span>经办人：{contract.staffName ?? '—'}</span>
      </div>
    </div>
  );
}

/** Below a contract's fields: its print view with the print button, and the signed scan when there is one. */
export function ContractDetailExtra({ record }: { record: Record<string, unknown> }) {
  const contract = record as unknown as StudentContract;
  const session = sessionStore.getUserSession();
  const schoolName = session && 'schoolInfo' in session ? session.schoolInfo.name : '';
  return (
    <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
      <Space>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          打印合同
        </Button>
        {contract.file ? (
          <Button href={contract.file} target="_blank">
            查看签署扫描件
          </Button>
        ) : null}
      </Space>
      <ContractPrint contract={contract} schoolName={schoolName} />
    </Space>
  );
}
