import { useSearchParams } from 'react-router';
import { findRouteByName } from '../../../shared/route-catalog';
import type { PageProps } from '../../resources/page-props';
import { questionEntity } from '../../../shared/generated/entities/question.gen';
import { EntityListPage } from '../../resources/entity-list-page';

/** A bank's questions; 新增题目 opens the editor of `editorRoute` in that bank. */
export function BankQuestions({ bankId, title, editorRoute }: { bankId: number; title: string; editorRoute: string }) {
  return (
    <EntityListPage
      entity={questionEntity}
      title={title}
      permanentFilters={{ bankId }}
      createPath={`${findRouteByName(editorRoute)!.path}?bankId=${bankId}`}
    />
  );
}

/** 平台题目列表: the questions of the bank in `?bankId=`, or of every platform bank. */
export function PlatformQuestionListPage({ route }: PageProps) {
  const [params] = useSearchParams();
  const bankId = Number(params.get('bankId')) || undefined;
  if (bankId === undefined) return <EntityListPage entity={questionEntity} title={route.title} createPath={findRouteByName('admin-add-question')!.path} />;
  return <BankQuestions bankId={bankId} title={route.title} editorRoute="admin-add-question" />;
}
