import { sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../shared/generated/contract.gen';
import type { Db } from '../../db/client';
import { examSheets, exams } from '../../db/schema';
import { scoredAt, visibleScores } from '../exams/student-scores';

export const storyKinds = ['lesson', 'hour', 'receipt', 'work', 'homework', 'exam', 'oj', 'star', 'comment'] as const;
export type StoryKind = (typeof storyKinds)[number];

/** A sign-in happened on its lesson's day at the plan's start, China time. */
const lessonAt = sql.raw(`((sr.lesson_date + coalesce(nullif(tp.start_time, ''), '00:00')::time) at time zone 'Asia/Shanghai')`);

/**
 * One branch of the timeline per kind, each reading one table by its student index: columns key, kind, at,
 * title, detail, figure, status. Every branch names the school as well as the student.
 */
function branch(kind: StoryKind, schoolId: number, studentId: number): SQL {
  switch (kind) {
    case 'lesson':
      return sql`select 'lesson-' || sr.id as key, 'lesson' as kind, ${lessonAt} as at, coalesce(c.name, '') || ' · ' || coalesce(tp.topic, '上课') as title,
        st.real_name as detail, sr.hours::float8 as figure, sr.status::text as status
        from sign_records sr left join teach_plans tp on tp.id = sr.plan_id left join classes c on c.id = sr.class_id left join staff st on st.id = sr.teacher_id
        where sr.school_id = ${schoolId} and sr.student_id = ${studentId}`;
    case 'comment':
      return sql`select 'comment-lesson-' || sr.id, 'comment', ${lessonAt}, coalesce(tp.topic, c.name, '课堂评价'), sr.comment, sr.rating::float8, 'lesson'
        from sign_records sr left join teach_plans tp on tp.id = sr.plan_id left join classes c on c.id = sr.class_id
        where sr.school_id = ${schoolId} and sr.student_id = ${studentId} and coalesce(sr.comment, '') <> ''
        union all
        select 'comment-work-' || w.id, 'comment', wr.reviewed_at, w.title, wr.comment, wr.score::float8, 'work'
        from works w inner join work_reviews wr on wr.work_id = w.id
        where w.school_id = ${schoolId} and w.student_id = ${studentId} and w.deleted_at is null and wr.comment <> ''`;
    case 'hour':
      return sql`select 'hour-' || he.id, 'hour', he.created_at, sc.name, he.reason, he.hours::float8, he.kind::text
        from hour_entries he inner join sale_courses sc on sc.id = he.course_id
        where he.school_id = ${schoolId} and he.student_id = ${studentId}`;
    case 'receipt':
      return sql`select 'receipt-' || r.id, 'receipt', r.created_at, r.receipt_no, case when r.state = 0 then '已作废' else r.remark end, r.amount::float8, r.kind::text
        from receipts r where r.school_id = ${schoolId} and r.student_id = ${studentId}`;
    case 'work':
      return sql`select 'work-' || w.id, 'work', w.created_at, w.title, w.kind, null::float8, null
        from works w where w.school_id = ${schoolId} and w.student_id = ${studentId} and w.deleted_at is null`;
    case 'homework':
      return sql`select 'homework-' || hs.id, 'homework', hs.submitted_at, h.title, null, null::float8, null
        from homework_submissions hs inner join homeworks h on h.id = hs.homework_id
        where hs.school_id = ${schoolId} and hs.student_id = ${studentId}`;
    case 'exam':
      return sql`select 'exam-' || ${examSheets.id}, 'exam', ${scoredAt}, ${exams.title}, ${exams.kind}, ${examSheets.totalScore}, ${exams.fullScore}::text
        from ${examSheets} inner join ${exams} on ${exams.id} = ${examSheets.examId}
        where ${visibleScores(schoolId, studentId)}`;
    case 'oj':
      return sql`select 'oj-' || os.id, 'oj', os.created_at, coalesce(p.title, '题目 ' || os.problem_id), os.language, os.score::float8, coalesce(os.verdict, '评测中')
        from oj_submissions os left join oj_problems p on p.id = os.problem_id
        where os.school_id = ${schoolId} and os.submitter_kind = 'student' and os.submitter_id = ${studentId} and os.exam_sheet_id is null`;
    case 'star':
      return sql`select 'star-' || sg.id, 'star', sg.created_at, sg.reason, sg.source, sg.amount::float8, null
        from star_grants sg where sg.school_id = ${schoolId} and sg.student_id = ${studentId}`;
  }
}

interface EventRow {
  key: string;
  kind: StoryKind;
  at: string;
  title: string | null;
  detail: string | null;
  figure: number | string | null;
  status: string | null;
}

/**
 * The student's timeline, newest first: the chosen kinds (all by default) within China days from–to,
 * one page at a time (one row more than the page is read to tell whether another follows).
 */
export async function studentTimeline(db: Db, schoolId: number, studentId: number, body: components['schemas']['StoryTimelineBody']) {
  const kinds = body.kinds?.length ? storyKinds.filter((k) => body.kinds!.includes(k)) : storyKinds;
  const pageSize = body.pageSize ?? 20;
  const offset = ((body.pageNo ?? 1) - 1) * pageSize;
  const union = sql.join(kinds.map((k) => sql`(${branch(k, schoolId, studentId)})`), sql` union all `);
  const from = body.from ? sql`and t.at >= (${body.from}::date::timestamp at time zone 'Asia/Shanghai')` : sql``;
  const to = body.to ? sql`and t.at < ((${body.to}::date + 1)::timestamp at time zone 'Asia/Shanghai')` : sql``;
  const result = await db.execute(sql`
    select t.key, t.kind, to_char(t.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, t.title, t.detail, t.figure, t.status
    from (${union}) as t(key, kind, at, title, detail, figure, status)
    where true ${from} ${to}
    order by t.at desc, t.key desc
    limit ${pageSize + 1} offset ${offset}`);
  const rows = (result as unknown as { rows: EventRow[] }).rows;
  return {
    list: rows.slice(0, pageSize).map((r) => ({ ...r, title: r.title ?? '', figure: r.figure === null ? null : Number(r.figure) })),
    hasMore: rows.length > pageSize,
  };
}
