import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Modal, Progress, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import type { EntityMeta, OperationMeta } from '../../shared/entity-types';
import { parseSheetRows, readSheet, type ParsedRow } from './excel-rows';
import { useCanRun } from './use-can-any';
import { useRunOperation } from './use-run-operation';

interface RowError {
  row: number;
  message: string;
}

/**
 * Import from Excel or CSV: read, check every row against the schema, show a per-row error
 * report, then send. Nothing is imported while any row is broken unless the user ticks
 * "skip broken rows"; the server applies the same rule to what only it can check (duplicates,
 * foreign ids) and imports all or nothing of what it is sent.
 */
export function ExcelImportButton({ entity, op }: { entity: EntityMeta; op: OperationMeta }) {
  const allowed = useCanRun(op);
  const run = useRunOperation(entity);
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<ParsedRow[]>([]);
  const [errors, setErrors] = useState<RowError[]>([]);
  const [partial, setPartial] = useState(false);
  const [percent, setPercent] = useState(0);
  const [result, setResult] = useState<string>();
  if (!allowed) return null;

  const load = async (file: File) => {
    setResult(undefined);
    setPercent(10);
    const sheet = await readSheet(file);
    setPercent(40);
    const parsed = parseSheetRows(entity, sheet.header, sheet.data);
    setRows(parsed);
    setErrors(parsed.flatMap((r) => r.errors.map((message) => ({ row: r.row, message }))));
    setPercent(60);
    return false;
  };

  const good = rows.filter((r) => !r.errors.length);
  const blocked = !good.length || (errors.length > 0 && !partial);

  const submit = async () => {
    setPercent(80);
    const report = (await run(op, { rows: good.map((r) => r.values), partial })) as { imported: number; errors: RowError[] };
    // The server numbers the rows it was sent; report them by their line in the file.
    setErrors((previous) => [...previous, ...report.errors.map((e) => ({ row: good[e.row - 1].row, message: e.message }))]);
    setPercent(100);
    setResult(`成功导入 ${report.imported} 行${report.errors.length ? `，${report.errors.length} 行未通过服务器校验` : ''}`);
  };

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => { setOpen(true); setRows([]); setErrors([]); setPercent(0); setResult(undefined); }}>
        导入
      </Button>
      <Modal title={`导入${entity.title}`} open={open} onCancel={() => setOpen(false)} onOk={submit} okText="开始导入" okButtonProps={{ disabled: blocked || percent === 100 }} width={720} destroyOnHidden>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Upload accept=".xlsx,.csv" maxCount={1} beforeUpload={load} showUploadList={false}>
            <Button icon={<UploadOutlined />}>选择 Excel / CSV 文件</Button>
          </Upload>
          <Alert type="info" showIcon message={`第一行为表头，列名使用字段名称：${entity.formFields.join('、')}（或其中文标题）`} />
          {percent > 0 && <Progress percent={percent} />}
          {rows.length > 0 && <span>共 {rows.length} 行，正确 {good.length} 行，错误 {rows.length - good.length} 行</span>}
          {errors.length > 0 && (
            <>
              <Checkbox checked={partial} onChange={(e) => setPartial(e.target.checked)}>
                跳过错误行，仅导入正确的行
              </Checkbox>
              <Table<RowError> size="small" rowKey={(e) => `${e.row}-${e.message}`} dataSource={errors} pagination={{ pageSize: 5 }} columns={[{ title: '行号', dataIndex: 'row', width: 80 }, { title: '错误', dataIndex: 'message' }]} />
            </>
          )}
          {result && <Alert type="success" message={result} />}
        </Space>
      </Modal>
    </>
  );
}
