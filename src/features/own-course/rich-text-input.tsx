import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import { safeNoticeHtml } from '../notice/notice-html';

const tools = [
  { command: 'bold', title: '加粗', icon: <BoldOutlined /> },
  { command: 'italic', title: '斜体', icon: <ItalicOutlined /> },
  { command: 'underline', title: '下划线', icon: <UnderlineOutlined /> },
  { command: 'insertUnorderedList', title: '项目列表', icon: <UnorderedListOutlined /> },
  { command: 'insertOrderedList', title: '编号列表', icon: <OrderedListOutlined /> },
] as const;

/**
 * A lesson's text as the teacher formats it (bold, lists, headings), kept as HTML. What is
 * pasted in is sanitized before it becomes the value; the server sanitizes it again on save.
 */
export function RichTextInput({ value, onChange, placeholder }: { value?: string | null; onChange?: (html: string | null) => void; placeholder?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null | undefined>(undefined);
  // Only a value from outside (the form loading a lesson) replaces the text; typing does not,
  // or the caret would jump to the start at every key.
  useEffect(() => {
    if (box.current && value !== emitted.current) box.current.innerHTML = value ? safeNoticeHtml(value) : '';
  }, [value]);
  const emit = () => {
    const html = box.current?.innerHTML ?? '';
    const next = (box.current?.textContent?.trim() || html.includes('<img')) ? safeNoticeHtml(html) : null;
    emitted.current = next;
    onChange?.(next);
  };
  const run = (command: string, argument?: string) => {
    box.current?.focus();
    document.execCommand(command, false, argument);
    emit();
  };
  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space size={2} style={{ padding: 4, borderBottom: '1px solid #f0f0f0', width: '100%' }}>
        <Button size="small" type="text" onMouseDown={(e) => e.preventDefault()} onClick={() => run('formatBlock', 'h3')}>
          标题
        </Button>
        <Button size="small" type="text" onMouseDown={(e) => e.preventDefault()} onClick={() => run('formatBlock', 'p')}>
          正文
        </Button>
        {tools.map((tool) => (
          <Tooltip key={tool.command} title={tool.title}>
            <Button size="small" type="text" icon={tool.icon} aria-label={tool.title} onMouseDown={(e) => e.preventDefault()} onClick={() => run(tool.command)} />
          </Tooltip>
        ))}
      </Space>
      <div
        ref={box}
        role="textbox"
        aria-multiline="true"
        aria-label="课节内容"
        data-placeholder={placeholder}
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        style={{ minHeight: 160, maxHeight: 420, overflowY: 'auto', padding: '8px 12px', outline: 'none' }}
      />
    </div>
  );
}
