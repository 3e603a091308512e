import type pg from 'pg';

/**
 * Enough data for every dashboard to have something to draw, added by SQL to a freshly started
 * product (the demo school of the README): a month of signed lessons for the demo class with
 * varied attendance, ratings, comments and the hours they consumed; receipts and two refunds;
 * OJ submissions with every verdict; eight more schools across provinces with campuses, staff,
 * classes and students; a year of sign-ins. Deterministic (no randomness), for screenshots only:
 * the demo term generator builds the real demo school.
 */

type Db = pg.Client;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Copies rows of `table` matching `where` (alias t), `times` times (g = 1..times), with some columns replaced by SQL expressions. */
async function copyRows(db: Db, table: string, where: string, overrides: Record<string, string>, times = 1): Promise<number[]> {
  const { rows } = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1 and column_name <> 'id' and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  const columns = rows.map((r) => r.column_name);
  const values = columns.map((c) => overrides[c] ?? `t.${quote(c)}`);
  const result = await db.query<{ id: number }>(
    `insert into ${quote(table)} (${columns.map(quote).join(', ')}) select ${values.join(', ')} from ${quote(table)} t, generate_series(1, ${times}) g where ${where} returning id`,
  );
  return result.rows.map((r) => Number(r.id));
}

const one = async <T>(db: Db, sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0] as T;

const schoolsToAdd = [
  { name: '星火少儿编程', province: '浙江', trial: false },
  { name: '未来码农学堂', province: '广东', trial: false },
  { name: '小小程序员中心', province: '北京', trial: true },
  { name: '创客少年宫', province: '江苏', trial: false },
  { name: '青少年科技教育学校', province: '四川', trial: false },
  { name: '逻辑思维编程馆', province: '上海', trial: true },
  { name: '蓝天信息学奥赛培训', province: '湖北', trial: false },
  { name: '启明星编程工作室', province: '山东', trial: true },
];

const comments = ['积极回答问题', '作品很有创意', '调试很耐心，自己找到了错误', '课堂专注，进步明显', '需要多练习循环结构', '能帮助同桌，很棒'];

export async function seedDashboards(db: Db) {
  const school = await one<{ id: number }>(db, `select id from schools order by id limit 1`);
  const campus = await one<{ id: number }>(db, `select id from campuses where school_id = $1 order by id limit 1`, [school.id]);
  const cls = await one<{ id: number; campus_id: number }>(db, `select id, campus_id from classes where school_id = $1 order by id limit 1`, [school.id]);
  const course = await one<{ id: number }>(db, `select id from sale_courses where school_id = $1 order by id limit 1`, [school.id]);
  const account = await one<{ id: number }>(db, `select id from pay_accounts where school_id = $1 order by id limit 1`, [school.id]);
  await db.query(`update schools set oj_analysis = true, province = '浙江' where id = $1`, [school.id]);

  // Two more teachers, so 教师课时 compares several.
  const teacherIds = await copyRows(db, 'staff', `t.school_id = ${school.id} and not t.is_principal`, {
    user_name: `t.user_name || '_t' || g`,
    real_name: `(array['赵老师', '孙老师'])[g]`,
    code: `t.code || g`,
  }, 2);
  const teachers = (await db.query<{ id: number }>(`select id from staff where school_id = $1 order by id`, [school.id])).rows.map((r) => Number(r.id));

  // A month of lessons, weekdays, one or two hours, the teachers taking turns; all signed.
  await db.query(
    `insert into teach_plans (school_id, campus_id, class_id, course_id, teacher_id, lesson_date, start_time, end_time, hours, topic, kind, state)
     select $1::int, $2::int, $3::int, $4::int, ($5::int[])[1 + (d % array_length($5::int[], 1))], current_date - d, '16:00', '17:30', 1 + (d % 3 = 0)::int, '第' || (30 - d) || '课', 1, 2
     from generate_series(0, 29) d where extract(isodow from current_date - d) < 6`,
    [school.id, cls.campus_id, cls.id, course.id, teachers],
  );
  // Every student of the class at every lesson: mostly present, some late, on leave, absent or making up.
  await db.query(
    `insert into sign_records (school_id, campus_id, plan_id, class_id, student_id, course_id, teacher_id, lesson_date, status, hours, rating, comment)
     select p.school_id, p.campus_id, p.id, p.class_id, s.id, p.course_id, p.teacher_id, p.lesson_date, st.status,
            case when st.status in (1, 2, 5) then p.hours else 0 end,
            case when (p.id + s.id) % 3 = 0 then 3 + ((p.id + s.id) % 3 + s.id) % 3 end,
            case when (p.id * 7 + s.id) % 5 = 0 then ($3::text[])[1 + ((p.id + s.id) % array_length($3::text[], 1))] end
     from teach_plans p join students s on s.class_id = p.class_id
     cross join lateral (select case (p.id * 3 + s.id) % 12 when 7 then 2 when 8 then 3 when 9 then 4 when 10 then 5 else 1 end as status) st
     where p.school_id = $1 and p.class_id = $2`,
    [school.id, cls.id, comments],
  );
  // Their hours leave the balances through the hour ledger (课消, 80 yuan an hour).
  await db.query(
    `insert into hour_entries (school_id, campus_id, student_id, course_id, kind, sign_record_id, hours, value, reason, created_at)
     select school_id, campus_id, student_id, course_id, 8, id, -hours, -hours * 8000, '签到课消', lesson_date::timestamptz + interval '17 hours'
     from sign_records where school_id = $1 and hours > 0`,
    [school.id],
  );
  // Receipts every few days and two refunds.
  await db.query(
    // Income counts what moved with a receipt: the entries hang on the demo school's first one.
    `insert into money_entries (school_id, campus_id, pay_account_id, receipt_id, kind, amount, created_at)
     select $1::int, $2::int, $3::int, (select min(id) from receipts where school_id = $1::int), 1, 80000 + (d % 4) * 45000, now() - make_interval(days => d) from generate_series(0, 29) d where d % 3 = 0
     union all select $1::int, $2::int, $3::int, (select min(id) from receipts where school_id = $1::int), 2, -64000, now() - interval '8 days'
     union all select $1::int, $2::int, $3::int, (select min(id) from receipts where school_id = $1::int), 2, -12050, now() - interval '20 days'`,
    [school.id, campus.id, account.id],
  );

  // OJ submissions of the class's students over the demo problems, every verdict.
  const verdicts = ['AC', 'AC', 'AC', 'WA', 'WA', 'TLE', 'CE', 'RE', 'PE', 'MLE', 'AC', 'WA'];
  await db.query(
    `insert into oj_submissions (school_id, problem_id, submitter_kind, submitter_id, language, source, status, verdict, score, time_ms, memory_kb, created_at, judged_at)
     select $1::int, p.id, 'student', s.id, 'cpp', '// screenshot data', 'finished', v.verdict, case when v.verdict = 'AC' then 100 else 0 end, 12 + n * 3, 2048, now() - make_interval(hours => (n * 5)::int), now() - make_interval(hours => (n * 5)::int)
     from (select id from oj_problems order by id limit 5) p
     cross join students s
     cross join generate_series(1, 4) n
     cross join lateral (select ($2::text[])[1 + ((p.id * 5 + s.id * 3 + n) % array_length($2::text[], 1))] as verdict) v
     where s.school_id = $1`,
    [school.id, verdicts],
  );

  // More schools for the back office, each a copy of the demo school's shape in another size.
  for (const [index, extra] of schoolsToAdd.entries()) {
    const [id] = await copyRows(db, 'schools', `t.id = ${school.id}`, {
      name: `'${extra.name}'`,
      domain: 'null',
      province: `'${extra.province}'`,
      trial: String(extra.trial),
      trial_end_date: extra.trial ? `current_date + ${15 + index}` : 'null',
      created_at: `now() - interval '${40 + index * 35} days'`,
    });
    const campusIds = await copyRows(db, 'campuses', `t.id = ${campus.id}`, { school_id: String(id), name: `'校区' || g` }, 1 + (index % 3));
    await copyRows(db, 'staff', `t.school_id = ${school.id} and t.id = ${teachers[1]}`, { school_id: String(id), campus_id: String(campusIds[0]), user_name: `'s${id}_' || g`, is_principal: 'false' }, 2 + index);
    const [classId] = await copyRows(db, 'classes', `t.id = ${cls.id}`, { school_id: String(id), campus_id: String(campusIds[0]), teacher_id: 'null', name: `'编程' || g || '班'` }, 1 + (index % 4));
    await copyRows(db, 'students', `t.school_id = ${school.id} and t.user_name = 'student'`, {
      school_id: String(id),
      campus_id: String(campusIds[0]),
      class_id: String(classId),
      user_name: `'u${id}_' || g`,
      real_name: `'学员' || g`,
      code: `'S' || g`,
      created_at: `now() - make_interval(days => ((g * 7) % 120)::int)`,
    }, 12 + ((index * 37) % 60));
  }

  // A year of sign-ins: staff and students on most school days, more in the recent weeks, some refused; the administrator daily.
  await db.query(
    `insert into login_logs (kind, user_name, success, ip, created_at)
     select 'student', s.user_name, (s.id + d) % 17 <> 0, '10.' || s.school_id || '.' || (s.id % 6) || '.' || (d % 3), date_trunc('day', now()) - make_interval(days => d) + make_interval(hours => (8 + (s.id + d) % 10)::int)
     from students s cross join generate_series(0, 364) d
     where (s.id * 7 + d * 3) % (case when d < 90 then 3 else 9 end) = 0
     union all
     select 'staff', f.user_name, (f.id + d) % 23 <> 0, '10.' || f.school_id || '.9.' || (f.id % 3), date_trunc('day', now()) - make_interval(days => d) + make_interval(hours => (8 + (f.id + d) % 9)::int)
     from staff f cross join generate_series(0, 364) d
     where (f.id + d) % (case when d < 90 then 2 else 5 end) = 0
     union all
     select 'admin', 'admin', true, '127.0.0.1', date_trunc('day', now()) - make_interval(days => d) + interval '9 hours'
     from generate_series(0, 364) d where d % 4 = 0`,
  );

  const count = async (table: string) => Number((await one<{ n: string }>(db, `select count(*) n from ${quote(table)}`)).n);
  return {
    teachers: teacherIds.length + 2,
    plans: await count('teach_plans'),
    signRecords: await count('sign_records'),
    moneyEntries: await count('money_entries'),
    ojSubmissions: await count('oj_submissions'),
    schools: await count('schools'),
    students: await count('students'),
    loginLogs: await count('login_logs'),
  };
}
