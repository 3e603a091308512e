import { Segmented } from 'antd';
import { SimpleTable } from './simple-table';
import { useEffect, useState } from 'react';
import { schoolClassQueryList } from '../../../api/generated/school-class';
import { typingClassRank } from '../../../api/generated/typing';
import type { TypingRankRow } from '../../../api/generated/api.schemas';
import { sessionStore } from '../../../providers/session-store';

/** The class leaderboard of speed and accuracy, for a teacher's own classes (a principal's: all). */
export function ClassLeaderboard() {
  const session = sessionStore.getUserSession();
  const [classes, setClasses] = useState<{ value: number; label: string }[]>([]);
  const [classId, setClassId] = useState<number | null>(null);
  const [rows, setRows] = useState<TypingRankRow[]>([]);
  useEffect(() => {
    const me = session?.userInfo.id;
    const mine = session?.is_principal ? {} : { teacherId: me };
    void schoolClassQueryList({ pageSize: 100, ...mine }).then((answer) => {
      const options = (answer.content?.list ?? []).map((c) => ({ value: c.id, label: c.name }));
      setClasses(options);
      setClassId((current) => current ?? options[0]?.value ?? null);
    }, () => setClasses([]));
  }, [session?.is_principal, session?.userInfo.id]);
  useEffect(() => {
    if (classId === null) return;
    void typingClassRank({ classId }).then((answer) => setRows(answer.content ?? []), () => setRows([]));
  }, [classId]);
  if (classes.length === 0) return null;
  return (
    <div className="tp-card" style={{ marginTop: 16 }} data-testid="typing-class-rank">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8 }}>
        <h2 style={{ margin: 0, flex: 1 }}>班级打字排行</h2>
        <Segmented value={classId ?? undefined} options={classes} onChange={(value) => setClassId(Number(value))} />
      </div>
      <SimpleTable
        rows={rows}
        rowKey={(row) => row.studentId}
        empty="这个班还没有同学来打字星球练习"
        columns={[
          { title: '名次', render: (_row, i) => i + 1 },
          { title: '学员', render: (row) => row.studentName },
          { title: '最佳速度（词/分钟）', render: (row) => row.bestWpm },
          { title: '平均正确率', render: (row) => `${row.accuracy}%` },
          { title: '完成关卡', render: (row) => row.levels },
        ]}
      />
    </div>
  );
}
