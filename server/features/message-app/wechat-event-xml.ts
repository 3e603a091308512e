/** The few fields of a WeChat event push the binding needs. */
export interface WechatEvent {
  fromUser: string;
  msgType: string;
  event: string | null;
  eventKey: string | null;
}

const fieldNames = { fromUser: 'FromUserName', msgType: 'MsgType', event: 'Event', eventKey: 'EventKey' } as const;

/**
 * A hand parser for WeChat's flat `<xml><Tag><![CDATA[…]]></Tag>…</xml>` pushes: no DTD, entity or
 * processing instruction is accepted (nothing to expand), only the named top-level fields are read,
 * each at most once and at most 200 characters. Anything else answers null.
 */
export function parseWechatEvent(body: string): WechatEvent | null {
  const text = body.trim();
  if (!text.startsWith('<xml>') || !text.endsWith('</xml>') || /<!(?!\[CDATA\[)|<\?|&(?!(amp|lt|gt|quot|apos);)/.test(text)) return null;
  const read = (tag: string): string | null | undefined => {
    const found = [...text.matchAll(new RegExp(`<${tag}>(?:<!\\[CDATA\\[([^\\]]*)\\]\\]>|([^<]*))</${tag}>`, 'g'))];
    if (found.length > 1) return undefined;
    if (found.length === 0) return null;
    const value = found[0][1] ?? found[0][2] ?? '';
    return value.length > 200 ? undefined : value;
  };
  const values = Object.fromEntries(Object.entries(fieldNames).map(([key, tag]) => [key, read(tag)])) as Record<keyof WechatEvent, string | null | undefined>;
  if (Object.values(values).some((v) => v === undefined) || !values.fromUser || !values.msgType) return null;
  return { fromUser: values.fromUser, msgType: values.msgType, event: values.event ?? null, eventKey: values.eventKey ?? null };
}
