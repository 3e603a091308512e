import { LockOutlined } from '@ant-design/icons';
import { Button, Result, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../../resources/page-props';
import { basicSteps, stageOpen, stepOf } from '../content/lessons';
import { useProgress } from '../engine/progress-store';
import { levelStars } from '../model/progress';
import { TypingExercise } from '../ui/typing-exercise';
import { TypingPage } from '../ui/typing-page';

const starText = (n: number) => (n ? '★'.repeat(n) : '');

/** basic-1..3: finger positions in three stages each; a stage opens once the one before has a star. */
export function BasicStepPage({ route }: PageProps) {
  const step = stepOf(route.name)!;
  const { progress, status } = useProgress();
  const navigate = useNavigate();
  const stars = (id: string) => levelStars(progress, id);
  const firstOpenUnfinished = step.stages.find((s) => stageOpen(s.levelId, stars) && stars(s.levelId) === 0) ?? step.stages[0];
  const [chosen, setChosen] = useState<string | null>(null);
  // The stage is fixed once the record is read, so finishing it does not jump to the next one.
  useEffect(() => {
    if (status === 'ready' && chosen === null) setChosen(firstOpenUnfinished.levelId);
  }, [status, chosen, firstOpenUnfinished.levelId]);
  const stage = step.stages.find((s) => s.levelId === (chosen ?? firstOpenUnfinished.levelId))!;
  const index = step.stages.indexOf(stage);
  const nextStage = step.stages[index + 1];
  const nextStep = basicSteps[basicSteps.indexOf(step) + 1];
  const previousStep = basicSteps[basicSteps.indexOf(step) - 1];
  const next = nextStage
    ? { label: `下一关：${nextStage.title}`, go: () => setChosen(nextStage.levelId) }
    : nextStep
      ? { label: `进入${nextStep.title.split('：')[0]}`, go: () => navigate(`/typing-planet/${nextStep.route}`) }
      : { label: '回到星球', go: () => navigate('/typing-planet') };
  return (
    <TypingPage title={step.title} subtitle={step.intro}>
      <Segmented
        size="large"
        value={stage.levelId}
        onChange={(value) => setChosen(String(value))}
        options={step.stages.map((s, i) => ({
          value: s.levelId,
          disabled: !stageOpen(s.levelId, stars),
          label: <span data-testid={`stage-${s.levelId}`} data-open={stageOpen(s.levelId, stars)} data-stars={stars(s.levelId)}>{!stageOpen(s.levelId, stars) && <LockOutlined />} {`第${i + 1}关 ${s.title} ${starText(stars(s.levelId))}`}</span>,
        }))}
        style={{ marginBottom: 12 }}
      />
      {stageOpen(stage.levelId, stars) ? (
        <TypingExercise
          spec={{
            id: stage.levelId,
            text: stage.text,
            mode: step.route,
            levelId: stage.levelId,
            target: stage.target,
            marked: stage.newKeys,
            next: stars(stage.levelId) > 0 || !nextStage ? next : undefined,
          }}
        />
      ) : (
        <Result
          status="info"
          title="这一关还没有解锁"
          subTitle="先通过前面的关卡（至少得到一颗星），再来挑战这里吧！"
          extra={previousStep && <Button type="primary" onClick={() => navigate(`/typing-planet/${previousStep.route}`)}>去{previousStep.title.split('：')[0]}</Button>}
          data-testid="stage-locked"
        />
      )}
    </TypingPage>
  );
}
