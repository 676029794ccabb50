/** The member's head icon (member info headIconUrl), for the member centre and the sidebar. */
import { UserCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';

/** The head icon, or the generic one while there is none (or it cannot be loaded). */
export function HeadIcon({ url, className }: { url: string | null | undefined; className: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) return <UserCircleOutline className={className} aria-hidden="true" />;
  return <img className={className} src={url} alt="" width={64} height={64} onError={() => setFailed(url)} />;
}
