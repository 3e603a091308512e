import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { schoolQuestionImportQuestions } from '../../api/generated/school-question';
import type { SchoolQuestionCreateBody } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { readSheet } from '../../resources/excel-rows';
import { saveFile } from '../../resources/save-file';
import { parseQuestionSheet, templateWorkbook, type SheetRow } from './question-sheet';

interface RowError {
  row: number;
  message: string;
}

async function downloadTemplate() {
  saveFile(await templateWorkbook(), '题目导入模板.xlsx');
}

/**
 * 导入题目 into one bank from the template sheet: every row is checked first and the errors
 * listed by row; nothing is imported unless every row passes, here and on the server.
 */
export function QuestionImportButton({ bankId }: { bankId: number }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<SheetRow[]>([]);
  const [errors, setErrors] = useState<RowError[]>([]);
  const [done, setDone] = useState<string>();
  const [sending, setSending] = useState(false);

  const load = async (file: File) => {
    setDone(undefined);
    const sheet = await readSheet(file);
    const parsed = parseQuestionSheet(sheet.header, sheet.data, bankId);
    setRows(parsed);
    setErrors(parsed.flatMap((r) => r.errors.map((message) => ({ row: r.row, message }))));
    return false;
  };
  const submit = async () => {
    setSending(true);
    try {
      const report = await content(schoolQuestionImportQuestions({ rows: rows.map((r) => r.body as unknown as SchoolQuestionCreateBody), partial: false }));
      if (report.errors.length) {
        setErrors(report.errors.map((e) => ({ row: rows[e.row - 1].row, message: e.message })));
        return;
      }
      setDone(`已导入 ${report.imported} 道题目`);
      setRows([]);
      await queryClient.invalidateQueries({ queryKey: ['school-questions'] });
    } finally {
      setSending(false);
    }
  };
  const ready = rows.length > 0 && errors.length === 0 && rows.every((r) => r.body);

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => { setOpen(true); setRows([]); setErrors([]); setDone(undefined); }}>导入题目</Button>
      <Modal title="从 Excel 导入题目" open={open} onCancel={() => setOpen(false)} onOk={() => void submit().catch(() => undefined)} okText="开始导入" cancelText="关闭" okButtonProps={{ disabled: !ready, loading: sending }} width={760} destroyOnHidden>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="info" showIcon message="请先下载模板，每行一道题；选择题的选项填在「选项A」至「选项F」，判断题答案填「正确」或「错误」，编程题填写 OJ 题目编号。有任何一行出错时不会导入任何题目。" />
          <Space>
            <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>下载模板</Button>
            <Upload accept=".xlsx" maxCount={1} beforeUpload={load} showUploadList={false}>
              <Button icon={<UploadOutlined />}>选择 Excel 文件</Button>
            </Upload>
          </Space>
          {rows.length > 0 && <span>共 {rows.length} 道题{errors.length ? `，${new Set(errors.map((e) => e.row)).size} 行有错误，请修改后重新选择文件` : '，全部通过检查'}</span>}
          {errors.length > 0 && (
            <Table<RowError> size="small" rowKey={(e) => `${e.row}-${e.message}`} dataSource={errors} pagination={{ pageSize: 8 }} columns={[{ title: '行号', dataIndex: 'row', width: 80, render: (r: number) => (r ? `第 ${r} 行` : '表头') }, { title: '错误', dataIndex: 'message' }]} />
          )}
          {done && <Alert type="success" showIcon message={done} />}
        </Space>
      </Modal>
    </>
  );
}
