import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export type DateRange = [Dayjs, Dayjs];

export function lastDays(days: number): DateRange {
  return [dayjs().subtract(days - 1, 'day').startOf('day'), dayjs().endOf('day')];
}

/** The dashboards' period filter, with the usual presets. */
export function DateRangeFilter({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  return (
    <DatePicker.RangePicker
      aria-label="统计时间范围"
      value={value}
      allowClear={false}
      disabledDate={(day) => day.isAfter(dayjs().endOf('day'))}
      presets={[
        { label: '近7天', value: lastDays(7) },
        { label: '近30天', value: lastDays(30) },
        { label: '本月', value: [dayjs().startOf('month'), dayjs().endOf('day')] },
      ]}
      onChange={(range) => {
        if (range?.[0] && range[1]) onChange([range[0], range[1]]);
      }}
    />
  );
}
