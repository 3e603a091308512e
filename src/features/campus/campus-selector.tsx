import { Select } from 'antd';
import { useCampusList } from './use-campus-list';
import { useSelectedCampus } from './selected-campus';

const allCampuses = 'all';

/** 全部校区 or one campus; a campus that no longer exists falls back to 全部校区. */
export function CampusSelector({ width = 200 }: { width?: number }) {
  const { data: campuses = [], isLoading } = useCampusList();
  const [selected, setSelected] = useSelectedCampus();
  const known = selected !== null && campuses.some((c) => c.id === selected);
  return (
    <Select
      aria-label="选择校区"
      style={{ width }}
      loading={isLoading}
      value={known ? selected : allCampuses}
      onChange={(value: number | typeof allCampuses) => setSelected(value === allCampuses ? null : value)}
      options={[
        { value: allCampuses, label: '全部校区' },
        ...campuses.map((c) => ({ value: c.id, label: c.enabled && c.valid ? c.name : `${c.name}（已停用）` })),
      ]}
    />
  );
}
