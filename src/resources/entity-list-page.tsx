import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { getDefaultSortOrder, List, useModalForm, useTable } from '@refinedev/antd';
import { useDataProvider, useInvalidate } from '@refinedev/core';
import { Button, Drawer, Form, Modal, Space, Table, message } from 'antd';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { EntityMeta, OperationMeta } from '../../shared/entity-types';
import { DetailExtras } from './detail-extras-slot';
import { useEntityAddon } from './entity-addons';
import { EntityDetails } from './entity-details';
import { EntityFilters, filtersFromSearch, searchValuesOf, typedFilters } from './entity-filters';
import { EntityFormFields, initialValuesOf, toPayload } from './entity-form-fields';
import { fieldOf, operationOf, operationsOf, providerMeta, resourceOf, screenPath } from './entity-resource';
import { ExcelImportButton } from './excel-import-button';
import { exportToExcel } from './excel-export';
import { FieldValue } from './field-value';
import { ListStateInUrl, useListLocationWriter, useOpenedListLocation } from './list-location';
import { OperationButton } from './operation-buttons';
import { useCanRun } from './use-can-any';

type Row = Record<string, unknown> & { id: number };

export interface EntityListProps {
  entity: EntityMeta;
  title: string;
  /** 'recycleList' shows the recycle bin of the entity with restore as the row action. */
  mode?: 'list' | 'recycleList';
  /** Filters every request of this screen carries (e.g. open classes only). */
  permanentFilters?: Record<string, unknown>;
  /** The create screen of a narrowed list (a preset); default: the entity's declared create screen; null: the dialog here. */
  createPath?: string | null;
  /** Actions of the screen beside 新增 (e.g. bulk authorization). */
  headerExtra?: ReactNode;
  /** Key of the list operation to read when it is not the plain one (a clue's open pool, `openList`). */
  listOperation?: string;
  /** Operation keys this screen offers (create, update, row and batch actions); default: all the user may run. */
  actions?: string[];
  /**
   * Entities a create or edit here changes on the server, whose lists are read again after it
   * (a follow-up record moves its clue to 跟进中: the clue list around the drawer refreshes).
   */
  refreshes?: EntityMeta[];
}

/**
 * 合计: the sums the server computed over every row the filters match (not just this page), under
 * their columns, in the fields' own format (money in 元).
 */
function TotalsRow({ entity, totals, leading }: { entity: EntityMeta; totals: Record<string, number> | undefined; leading: number }) {
  const cells = [...Array.from({ length: leading }, () => null), ...entity.listColumns, 'actions'];
  return (
    <Table.Summary fixed>
      <Table.Summary.Row>
        {cells.map((name, index) => (
          <Table.Summary.Cell key={name ?? `lead-${index}`} index={index}>
            {index === 0 ? <strong>合计</strong> : name && totals && name in totals ? <strong data-total={name}><FieldValue field={fieldOf(entity, name)} record={{ [name]: totals[name] }} /></strong> : null}
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}

/**
 * The generic list screen of a schema-driven entity: server-side paging, sorting and
 * filters, keyword search, row and batch actions (hidden without their permission), create
 * and edit in a dialog unless the entity has its own screens, Excel export and import.
 */
export function EntityListPage({ entity, title, mode = 'list', permanentFilters = {}, createPath: presetCreatePath, headerExtra, listOperation, actions, refreshes = [] }: EntityListProps) {
  const listKey = listOperation ?? mode;
  const offered = (op: OperationMeta | undefined) => (op && (!actions || actions.includes(op.key)) ? op : undefined);
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const [selected, setSelected] = useState<number[]>([]);
  const [viewing, setViewing] = useState<Row>();
  // A list with its own order (the flow's next follow-up first, nulls last) sends none at first:
  // one column and direction could not say it, so the server applies it.
  const ownOrder = listOperation !== undefined && entity.operations[listOperation]?.defaultSort !== undefined;
  const initialSorters = ownOrder ? [] : [entity.defaultSort];
  const inUrl = useContext(ListStateInUrl);
  const opened = useOpenedListLocation(inUrl);
  // The address carries text: restored filters take their fields' types before the list is read.
  const [openedFilters] = useState(() => typedFilters(entity, opened.filters ?? []));
  const { tableProps, tableQuery, searchFormProps, filters, sorters, currentPage, pageSize } = useTable<Row>({
    resource: resourceOf(entity),
    meta: providerMeta(entity, listKey),
    syncWithLocation: false,
    pagination: { currentPage: opened.currentPage, pageSize: opened.pageSize ?? 10, mode: 'server' },
    sorters: { mode: 'server', initial: opened.sorters ?? initialSorters },
    filters: { mode: 'server', initial: openedFilters, permanent: Object.entries(permanentFilters).map(([field, value]) => ({ field, operator: 'eq' as const, value })) },
    onSearch: (values) => filtersFromSearch(entity, values as Record<string, unknown>),
  });
  useListLocationWriter(inUrl, { currentPage, pageSize, sorters, filters }, Object.keys(permanentFilters));
  // The search bar shows what a restored list is filtered by.
  useEffect(() => {
    if (openedFilters.length) searchFormProps.form?.setFieldsValue(searchValuesOf(entity, openedFilters) as never);
  }, []);
  // A restored sort shows on its column; the screen's own first sort stays unmarked, as it always was.
  const shownSorters = JSON.stringify(sorters) === JSON.stringify(initialSorters) ? [] : sorters;

  const createOp = offered(operationOf(entity, 'create'));
  const updateOp = offered(operationOf(entity, 'update'));
  const canCreate = useCanRun(createOp);
  const canUpdate = useCanRun(updateOp);
  // An add-on may offer 编辑 on some rows only (a signed contract is fixed); the server refuses the others.
  const updateFilter = useEntityAddon(entity).rowFilters?.update;
  const invalidate = useInvalidate();
  const refreshOthers = () => Promise.all(refreshes.map((other) => invalidate({ resource: resourceOf(other), invalidates: ['list', 'many'] })));
  const createForm = useModalForm({ resource: resourceOf(entity), meta: providerMeta(entity), action: 'create', redirect: false, successNotification: { type: 'success', message: '新增成功' }, onMutationSuccess: refreshOthers });
  const editForm = useModalForm({ resource: resourceOf(entity), meta: providerMeta(entity), action: 'edit', redirect: false, successNotification: { type: 'success', message: '保存成功' }, onMutationSuccess: refreshOthers });

  const recycle = mode === 'recycleList';
  const rowOps = recycle
    ? operationsOf(entity, 'restore')
    : Object.values(entity.operations).filter((op) => offered(op) && !op.hidden && ((op.kind === 'setField' && !op.batch) || op.kind === 'custom' || op.kind === 'delete'));
  const batchOps = recycle ? [] : Object.values(entity.operations).filter((op) => offered(op) && (op.kind === 'batchDelete' || (op.kind === 'setField' && op.batch)));
  const importOp = recycle ? undefined : offered(operationOf(entity, 'import'));
  const showPath = screenPath(entity, 'show');
  const editPath = screenPath(entity, 'edit');
  const createPath = presetCreatePath === null ? undefined : (presetCreatePath ?? screenPath(entity, 'create'));

  // The row as the list now has it: a write from the drawer (a follow-up record) refreshes it there too.
  const viewed = viewing && (tableProps.dataSource?.find((row) => row.id === viewing.id) ?? viewing);

  const openCreate = () => (createPath ? navigate(createPath) : createForm.show());
  const openEdit = (row: Row) => (editPath ? navigate(`${editPath}?id=${row.id}`) : editForm.show(row.id));
  const openShow = (row: Row) => (showPath ? navigate(`${showPath}?id=${row.id}`) : setViewing(row));

  const doExport = async () => {
    const count = await exportToExcel({ dataProvider: dataProvider(), entity, filters, sorters: sorters as never, listKey });
    message.success(`已导出 ${count} 行`);
  };

  const columns = [
    ...entity.listColumns.map((name) => {
      const field = fieldOf(entity, name);
      return { key: name, dataIndex: name, title: field.title, sorter: entity.sort.includes(name), defaultSortOrder: getDefaultSortOrder(name, shownSorters), render: (_: unknown, row: Row) => <FieldValue field={field} record={row} /> };
    }),
    {
      key: 'actions',
      title: '操作',
      fixed: 'right' as const,
      render: (_: unknown, row: Row) => (
        <Space size={0} wrap>
          {!recycle && <Button size="small" type="link" onClick={() => openShow(row)}>详情</Button>}
          {!recycle && canUpdate && (updateFilter?.(row) ?? true) && <Button size="small" type="link" onClick={() => openEdit(row)}>编辑</Button>}
          {rowOps.map((op) => <OperationButton key={op.key} entity={entity} op={op} ids={[row.id]} record={row} />)}
        </Space>
      ),
    },
  ];

  return (
    <List
      title={title}
      breadcrumb={false}
      headerButtons={
        <Space>
          {headerExtra}
          {!recycle && canCreate && <Button type="primary" icon={<PlusOutlined />} onClick={openCreate}>新增{entity.title}</Button>}
          {importOp && <ExcelImportButton entity={entity} op={importOp} />}
          <Button icon={<DownloadOutlined />} onClick={doExport}>导出 Excel</Button>
        </Space>
      }
    >
      <EntityFilters entity={entity} formProps={searchFormProps as never} />
      {batchOps.length > 0 && (
        <Space style={{ marginBottom: 8 }}>
          <span>已选 {selected.length} 项</span>
          {batchOps.map((op) => <OperationButton key={op.key} entity={entity} op={op} ids={selected} />)}
        </Space>
      )}
      <Table<Row>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        columns={columns}
        rowSelection={batchOps.length ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
        summary={entity.totals ? () => <TotalsRow entity={entity} totals={tableQuery.data?.totals as Record<string, number> | undefined} leading={batchOps.length ? 1 : 0} /> : undefined}
      />
      <Modal {...createForm.modalProps} title={`新增${entity.title}`} destroyOnHidden>
        <Form {...createForm.formProps} layout="vertical" initialValues={initialValuesOf(entity, permanentFilters)} onFinish={(values) => createForm.formProps.onFinish?.(toPayload(entity, values as Record<string, unknown>))}>
          <EntityFormFields entity={entity} mode="create" />
        </Form>
      </Modal>
      <Modal {...editForm.modalProps} title={`编辑${entity.title}`} destroyOnHidden>
        <Form {...editForm.formProps} layout="vertical" onFinish={(values) => editForm.formProps.onFinish?.(toPayload(entity, values as Record<string, unknown>))}>
          <EntityFormFields entity={entity} mode="update" />
        </Form>
      </Modal>
      <Drawer open={viewing !== undefined} onClose={() => setViewing(undefined)} title={`${entity.title}详情`} width={720}>
        {viewed && <EntityDetails entity={entity} record={viewed} />}
        {viewed && <DetailExtras entity={entity} record={viewed} />}
      </Drawer>
    </List>
  );
}
