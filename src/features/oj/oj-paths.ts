import { findRouteByName } from '../../../shared/route-catalog';

/** Catalogue paths of the OJ screens the pages link to, with the row as ?id=. */
const pathOf = (name: string) => findRouteByName(name)!.path;

export const ojPaths = {
  details: (id: number) => `${pathOf('questionBank-details')}?id=${id}`,
  editProblem: (id?: number) => (id ? `${pathOf('addQuestion')}?id=${id}` : pathOf('addQuestion')),
  myProblems: () => pathOf('MyquestionBank'),
  analysis: (id: number) => `${pathOf('TopicAnalysis')}?id=${id}`,
  adminProblems: () => pathOf('ProblemManagement'),
};
