/**
 * antd-mobile 5 renders Toast and Dialog with ReactDOM.render, which React 19 removed: without
 * this shim (antd-mobile's documented `unstableSetRender`) they throw in production builds.
 */
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

/** A container antd-mobile renders a Toast or Dialog into, holding the React root made for it. */
export type AntdContainer = (Element | DocumentFragment) & { _antdRoot?: Root };

export function installAntdReact19Renderer(): void {
  unstableSetRender((node, container: AntdContainer) => {
    container._antdRoot ??= createRoot(container);
    const root = container._antdRoot;
    root.render(node);
    return async () => {
      // Unmounting during React's own render would warn: wait for the current task to end.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete container._antdRoot;
    };
  });
}
