import { useParams, useSearchParams } from 'react-router';

/**
 * The row a screen shows. Detail and edit screens have fixed paths in the catalogue, so the row
 * travels as `?id=`; the few catalogue paths with an `:id` segment (matchDetail/:id) carry it there.
 */
export function useRecordId(): number | undefined {
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.id ?? search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
