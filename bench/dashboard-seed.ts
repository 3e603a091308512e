import type pg from 'pg';

/**
 * What the back office's charts need beyond the demo term (which builds the demo school's lessons,
 * sign-ins, money, OJ submissions and ninety days of sign-ins): eight more schools across provinces
 * with campuses, staff, classes and students, each a copy of the demo school's shape in another size,
 * and a year of sign-ins before the demo term's ninety days. Deterministic (no randomness), added by
 * SQL to a product whose first start wrote the demo term; for screenshots only.
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

export async function seedBackOfficeSchools(db: Db) {
  const school = await one<{ id: number }>(db, `select id from schools order by id limit 1`);
  const campus = await one<{ id: number }>(db, `select id from campuses where school_id = $1 order by id limit 1`, [school.id]);
  const cls = await one<{ id: number; campus_id: number }>(db, `select id, campus_id from classes where school_id = $1 order by id limit 1`, [school.id]);
  await db.query(`update schools set oj_analysis = true, province = '浙江' where id = $1`, [school.id]);

  const teacher = await one<{ id: number }>(db, `select id from staff where school_id = $1 and not is_principal order by id limit 1`, [school.id]);

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
    await copyRows(db, 'staff', `t.school_id = ${school.id} and t.id = ${teacher.id}`, { school_id: String(id), campus_id: String(campusIds[0]), user_name: `'s${id}_' || g`, is_principal: 'false' }, 2 + index);
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

  // A year of sign-ins: staff and students on most school days, more in the recent weeks, some refused; the administrator
  // every few days. The demo school's own last ninety days are the demo term's.
  await db.query(
    `insert into login_logs (kind, user_name, success, ip, created_at)
     select 'student', s.user_name, (s.id + d) % 17 <> 0, '10.' || s.school_id || '.' || (s.id % 6) || '.' || (d % 3), date_trunc('day', now()) - make_interval(days => d) + make_interval(hours => (8 + (s.id + d) % 10)::int)
     from students s cross join generate_series(0, 364) d
     where (s.id * 7 + d * 3) % (case when d < 90 then 3 else 9 end) = 0 and (s.school_id <> $1 or d >= 90)
     union all
     select 'staff', f.user_name, (f.id + d) % 23 <> 0, '10.' || f.school_id || '.9.' || (f.id % 3), date_trunc('day', now()) - make_interval(days => d) + make_interval(hours => (8 + (f.id + d) % 9)::int)
     from staff f cross join generate_series(0, 364) d
     where (f.id + d) % (case when d < 90 then 2 else 5 end) = 0 and (f.school_id <> $1 or d >= 90)
     union all
     select 'admin', 'admin', true, '127.0.0.1', date_trunc('day', now()) - make_interval(days => d) + interval '9 hours'
     from generate_series(0, 364) d where d % 4 = 0`,
    [school.id],
  );

  const count = async (table: string) => Number((await one<{ n: string }>(db, `select count(*) n from ${quote(table)}`)).n);
  return {
    schools: await count('schools'),
    students: await count('students'),
    loginLogs: await count('login_logs'),
  };
}
