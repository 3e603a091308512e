import { LockOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { adaptiveText } from '../content/adaptive-text';
import { basicSteps } from '../content/lessons';
import { useProgress } from '../engine/progress-store';
import { weakestKeys, weakness } from '../model/key-speed';
import { levelStars } from '../model/progress';
import type { KeyTally } from '../model/keystroke-run';
import type { KeyStat } from '../../../api/generated/api.schemas';
import { lettersAfter, unlockOrder, unlockStatus, unlockTarget } from '../model/unlock';
import { OnScreenKeyboard } from '../ui/on-screen-keyboard';
import { TypingExercise } from '../ui/typing-exercise';
import { TypingPage } from '../ui/typing-page';
import { Chip } from '../ui/simple-table';

function withRun(keys: Record<string, KeyStat>, run: Record<string, KeyTally>): Record<string, KeyStat> {
  const merged = { ...keys };
  for (const [k, s] of Object.entries(run)) merged[k] = { hits: (merged[k]?.hits ?? 0) + s.hits, errors: (merged[k]?.errors ?? 0) + s.errors, latencyMs: (merged[k]?.latencyMs ?? 0) + s.latencyMs };
  return merged;
}

/**
 * 指法学习: the three finger-position steps, and the adaptive lesson as keybr makes it — the
 * unlocked letters only, more of the focus key (the weakest, or the one the child picks), the
 * next letter unlocked when every letter reaches the target speed and accuracy.
 */
export function LearnPage() {
  const { progress, status: loadStatus } = useProgress();
  const history = progress.typingHistory;
  const keys = history.keys ?? {};
  const status = unlockStatus(history.unlockedKeys, keys);
  const [picked, setPicked] = useState<string | null>(history.settings?.focusKey ?? null);
  const focus = picked && status.letters.includes(picked) ? picked : weakestKeys(keys, status.letters, unlockTarget.wpm, 1)[0];
  const [round, setRound] = useState(0);
  // A lesson's text is fixed until the child asks for another or picks a key, so saving the run
  // (which may unlock a letter) does not replace the result on screen.
  const lessonKey = `${round}|${picked ?? ''}|${loadStatus}`;
  const lesson = useMemo(() => ({ letters: status.letters, focus, text: adaptiveText(status.letters, focus, `${status.letters}-${focus}-${round}`) }), [lessonKey]);
  // Keys never typed stay grey: the map shows what is known, not guesses.
  const heat = Object.fromEntries([...unlockOrder].filter((k) => keys[k]?.hits).map((k) => [k, weakness(keys[k], unlockTarget.wpm)]));
  const stars = (id: string) => levelStars(progress, id);

  return (
    <TypingPage title="指法学习" subtitle="先学会每个手指管哪些键，再用智能练习把速度练上去。">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 16, marginBottom: 16 }}>
        {basicSteps.map((step) => (
          <Link to={`/typing-planet/${step.route}`} key={step.route} className="tp-card" style={{ color: 'inherit' }} data-testid={`learn-${step.route}`}>
            <div style={{ fontSize: 20, fontWeight: 800 }}>{step.title.split('：')[0]}</div>
            <div style={{ margin: '4px 0 10px', color: '#5b6f99' }}>{step.title.split('：')[1]}</div>
            {step.stages.map((s) => (
              <Chip key={s.levelId} color={stars(s.levelId) ? '#fff3bf' : undefined}>{`${s.title} ${'★'.repeat(stars(s.levelId))}`}</Chip>
            ))}
          </Link>
        ))}
      </div>
      <div className="tp-card">
        <h2 style={{ marginTop: 0 }}>智能练习</h2>
        <div style={{ fontSize: 16, marginBottom: 8 }}>
          已解锁：
          {[...unlockOrder].map((k) => (
            <Chip key={k} color={status.letters.includes(k) ? (k === focus ? '#d0ebff' : status.behind.includes(k) ? '#ffe8cc' : '#d3f9d8') : undefined}>
              {status.letters.includes(k) ? k : <LockOutlined />}
            </Chip>
          ))}
        </div>
        <div style={{ marginBottom: 8 }}>
          重点练习键：<b style={{ fontSize: 20 }}>{focus}</b>（点击下面键盘上的已解锁字母可以更换）。每个字母达到 {unlockTarget.wpm} 词/分钟、正确率 {unlockTarget.accuracy}% 后解锁下一个字母
          {status.next ? `「${status.next}」` : ''}；还差：{status.behind.join(' ') || '无，完成这次练习就解锁！'}
        </div>
        <OnScreenKeyboard heat={heat} marked={focus} unit={36} onPick={(key) => status.letters.includes(key) && setPicked(key)} />
        <div style={{ textAlign: 'center', color: '#5b6f99', margin: '4px 0 12px' }}>键盘热力图：越红的键越需要多练</div>
        <TypingExercise
          spec={{
            id: `adaptive-${lessonKey}`,
            text: lesson.text,
            mode: 'learn',
            marked: lesson.focus,
            unlockAfter: (summary) => lettersAfter(lesson.letters, withRun(keys, summary.keys)),
            note: (summary) => {
              const after = lettersAfter(lesson.letters, withRun(keys, summary.keys));
              return after.length > lesson.letters.length ? `太厉害了！新字母「${after.at(-1)}」解锁啦！` : undefined;
            },
            next: { label: '换一组', go: () => setRound((n) => n + 1) },
          }}
        />
      </div>
    </TypingPage>
  );
}
