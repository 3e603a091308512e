import dayjs, { type Dayjs } from 'dayjs';

/** Monday of the week `day` falls in (the school week runs Monday to Sunday). */
export const mondayOf = (day: Dayjs): Dayjs => day.startOf('day').subtract((day.day() + 6) % 7, 'day');

/** The seven days of the week starting on `monday`. */
export const daysOf = (monday: Dayjs): Dayjs[] => Array.from({ length: 7 }, (_, i) => monday.add(i, 'day'));

export const weekdayNames = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

export const thisMonday = () => mondayOf(dayjs());
