import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { safeNoticeHtml } from '../notice/notice-html';
import type { Slide } from './lesson-slides';

/** One slide of a lesson, sized to fill the stage it is given (the projector in class). */
export function LessonStage({ slide }: { slide: Slide }) {
  if (slide.kind === 'cover') {
    return (
      <div style={{ ...centre, flexDirection: 'column', textAlign: 'center' }}>
        <div style={{ fontSize: 'clamp(32px, 5vw, 64px)', fontWeight: 700, color: '#fff' }}>{slide.title}</div>
        {slide.subtitle ? <div style={{ fontSize: 'clamp(16px, 2vw, 28px)', color: '#bae6fd', marginTop: 16 }}>{slide.subtitle}</div> : null}
      </div>
    );
  }
  if (slide.kind === 'text') {
    return (
      <div style={{ padding: '4vh 6vw', height: '100%', overflow: 'auto' }}>
        <div style={{ fontSize: 'clamp(16px, 1.6vw, 22px)', color: '#7dd3fc', marginBottom: 24 }}>{slide.heading}</div>
        <div style={{ fontSize: 'clamp(22px, 2.6vw, 40px)', lineHeight: 1.6, color: '#f8fafc', whiteSpace: 'pre-wrap' }}>{slide.text}</div>
      </div>
    );
  }
  if (slide.kind === 'html') {
    return (
      <div style={{ padding: '4vh 6vw', height: '100%', overflow: 'auto' }}>
        <div style={{ fontSize: 'clamp(16px, 1.6vw, 22px)', color: '#7dd3fc', marginBottom: 24 }}>{slide.heading}</div>
        {/* Sanitized on save and again here, as every school-written rich text is. */}
        <div className="lesson-stage-html" style={{ fontSize: 'clamp(20px, 2.2vw, 34px)', lineHeight: 1.6, color: '#f8fafc' }} dangerouslySetInnerHTML={{ __html: safeNoticeHtml(slide.html) }} />
      </div>
    );
  }
  if (slide.kind === 'problems') {
    return (
      <div style={{ ...centre, flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 'clamp(24px, 3vw, 44px)', fontWeight: 700, color: '#fff' }}>{slide.heading}</div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, justifyContent: 'center' }}>
          {slide.problemIds.map((id, i) => (
            <Button key={id} size="large" shape="round" href={`/oj/questionBank/details?id=${id}`} target="_blank" rel="noopener noreferrer">
              第 {i + 1} 题 · 题目 {id}
            </Button>
          ))}
        </div>
        <div style={{ color: '#cbd5e1' }}>学生打开这节课后，可以在课节页面里闯关练习</div>
      </div>
    );
  }
  if (slide.kind === 'video') {
    return (
      <div style={centre}>
        <video src={slide.src} controls style={{ maxWidth: '100%', maxHeight: '100%', borderRadius: 12, background: '#000' }} />
      </div>
    );
  }
  if (slide.format === 'pdf') return <iframe title="课件" src={slide.src} style={{ width: '100%', height: '100%', border: 0, background: '#fff' }} />;
  if (slide.format === 'image') {
    return (
      <div style={centre}>
        <img src={slide.src} alt="课件" style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
      </div>
    );
  }
  return (
    <div style={{ ...centre, flexDirection: 'column', color: '#e2e8f0', fontSize: 20, gap: 16 }}>
      <div>这份课件需要用演示软件打开</div>
      <Button type="primary" size="large" icon={<DownloadOutlined />} href={slide.src} target="_blank">下载课件</Button>
    </div>
  );
}

const centre = { display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', padding: 24 } as const;
