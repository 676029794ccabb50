/**
 * antd-mobile's imperative Toast and Dialog, loaded on demand (they bring its animation library,
 * too big for the first page). They render outside our React tree, so the React 19 renderer shim
 * is installed here, before either can render.
 */
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { ExclamationTriangleOutline } from 'antd-mobile-icons';
import { createElement } from 'react';
import { installAntdReact19Renderer } from './antd-react19';

installAntdReact19Renderer();

export { Dialog, Toast };
export const offlineIcon = createElement(ExclamationTriangleOutline);
