import type { ComponentType } from 'react';
import { entities } from './entities.gen';
import { NoticeReadsPanel } from '../features/notice/notice-reads-panel';
import { BankQuestions } from '../features/exam/bank-questions';
import { QuestionPreview } from '../features/exam/question-preview';
import { PaperQuestionsPanel } from '../features/exam/paper-questions-panel';
import { SchoolPackagePanel } from '../features/school-admin/school-package-panel';
import { EntityListPage } from './entity-list-page';

/**
 * What a detail view shows below the fields, for entities whose detail needs more than the
 * generic one: a clue's follow-up records, a class's students. Each is the generic list of
 * the related entity narrowed to the row.
 */
type Extra = ComponentType<{ record: Record<string, unknown> }>;

export const detailExtras: Record<string, Extra> = {
  // A record moves its clue to 跟进中 with the next date (server/features/clue): the clue list follows.
  Clue: ({ record }) => <EntityListPage entity={entities.ClueRecord} title="跟进记录" permanentFilters={{ clueId: record.id }} refreshes={[entities.Clue]} />,
  SchoolClass: ({ record }) => <EntityListPage entity={entities.Student} title="班级学员" permanentFilters={{ classId: record.id }} />,
  // A curriculum is its subject plus its ordered lessons (preview-curriculum, look-curriculum).
  Curriculum: ({ record }) => <EntityListPage entity={entities.CurriculumLesson} title="课节" permanentFilters={{ curriculumId: record.id }} />,
  CurriculumGrant: ({ record }) => <EntityListPage entity={entities.CurriculumLesson} title="课节" permanentFilters={{ curriculumId: record.curriculumId }} />,
  TeacherTraining: ({ record }) => (
    <>
      <EntityListPage entity={entities.TrainingChapter} title="章节" permanentFilters={{ trainingId: record.id }} />
      <EntityListPage entity={entities.TrainingVideo} title="视频" permanentFilters={{ trainingId: record.id }} />
      <EntityListPage entity={entities.TrainingFile} title="文件" permanentFilters={{ trainingId: record.id }} />
    </>
  ),
  QuestionBank: ({ record }) => <BankQuestions bankId={record.id as number} title="题库题目" editorRoute="addAquestion" />,
  Paper: PaperQuestionsPanel,
  Question: QuestionPreview,
  // A school's package and its period (eduMeal), its offtime records and its banners, kept from the school's details.
  School: ({ record }) => (
    <>
      <SchoolPackagePanel record={record} />
      <EntityListPage entity={entities.SchoolOfftime} title="停课记录" permanentFilters={{ schoolId: record.id }} />
      <EntityListPage entity={entities.SchoolBanner} title="学校轮播图" permanentFilters={{ schoolId: record.id }} />
    </>
  ),
  SystemNotice: NoticeReadsPanel,
};
