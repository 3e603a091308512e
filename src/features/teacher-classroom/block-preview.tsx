import * as Blockly from 'blockly';
import * as zhHans from 'blockly/msg/zh-hans';
import { pythonGenerator } from 'blockly/python';
import { useEffect, useRef, useState } from 'react';
import { CodeView } from './code-view';

Blockly.setLocale(zhHans as unknown as Record<string, string>);

/** A block work shown read-only: its blocks as the student arranged them and the Python they stand for. */
export function BlockPreview({ source }: { source: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [python, setPython] = useState('');
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    // No trashcan, zoom buttons or sounds: Blockly fetches their media from its CDN.
    const ws = Blockly.inject(host.current!, { readOnly: true, trashcan: false, sounds: false, zoom: { controls: false, wheel: true, startScale: 0.9 }, move: { scrollbars: true, drag: true, wheel: true } });
    try {
      if (source) Blockly.serialization.workspaces.load(JSON.parse(source), ws);
      setPython(pythonGenerator.workspaceToCode(ws));
    } catch {
      setBroken(true);
    }
    return () => ws.dispose();
  }, [source]);

  return (
    <div>
      <div ref={host} data-testid="block-preview" style={{ height: 360, border: '1px solid #e2e8f0', borderRadius: 8 }} />
      {broken ? <div style={{ color: '#dc2626', marginTop: 8 }}>这个作品的积木无法读取</div> : null}
      <div style={{ margin: '12px 0 4px', color: '#64748b' }}>积木对应的 Python 代码</div>
      <CodeView code={python || '# 还没有积木'} />
    </div>
  );
}
