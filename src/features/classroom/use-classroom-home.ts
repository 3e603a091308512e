import { useQuery } from '@tanstack/react-query';
import { classroomHome } from '../../api/generated/works';
import { content } from '../../api/request';

export function useClassroomHome() {
  return useQuery({ queryKey: ['classroom-home'], queryFn: () => content(classroomHome({})) });
}
