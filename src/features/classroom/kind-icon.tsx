import { AppstoreFilled, CodeFilled, SmileFilled, ThunderboltFilled } from '@ant-design/icons';
import type { WorkKind } from '../../api/generated/api.schemas';
import { kindIconColors } from './work-links';

const icons = { block: AppstoreFilled, python: CodeFilled, cpp: ThunderboltFilled, junior: SmileFilled };

/** A work kind's icon in its colour. */
export function KindIcon({ kind, size = 18 }: { kind: WorkKind; size?: number }) {
  const Icon = icons[kind];
  return <Icon style={{ color: kindIconColors[kind], fontSize: size }} aria-hidden />;
}
