import { useQuery } from '@tanstack/react-query';
import { ojLabelOptions } from '../../api/generated/oj';
import { content, withFlags } from '../../api/request';

/** The platform's OJ labels, for filters and the problem form. */
export function useOjLabels(admin = false) {
  return useQuery({ queryKey: ['oj-labels', admin], queryFn: () => content(ojLabelOptions(withFlags({ silent: true, admin }))), staleTime: 60_000 });
}
