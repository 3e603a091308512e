import { FireFilled, StarFilled } from '@ant-design/icons';
import { Segmented } from 'antd';
import { useNavigate } from 'react-router';
import { saveSettings, useProgress } from '../engine/progress-store';
import { weakestKeys, weakness } from '../model/key-speed';
import { dailyStatus } from '../model/progress';
import { ClassLeaderboard } from '../ui/class-leaderboard';
import { OnScreenKeyboard } from '../ui/on-screen-keyboard';
import { ProgressRing } from '../ui/progress-ring';
import { SimpleTable } from '../ui/simple-table';
import { TypingPage } from '../ui/typing-page';

interface Stop {
  path: string;
  title: string;
  color: string;
  size: number;
  x: number;
  y: number;
  /** Level ids of this stop start with this; their stars are shown on the planet. */
  levels: string;
}

const stops: Stop[] = [
  { path: 'learn', title: '指法学习', color: '#4dabf7', size: 120, x: 8, y: 18, levels: 'learn' },
  { path: 'basic-1', title: '基础一', color: '#69db7c', size: 78, x: 24, y: 58, levels: 'basic-1' },
  { path: 'basic-2', title: '基础二', color: '#38d9a9', size: 78, x: 36, y: 22, levels: 'basic-2' },
  { path: 'basic-3', title: '基础三', color: '#20c997', size: 78, x: 47, y: 62, levels: 'basic-3' },
  { path: 'review', title: '复习巩固', color: '#ffa94d', size: 86, x: 60, y: 16, levels: 'review' },
  { path: 'practice', title: '打字练习', color: '#f783ac', size: 90, x: 72, y: 58, levels: 'practice' },
  { path: 'race', title: '打字竞速', color: '#ff6b6b', size: 96, x: 84, y: 16, levels: 'race' },
  { path: 'meteor', title: '流星', color: '#845ef7', size: 70, x: 6, y: 72, levels: 'meteor-' },
  { path: 'balloon', title: '气球', color: '#f06595', size: 70, x: 15, y: 40, levels: 'balloon-' },
  { path: 'puzzle', title: '拼图', color: '#5c7cfa', size: 70, x: 58, y: 76, levels: 'puzzle-' },
  { path: 'drag', title: '拖拽', color: '#e8590c', size: 70, x: 90, y: 74, levels: 'drag-' },
  { path: 'piece', title: '碎片', color: '#15aabf', size: 70, x: 80, y: 40, levels: 'piece-' },
  { path: 'keywords', title: '编程关键字', color: '#495057', size: 84, x: 28, y: 8, levels: 'keywords' },
  { path: 'pinyin', title: '拼音', color: '#e64980', size: 76, x: 37, y: 78, levels: 'pinyin' },
  { path: 'words', title: '单词', color: '#fab005', size: 80, x: 67, y: 36, levels: 'words' },
];

const modeNames: Record<string, string> = { learn: '智能练习', 'basic-1': '基础指法一', 'basic-2': '基础指法二', 'basic-3': '基础指法三', review: '复习巩固', practice: '打字练习', race: '打字竞速', meteor: '流星打字', balloon: '气球打字', puzzle: '拼图打字', drag: '拖拽打字', piece: '碎片打字', keywords: '编程关键字', pinyin: '拼音练习', words: '单词练习' };

/** The planet map: where to go next, today's goal and streak, the keyboard heat map and the latest results. */
export function PlanetHomePage() {
  const { progress, localOnly } = useProgress();
  const navigate = useNavigate();
  const history = progress.typingHistory;
  const daily = dailyStatus(history, new Date());
  const keys = history.keys ?? {};
  const heat = Object.fromEntries(Object.keys(keys).map((k) => [k, weakness(keys[k], 20)]));
  const weak = weakestKeys(keys, Object.keys(keys).filter((k) => (keys[k].hits ?? 0) >= 5).join(''), 20, 5);
  const stars = (prefix: string) => progress.completedLevels.filter((l) => l.levelId.startsWith(prefix)).reduce((n, l) => n + (l.stars ?? 0), 0);
  const totalStars = progress.completedLevels.reduce((n, l) => n + (l.stars ?? 0), 0);
  const recent = [...(history.sessions ?? [])].reverse().slice(0, 6);

  return (
    <TypingPage title="打字星球" subtitle="欢迎来到打字星球！每天练一练，手指会越来越灵活。" needsKeyboard={false}>
      <div className="tp-space" style={{ height: 430, marginBottom: 16 }} data-testid="planet-map">
        <div style={{ position: 'absolute', left: 24, bottom: 16, fontSize: 16, zIndex: 2 }}>
          <StarFilled style={{ color: '#fcc419' }} /> 已获得 <b data-testid="planet-stars">{totalStars}</b> 颗星　<FireFilled style={{ color: '#ff922b' }} /> 连续练习 <b>{daily.streak}</b> 天
        </div>
        {stops.map((stop) => (
          <div
            key={stop.path}
            className="tp-planet"
            role="link"
            tabIndex={0}
            onClick={() => navigate(`/typing-planet/${stop.path}`)}
            onKeyDown={(e) => e.key === 'Enter' && navigate(`/typing-planet/${stop.path}`)}
            style={{ position: 'absolute', left: `${stop.x}%`, top: `${stop.y}%`, width: stop.size, height: stop.size, background: `radial-gradient(circle at 30% 30%, #fff8, ${stop.color} 45%)`, flexDirection: 'column', fontSize: stop.size > 90 ? 18 : 15 }}
          >
            <span>{stop.title}</span>
            {stars(stop.levels) > 0 && <span style={{ fontSize: 13 }}>★{stars(stop.levels)}</span>}
          </div>
        ))}
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(260px, 1fr) 2fr', gap: 16 }}>
        <div className="tp-card" style={{ textAlign: 'center' }}>
          <h2 style={{ marginTop: 0 }}>今日目标</h2>
          <ProgressRing percent={Math.round((daily.minutesToday / daily.goal) * 100)} label={`${daily.minutesToday}/${daily.goal} 分钟`} />
          <div style={{ margin: '12px 0', fontSize: 16 }}>{daily.minutesToday >= daily.goal ? '今天的目标完成啦，你真棒！' : '加油，完成今天的练习目标！'}</div>
          <div style={{ marginBottom: 6 }}>每天练习（分钟）</div>
          <Segmented size="small" value={daily.goal} onChange={(goal) => void saveSettings({ dailyGoal: Number(goal) })} options={[5, 10, 15, 20, 30]} />
        </div>
        <div className="tp-card">
          <h2 style={{ marginTop: 0 }}>我的键盘热力图</h2>
          <OnScreenKeyboard heat={heat} unit={34} />
          <div style={{ marginTop: 8, fontSize: 16 }}>{weak.length ? `最需要练习的键：${weak.join('  ')}，去“复习巩固”专门练一练吧！` : '多练习几次，这里会显示你最需要加强的按键。'}</div>
        </div>
      </div>
      <div className="tp-card" style={{ marginTop: 16 }}>
        <h2 style={{ marginTop: 0 }}>最近的成绩</h2>
        <SimpleTable
          rows={recent}
          rowKey={(row, i) => `${row.at}-${i}`}
          empty="还没有成绩，从“指法学习”开始你的星球之旅吧！"
          columns={[
            { title: '练习', render: (row) => modeNames[row.mode] ?? row.mode },
            { title: '速度（词/分钟）', render: (row) => row.wpm ?? 0 },
            { title: '正确率', render: (row) => `${row.accuracy ?? 0}%` },
            { title: '得分', render: (row) => row.score ?? '-' },
            { title: '时间', render: (row) => new Date(row.at).toLocaleString('zh-CN') },
          ]}
        />
      </div>
      {localOnly && <ClassLeaderboard />}
    </TypingPage>
  );
}
