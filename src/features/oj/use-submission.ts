import { useQuery } from '@tanstack/react-query';
import { ojSubmissionDetail } from '../../api/generated/oj';
import { content, withFlags } from '../../api/request';

/** How often a waiting submission is asked for its verdict. */
const pollMs = 1000;

/** A submission's detail, polled until the judge has finished it. */
export function useSubmission(id: number | null) {
  return useQuery({
    queryKey: ['oj-submission', id],
    enabled: id !== null,
    queryFn: () => content(ojSubmissionDetail({ id: id! }, withFlags({ silent: true }))),
    refetchInterval: (query) => (query.state.data && query.state.data.status === 'finished' ? false : pollMs),
  });
}
