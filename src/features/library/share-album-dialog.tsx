import { shareLinkPath } from '../../../shared/library/library-rules';
import { useMemo } from 'react';
import { libraryShareLinkCalls, ShareLinksDialog } from './share-links-dialog';

/** 分享专辑: the album's share links. */
export function ShareAlbumDialog({ album, onClose }: { album: { id: number; name: string }; onClose: () => void }) {
  const calls = useMemo(() => libraryShareLinkCalls({ targetKind: 'album', targetId: album.id }, shareLinkPath), [album.id]);
  return (
    <ShareLinksDialog
      title={`分享专辑：${album.name}`}
      calls={calls}
      hint="链接只显示这一次，请复制后发送；拿到链接的人无需登录即可查看本专辑，撤销后其中的文件地址也随之失效。"
      onClose={onClose}
    />
  );
}
