import { useSearchParams } from 'react-router';

/** Detail and edit screens have fixed paths in the catalogue; the row travels as `?id=`. */
export function useRecordId(): number | undefined {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
