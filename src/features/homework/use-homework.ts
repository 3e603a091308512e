import { useQuery } from '@tanstack/react-query';
import { studentHomeworkList, teacherClassHomework, teacherHomeworkDetail } from '../../api/generated/homework';
import { content } from '../../api/request';

/** Every homework read shares this prefix, so a hand-in or a new homework refreshes them all. */
export const homeworkKey = 'homework';

export const useClassHomework = (classId: number) =>
  useQuery({ queryKey: [homeworkKey, 'class', classId], queryFn: () => content(teacherClassHomework({ classId })), enabled: classId > 0 });
export const useHomeworkDetail = (id: number) => useQuery({ queryKey: [homeworkKey, 'detail', id], queryFn: () => content(teacherHomeworkDetail({ id })) });
export const useMyHomework = (openOnly: boolean) => useQuery({ queryKey: [homeworkKey, 'mine', openOnly], queryFn: () => content(studentHomeworkList({ openOnly })) });
