/**
 * antd-mobile's Popup, whose code (with its animation and gesture libraries, react-spring and
 * @use-gesture, some 27 kB) loads when it is first made visible, not with the screen that may open
 * it: the slider check of the login and registration forms opens only when a code is asked for
 * (decision 0052). Until then it renders nothing, as a closed Popup does.
 */
import type { PopupProps } from 'antd-mobile/es/components/popup';
import { lazy, Suspense, useState } from 'react';

const Popup = lazy(() => import('antd-mobile/es/components/popup'));

export function LazyPopup(props: PopupProps) {
  const [everVisible, setEverVisible] = useState(Boolean(props.visible));
  // Remembered during render (React's pattern for state derived from props): once loaded, the
  // Popup stays mounted, so that it can animate out and in again.
  if (props.visible && !everVisible) setEverVisible(true);
  if (!everVisible) return null;
  return (
    <Suspense fallback={null}>
      <Popup {...props} />
    </Suspense>
  );
}
